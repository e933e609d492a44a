import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from 'urql';
import { Link } from 'wouter';
import { errorMessage } from '../shared/errors';
import { useFeedback } from '../shared/feedback';
import { useLiveRefresh } from '../shared/live';
import { graphql } from '../gql';
import type { StrategyFieldsFragment } from '../gql/graphql';
import { usePermissions } from '../access/permissions';
import { LoadError, Loading } from '../shared/states';
import { fromParameters, initialParams, mergeParameters, paramsProblem, toParameters } from './strategies';
import {
  describeVariant,
  fromVariant,
  newVariant,
  toStrategyVariantInput,
  variantsProblem,
  type VariantDraft,
} from './variants';
import {
  constraintProblem,
  fromConstraint,
  describeConstraint,
  newConstraint,
  toConstraintInput,
  type ConstraintDraft,
} from '../catalog/constraints';
import { ConstraintEditors } from '../catalog/ConstraintEditor';
import { VariantEditors } from './VariantEditor';
import { SegmentPicker, useSegments } from '../catalog/SegmentPicker';
import { segmentNames } from '../catalog/segments';
import { EnvironmentToggle } from './EnvironmentToggle';
import { useAddToDraft, useGuardedEnvironments } from '../changes/config';
import { FeatureVariants } from './FeatureVariants';
import { FlagDetails } from './FlagDetails';
import { FlagHistory } from './FlagHistory';
import { StrategyDefinitions, StrategyParameters } from './StrategyParameters';

// The metrics chart loads with the first flag page opened, not with the first page.
const FlagMetrics = lazy(() => import('../insights/FlagMetrics'));
// So does the dependencies section, with its parent search.
const FlagDependencies = lazy(() => import('./FlagDependencies'));

const FlagQuery = graphql(`
  query Flag($projectId: String!, $name: String!) {
    feature(projectId: $projectId, name: $name) {
      name
      description
      type
      project
      stale
      impressionData
      createdAt
      tags {
        type
        value
      }
      environments {
        name
        type
        enabled
      }
      dependencies {
        feature
        enabled
        variants
      }
      children
    }
  }
`);

// StrategyFields is what the flag page shows of a strategy: the list reads it, an update answers it
// (so the cache updates the list). Code generation appends it to the operations that spread it.
graphql(`
  fragment StrategyFields on FeatureStrategy {
    id
    name
    title
    disabled
    sortOrder
    parameters
    constraints {
      contextName
      operator
      inverted
      caseInsensitive
      values
      value
    }
    variants {
      name
      weight
      weightType
      stickiness
      payload {
        type
        value
      }
    }
    segments
  }
`);

const StrategiesQuery = graphql(`
  query Strategies($projectId: String!, $featureName: String!, $environment: String!) {
    featureStrategies(projectId: $projectId, featureName: $featureName, environment: $environment) {
      ...StrategyFields
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

const UpdateStrategy = graphql(`
  mutation UpdateStrategy(
    $projectId: String!
    $featureName: String!
    $environment: String!
    $id: String!
    $input: UpdateFeatureStrategyInput!
  ) {
    updateFeatureStrategy(
      projectId: $projectId
      featureName: $featureName
      environment: $environment
      id: $id
      input: $input
    ) {
      ...StrategyFields
    }
  }
`);

const ReorderStrategies = graphql(`
  mutation ReorderStrategies(
    $projectId: String!
    $featureName: String!
    $environment: String!
    $order: [StrategySortOrderInput!]!
  ) {
    setStrategySortOrder(
      projectId: $projectId
      featureName: $featureName
      environment: $environment
      order: $order
    ) {
      id
      sortOrder
    }
  }
`);

/** moved returns the ids of strategies in order, with the one at index moved by delta (-1 up, +1 down). */
export function moved(ids: readonly string[], index: number, delta: -1 | 1): string[] {
  const to = index + delta;
  if (to < 0 || to >= ids.length) return [...ids];
  const out = [...ids];
  [out[index], out[to]] = [out[to] as string, out[index] as string];
  return out;
}

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
  useLiveRefresh(projectId, name, refetch);
  const [, remove] = useMutation(RemoveStrategy);
  const { toast, confirm } = useFeedback();
  const can = usePermissions(projectId);
  const guarded = useGuardedEnvironments(projectId);
  const { addToDraft } = useAddToDraft(projectId);

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
        {res.error && <LoadError error={res.error} refetch={refetch} />}
      </>
    );
  const f = res.data.feature;

  const onRemove = async (environment: string, id: string, what: string) => {
    if (guarded(environment)) {
      const d = await addToDraft(environment, [{ feature: name, action: 'deleteStrategy', payload: { id } }]);
      if (d.error) toast('error', errorMessage(d.error));
      else toast('success', `Removing ${what} in ${environment} is in your draft (change request #${d.id})`);
      return;
    }
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
      </p>
      <FlagDetails key={f.name} projectId={projectId} flag={f} readOnly={!can('UPDATE_FEATURE')} />
      <Suspense fallback={<Loading what="the dependencies" />}>
        <FlagDependencies
          key={f.name}
          projectId={projectId}
          flag={f.name}
          dependencies={f.dependencies}
          dependents={f.children}
          readOnly={!can('UPDATE_FEATURE_DEPENDENCY')}
        />
      </Suspense>
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
              readOnly={!can('UPDATE_FEATURE_ENVIRONMENT')}
              viaChangeRequest={guarded(env.name)}
            />
          </header>
          {guarded(env.name) && (
            <p className="notice" role="note">
              {env.name} needs a change request: its switch and strategy changes go to your draft.{' '}
              <Link href={`/projects/${encodeURIComponent(projectId)}/change-requests`}>Change requests</Link>
            </p>
          )}
          <Strategies
            projectId={projectId}
            flag={f.name}
            environment={env.name}
            onRemove={onRemove}
            readOnly={!can('UPDATE_FEATURE_ENVIRONMENT')}
          />
          {can('UPDATE_FEATURE_ENVIRONMENT') && (
            <AddStrategyForm
              projectId={projectId}
              flag={f.name}
              environment={env.name}
              viaChangeRequest={guarded(env.name)}
            />
          )}
          <FeatureVariants
            projectId={projectId}
            flag={f.name}
            environment={env.name}
            readOnly={!can('UPDATE_FEATURE_ENVIRONMENT_VARIANTS')}
          />
        </section>
      ))}
      <Suspense fallback={<Loading what="the metrics" />}>
        <FlagMetrics name={f.name} environments={f.environments.map((e) => e.name)} />
      </Suspense>
      <FlagHistory projectId={projectId} name={f.name} />
    </>
  );
}

/** Strategies lists the strategies of a flag in one environment, in evaluation order (a query of its own:
 * the whole flag at once would cost more than the server allows one operation). */
function Strategies(props: {
  projectId: string;
  flag: string;
  environment: string;
  onRemove: (environment: string, id: string, what: string) => void;
  readOnly: boolean;
}) {
  const { projectId, flag, environment, onRemove, readOnly } = props;
  const [res, refetch] = useQuery({
    query: StrategiesQuery,
    variables: { projectId, featureName: flag, environment },
  });
  useLiveRefresh(projectId, flag, refetch);
  if (res.fetching && !res.data) return <Loading what={`the strategies in ${environment}`} />;
  if (res.error || !res.data) return res.error ? <LoadError error={res.error} refetch={refetch} /> : null;
  const list = [...res.data.featureStrategies].sort((a, b) => a.sortOrder - b.sortOrder);
  if (list.length === 0) return <p className="muted">No strategies: when on, the flag is on for everyone.</p>;
  return (
    <ol className="strategies" aria-label={`Strategies in ${environment}`}>
      {list.map((st, i) => (
        <StrategyItem
          key={st.id}
          projectId={projectId}
          flag={flag}
          environment={environment}
          strategy={st}
          order={list.map((x) => x.id)}
          index={i}
          onRemove={onRemove}
          readOnly={readOnly}
        />
      ))}
    </ol>
  );
}

/** AddStrategyForm adds a strategy of any definition the server knows (a gradual rollout first), with a
 * title, the definition's parameters and constraints. */
function AddStrategyForm(props: {
  projectId: string;
  flag: string;
  environment: string;
  viaChangeRequest: boolean;
}) {
  const { projectId, flag, environment, viaChangeRequest } = props;
  const { addToDraft } = useAddToDraft(projectId);
  // The definitions change rarely (an admin adds a custom strategy): read once, not on every visit.
  const [defsRes, refetchDefs] = useQuery({ query: StrategyDefinitions, requestPolicy: 'cache-first' });
  const defs = (defsRes.data?.strategyDefinitions ?? []).filter((d) => !d.deprecated);
  const [name, setName] = useState('flexibleRollout');
  const def = defs.find((d) => d.name === name);
  const params = def?.parameters ?? [];
  const [title, setTitle] = useState('');
  const [values, setValues] = useState<Record<string, string> | null>(null);
  const shown = values ?? initialParams(params, flag);
  const [constraints, setConstraints] = useState<ConstraintDraft[]>([]);
  const [variants, setVariants] = useState<VariantDraft[]>([]);
  const [segments, setSegments] = useState<number[]>([]);
  const [{ fetching }, add] = useMutation(AddRollout);
  const { toast } = useFeedback();
  const ids = useId();
  const problem = paramsProblem(params, shown);
  const invalid =
    !def ||
    problem !== null ||
    constraints.some((c) => constraintProblem(c) !== null) ||
    variantsProblem(variants) !== null;

  // The form waits for the definitions: drawn before them, its buttons would move as the parameters
  // arrive, under the pointer of someone about to click one.
  if (!defsRes.data)
    return defsRes.error ? (
      <LoadError error={defsRes.error} refetch={refetchDefs} />
    ) : (
      <Loading what="the strategy kinds" />
    );

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (invalid) return;
    const input = {
      name,
      title: title.trim() || null,
      parameters: toParameters(params, shown),
      constraints: constraints.map(toConstraintInput),
      variants: variants.map(toStrategyVariantInput),
      segments,
    };
    const r = viaChangeRequest
      ? await addToDraft(environment, [{ feature: flag, action: 'addStrategy', payload: input }])
      : await add({ projectId, featureName: flag, environment, input });
    if (r.error) {
      toast('error', errorMessage(r.error));
      return;
    }
    toast(
      'success',
      viaChangeRequest
        ? `Adding ${def.displayName} in ${environment} is in your draft`
        : `Added ${def.displayName} in ${environment}`,
    );
    setConstraints([]);
    setVariants([]);
    setSegments([]);
    setTitle('');
    setValues(null);
  };

  return (
    <form className="create" onSubmit={submit} aria-label={`Add a strategy in ${environment}`} noValidate>
      <label htmlFor={`${ids}-name`}>Strategy in {environment}</label>
      <select
        id={`${ids}-name`}
        value={name}
        onChange={(e) => {
          setName(e.target.value);
          setValues(null);
        }}
      >
        {defs.map((d) => (
          <option key={d.name} value={d.name}>
            {d.displayName}
          </option>
        ))}
      </select>
      <label htmlFor={`${ids}-title`}>Title in {environment}</label>
      <input
        id={`${ids}-title`}
        value={title}
        placeholder="optional"
        onChange={(e) => setTitle(e.target.value)}
      />
      <StrategyParameters defs={params} values={shown} onChange={setValues} where={environment} />
      <button type="button" onClick={() => setConstraints((cs) => [...cs, newConstraint()])}>
        Add a constraint
      </button>
      <button type="button" onClick={() => setVariants((vs) => [...vs, newVariant()])}>
        Add a variant
      </button>
      <button type="submit" disabled={fetching || invalid}>
        Add strategy
      </button>
      <ConstraintEditors drafts={constraints} onChange={setConstraints} project={projectId} />
      <VariantEditors drafts={variants} onChange={setVariants} />
      <SegmentPicker projectId={projectId} selected={segments} onChange={setSegments} where={environment} />
    </form>
  );
}

/** StrategyView is a strategy as the list shows it. */
type StrategyView = StrategyFieldsFragment;

function StrategyItem(props: {
  projectId: string;
  flag: string;
  environment: string;
  strategy: StrategyView;
  order: string[];
  index: number;
  onRemove: (environment: string, id: string, what: string) => void;
  readOnly: boolean;
}) {
  const { projectId, flag, environment, strategy: st, order, index, onRemove, readOnly } = props;
  const [, update] = useMutation(UpdateStrategy);
  const [, reorder] = useMutation(ReorderStrategies);
  const [editing, setEditing] = useState(false);
  const [drafts, setDrafts] = useState<ConstraintDraft[]>([]);
  const [variantDrafts, setVariantDrafts] = useState<VariantDraft[]>([]);
  const [segmentDraft, setSegmentDraft] = useState<number[]>([]);
  const allSegments = useSegments();
  // The definition says which parameters the strategy takes; read once, as the add form does.
  const [defsRes] = useQuery({ query: StrategyDefinitions, requestPolicy: 'cache-first' });
  const def = defsRes.data?.strategyDefinitions.find((d) => d.name === st.name);
  const params = def?.parameters ?? [];
  const [title, setTitle] = useState('');
  // null until edited: the stored parameters, once the definition has come.
  const [values, setValues] = useState<Record<string, string> | null>(null);
  const shown = values ?? fromParameters(params, st.parameters, flag);
  const { toast } = useFeedback();
  const ids = useId();
  const what = describeStrategy(st);
  const problem = paramsProblem(params, shown);
  const target = { projectId, featureName: flag, environment };

  const setDisabled = async (disabled: boolean) => {
    const r = await update({ ...target, id: st.id, input: { disabled } });
    if (r.error) toast('error', errorMessage(r.error));
    else toast('success', `${disabled ? 'Disabled' : 'Enabled'} ${what} in ${environment}`);
  };
  const isRollout = st.name === 'flexibleRollout';
  const invalid =
    problem !== null ||
    drafts.some((c) => constraintProblem(c) !== null) ||
    variantsProblem(variantDrafts) !== null;
  const edit = () => {
    setTitle(st.title ?? '');
    setValues(null);
    setDrafts(st.constraints.map(fromConstraint));
    setVariantDrafts(st.variants.map(fromVariant));
    setSegmentDraft([...st.segments]);
    setEditing(true);
  };
  const save = async (e: FormEvent) => {
    e.preventDefault();
    if (invalid) return;
    const input = {
      constraints: drafts.map(toConstraintInput),
      variants: variantDrafts.map(toStrategyVariantInput),
      segments: segmentDraft,
      title: title.trim() || null,
      // Without its definition (still loading) the parameters are left as they are.
      ...(def ? { parameters: mergeParameters(params, st.parameters, shown) } : {}),
    };
    const r = await update({ ...target, id: st.id, input });
    if (r.error) {
      toast('error', errorMessage(r.error));
      return;
    }
    toast(
      'success',
      isRollout && def
        ? `The rollout is ${shown.rollout ?? ''}% in ${environment}`
        : `Saved the strategy in ${environment}`,
    );
    setEditing(false);
  };
  const move = async (delta: -1 | 1) => {
    const next = moved(order, index, delta).map((id, sortOrder) => ({ id, sortOrder }));
    const r = await reorder({ ...target, order: next });
    if (r.error) toast('error', errorMessage(r.error));
  };

  return (
    <li>
      <strong>{st.title || st.name}</strong> <span>{what}</span>
      {st.disabled && <span className="badge">disabled</span>}
      {st.constraints.length > 0 && (
        <ul className="constraints" aria-label="Constraints">
          {st.constraints.map((c, i) => (
            <li key={i}>{describeConstraint(c)}</li>
          ))}
        </ul>
      )}
      {st.segments.length > 0 && <p className="muted">Segments: {segmentNames(st.segments, allSegments)}</p>}
      {st.variants.length > 0 && (
        <ul className="constraints" aria-label="Variants">
          {st.variants.map((v) => (
            <li key={v.name}>{describeVariant(v)}</li>
          ))}
        </ul>
      )}
      {!readOnly && (
        <span className="row-actions">
          {!editing && (
            <button type="button" onClick={edit}>
              Edit<span className="sr-only"> {what}</span>
            </button>
          )}
          <button type="button" onClick={() => setDisabled(!st.disabled)}>
            {st.disabled ? 'Enable' : 'Disable'}
            <span className="sr-only"> {what}</span>
          </button>
          <button type="button" disabled={index === 0} onClick={() => move(-1)}>
            Move up<span className="sr-only"> {what}</span>
          </button>
          <button type="button" disabled={index === order.length - 1} onClick={() => move(1)}>
            Move down<span className="sr-only"> {what}</span>
          </button>
          <button type="button" className="danger" onClick={() => onRemove(environment, st.id, what)}>
            Remove<span className="sr-only"> {what}</span>
          </button>
        </span>
      )}
      {editing && (
        <form
          className="create"
          onSubmit={save}
          aria-label={`Edit ${what}`}
          noValidate
          onKeyDown={(e) => {
            if (e.key === 'Escape') setEditing(false);
          }}
        >
          <label htmlFor={`${ids}-title`}>New title</label>
          <input
            id={`${ids}-title`}
            autoFocus
            value={title}
            placeholder="optional"
            onChange={(e) => setTitle(e.target.value)}
          />
          <StrategyParameters
            defs={params}
            values={shown}
            onChange={setValues}
            where={environment}
            labelOf={(l) => `New ${l.charAt(0).toLowerCase()}${l.slice(1)}`}
          />
          <button type="button" onClick={() => setDrafts((cs) => [...cs, newConstraint()])}>
            Add a constraint
          </button>
          <button type="button" onClick={() => setVariantDrafts((vs) => [...vs, newVariant()])}>
            Add a variant
          </button>
          <button type="submit" disabled={invalid}>
            Save
          </button>
          <button type="button" onClick={() => setEditing(false)}>
            Cancel
          </button>
          <ConstraintEditors drafts={drafts} onChange={setDrafts} project={projectId} />
          <VariantEditors drafts={variantDrafts} onChange={setVariantDrafts} />
          <SegmentPicker
            projectId={projectId}
            selected={segmentDraft}
            onChange={setSegmentDraft}
            where={environment}
          />
        </form>
      )}
    </li>
  );
}
