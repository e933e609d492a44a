import { Link, useLocation } from 'wouter';
import { ContextFields } from './ContextFields';
import { Environments } from './Environments';
import { Segments } from './Segments';
import { StrategyDefinitions } from './StrategyDefinitions';
import { Tags } from './Tags';

/** tabs are the catalog's screens, each at /catalog/<path>. */
const tabs = [
  { path: 'segments', label: 'Segments', screen: Segments },
  { path: 'context-fields', label: 'Context fields', screen: ContextFields },
  { path: 'tags', label: 'Tags', screen: Tags },
  { path: 'strategies', label: 'Strategies', screen: StrategyDefinitions },
  { path: 'environments', label: 'Environments', screen: Environments },
] as const;

/** Catalog holds what flags are built from: segments, context fields, tags, strategies, environments. */
export default function Catalog() {
  const [location] = useLocation();
  const current = tabs.find((t) => location === `/catalog/${t.path}`) ?? tabs[0];
  const Screen = current.screen;
  return (
    <>
      <nav aria-label="Catalog" className="tabs">
        {tabs.map((t) => (
          <Link key={t.path} href={`/catalog/${t.path}`} aria-current={t === current ? 'page' : undefined}>
            {t.label}
          </Link>
        ))}
      </nav>
      <Screen />
    </>
  );
}
