import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from 'urql';
import { Link } from 'wouter';
import { errorMessage } from '../errors';
import { useFeedback } from '../feedback';
import { graphql } from '../gql';
import { LoadError, Loading } from '../states';
import { rolloutProblem } from '../validate';
import { EnvironmentToggle } from './EnvironmentToggle';

const FlagQuery = graphql(`
  query Flag($projectId: String!, $name: String!) {
    feature(projectId: $projectId, name: $name) {
      name
      description
      type
      project
      stale
      createdAt
      environments {
        name
        type
        enabled
        strategies {
          id
          name
          title
          disabled
          sortOrder
          parameters
          constraints {
            contextName
            operator
          }
        }
      }
    }
  }
`);

const AddRollout = graphql(`
  mutation AddRollout(
    $projectId: String!
    $featureName: String!
    $environment: String!
    $input: FeatureStrategyInput!
  ) {
    addFeatureStrategy(
      projectId: $projectId
      featureName: $featureName
      environment: $environment
      input: $input
    ) {
      id
    }
  }
`);

const RemoveStrategy = graphql(`
  mutation RemoveStrategy($projectId: String!, $featureName: String!, $environment: String!, $id: String!) {
    deleteFeatureStrategy(
      projectId: $projectId
      featureName: $featureName
      environment: $environment
      id: $id
    )
  }
`);

/** describeStrategy says in words what a strategy does. */
export function describeStrategy(s: { name: string; parameters: Record<string, unknown> }): string {
  if (s.name === 'flexibleRollout') {
    const rollout = s.parameters.rollout ?? '0';
    const stickiness = s.parameters.stickiness ?? 'default';
    return `${String(rollout)}% of users (stickiness: ${String(stickiness)})`;
  }
  if (s.name === 'default') return 'Everyone';
  const params = Object.entries(s.parameters).map(([k, v]) => `${k}: ${String(v)}`);
  return params.length ? params.join(', ') : 'No parameters';
}

/** FlagPage shows one flag: its environments, each with its switch and strategies. */
export function FlagPage({ projectId, name }: { projectId: string; name: string }) {
  const [res, refetch] = useQuery({ query: FlagQuery, variables: { projectId, name } });
  const [, remove] = useMutation(RemoveStrategy);
  const { toast, confirm } = useFeedback();

  const crumbs = (
    <nav aria-label="Breadcrumb" className="crumbs">
      <Link href="/">Projects</Link> /{' '}
      <Link href={`/projects/${encodeURIComponent(projectId)}`}>{projectId}</Link> / <span>{name}</span>
    </nav>
  );
  if (res.fetching && !res.data) return <Loading what="the flag" />;
  if (res.error || !res.data)
    return (
      <>
        {crumbs}
        <h1>{name}</h1>
        {res.error && (
          <LoadError error={res.error} retry={() => refetch({ requestPolicy: 'network-only' })} />
        )}
      </>
    );
  const f = res.data.feature;

  const onRemove = async (environment: string, id: string, what: string) => {
    if (!(await confirm('Remove this strategy?', `${what} in ${environment} goes away.`, 'Remove'))) return;
    const r = await remove({ projectId, featureName: name, environment, id });
    if (r.error) toast('error', errorMessage(r.error));
    else toast('success', `Removed the strategy from ${environment}`);
  };

  return (
    <>
      {crumbs}
      <h1>{f.name}</h1>
      <p className="muted">
        {f.type}
        {f.stale && ' · stale'}
        {f.description && ` · ${f.description}`}
      </p>
      {f.environments.length === 0 && <p className="muted">The project has no environments.</p>}
      {f.environments.map((env) => (
        <section key={env.name} className="env" aria-labelledby={`env-${env.name}`}>
          <header>
            <h2 id={`env-${env.name}`}>{env.name}</h2>
            <EnvironmentToggle
              projectId={projectId}
              flag={f.name}
              environment={env.name}
              enabled={env.enabled}
            />
          </header>
          {env.strategies.length === 0 ? (
            <p className="muted">No strategies: when on, the flag is on for everyone.</p>
          ) : (
            <ol className="strategies" aria-label={`Strategies in ${env.name}`}>
              {env.strategies.map((s) => {
                const what = describeStrategy(s);
                return (
                  <li key={s.id}>
                    <strong>{s.title || s.name}</strong> <span>{what}</span>
                    {s.disabled && <span className="badge">disabled</span>}
                    {s.constraints.length > 0 && (
                      <span className="muted"> · {s.constraints.length} constraint(s)</span>
                    )}
                    <button type="button" className="danger" onClick={() => onRemove(env.name, s.id, what)}>
                      Remove<span className="sr-only"> {what}</span>
                    </button>
                  </li>
                );
              })}
            </ol>
          )}
          <AddRolloutForm projectId={projectId} flag={f.name} environment={env.name} />
        </section>
      ))}
    </>
  );
}

function AddRolloutForm(props: { projectId: string; flag: string; environment: string }) {
  const { projectId, flag, environment } = props;
  const [rollout, setRollout] = useState('50');
  const [stickiness, setStickiness] = useState('default');
  const [{ fetching }, add] = useMutation(AddRollout);
  const { toast } = useFeedback();
  const ids = useId();
  const problem = rolloutProblem(rollout);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (problem) return;
    const r = await add({
      projectId,
      featureName: flag,
      environment,
      input: { name: 'flexibleRollout', parameters: { rollout, stickiness, groupId: flag } },
    });
    if (r.error) toast('error', errorMessage(r.error));
    else toast('success', `Added a ${rollout}% rollout in ${environment}`);
  };

  return (
    <form className="create" onSubmit={submit} aria-label={`Add a rollout in ${environment}`} noValidate>
      <label htmlFor={`${ids}-rollout`}>Rollout % in {environment}</label>
      <input
        id={`${ids}-rollout`}
        inputMode="numeric"
        value={rollout}
        size={4}
        aria-invalid={problem !== null}
        aria-describedby={problem ? `${ids}-problem` : undefined}
        onChange={(e) => setRollout(e.target.value)}
      />
      <label htmlFor={`${ids}-stickiness`}>Stickiness</label>
      <select id={`${ids}-stickiness`} value={stickiness} onChange={(e) => setStickiness(e.target.value)}>
        <option>default</option>
        <option>userId</option>
        <option>sessionId</option>
        <option>random</option>
      </select>
      <button type="submit" disabled={fetching || problem !== null}>
        Add rollout
      </button>
      {problem && (
        <p id={`${ids}-problem`} className="field-error">
          {problem}
        </p>
      )}
    </form>
  );
}
