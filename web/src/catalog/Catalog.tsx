import { useLocation } from 'wouter';
import { currentSection, SubNav } from '../shared/SubNav';
import { ContextFields } from './ContextFields';
import { Environments } from './Environments';
import { Segments } from './Segments';
import { StrategyDefinitions } from './StrategyDefinitions';
import { Tags } from './Tags';

/** sections are the catalog's screens, each at /catalog/<path>. */
const sections = [
  { href: '/catalog/segments', label: 'Segments', screen: Segments },
  { href: '/catalog/context-fields', label: 'Context fields', screen: ContextFields },
  { href: '/catalog/tags', label: 'Tags', screen: Tags },
  { href: '/catalog/strategies', label: 'Strategies', screen: StrategyDefinitions },
  { href: '/catalog/environments', label: 'Environments', screen: Environments },
] as const;

/** Catalog holds what flags are built from: segments, context fields, tags, strategies, environments. */
export default function Catalog() {
  const [location] = useLocation();
  const current = currentSection(sections, location) ?? sections[0];
  const Screen = current.screen;
  return (
    <>
      <SubNav label="Catalog" sections={sections} current={current} />
      <Screen />
    </>
  );
}
