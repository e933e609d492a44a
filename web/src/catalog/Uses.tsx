import { Link } from 'wouter';

/** StrategyUse is one feature strategy that uses a segment or a context field. */
interface StrategyUse {
  id: string;
  featureName: string;
  projectId: string;
  environment: string;
  strategyName: string;
}

/** Uses lists the feature strategies that use something, each linked to its flag. */
export function Uses({ uses, what }: { uses: readonly StrategyUse[]; what: string }) {
  if (uses.length === 0) return <p className="muted">No flag uses {what}.</p>;
  return (
    <ul aria-label={`Where ${what} is used`}>
      {uses.map((u) => (
        <li key={u.id}>
          <Link
            href={`/projects/${encodeURIComponent(u.projectId)}/features/${encodeURIComponent(u.featureName)}`}
          >
            {u.featureName}
          </Link>{' '}
          in {u.projectId}, {u.environment} ({u.strategyName})
        </li>
      ))}
    </ul>
  );
}
