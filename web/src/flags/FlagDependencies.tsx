import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from 'urql';
import { Link } from 'wouter';
import { useDebounced } from '../shared/debounce';
import {
  describeDependency,
  parentCandidates,
  parentVariants,
  toDependencyInput,
  type Dependency,
} from './dependencies';
import { errorMessage } from '../shared/errors';
import { useFeedback } from '../shared/feedback';
import { graphql } from '../gql';
import { LoadError } from '../shared/states';

/** parentPage is how many matching flags the parent search offers at once. */
const parentPage = 20;

/** parentPause is how long the parent search waits for typing to pause: one query per pause, not per key. */
export const parentPause = 250;

const ParentSearch = graphql(`
  query ParentSearch($filter: FeatureSearchInput!) {
    searchFeatures(filter: $filter) {
      totalCount
      nodes {
        name
        dependencies {
          feature
        }
      }
    }
  }
`);

const ParentVariants = graphql(`
  query ParentVariants($projectId: String!, $name: String!) {
    feature(projectId: $projectId, name: $name) {
      name
      environments {
        name
        variants {
          name
        }
        strategies {
          id
          variants {
            name
          }
        }
      }
    }
  }
`);

const AddDependency = graphql(`
  mutation AddDependency($projectId: String!, $child: String!, $input: DependencyInput!) {
    addDependency(projectId: $projectId, child: $child, input: $input) {
      feature
      enabled
      variants
    }
  }
`);

const DeleteDependency = graphql(`
  mutation DeleteDependency($projectId: String!, $child: String!, $parent: String!) {
    deleteDependency(projectId: $projectId, child: $child, parent: $parent)
  }
`);

/**
 * FlagDependencies shows the flags a flag depends on and the flags that depend on it and, for who may
 * (UPDATE_FEATURE_DEPENDENCY), adds and removes its dependencies. Loaded with the first flag page opened.
 */
export default function FlagDependencies(props: {
  projectId: string;
  flag: string;
  dependencies: readonly Dependency[];
  dependents: readonly string[];
  readOnly: boolean;
}) {
  const { projectId, flag, dependencies, dependents, readOnly } = props;
  const [, remove] = useMutation(DeleteDependency);
  const { toast, confirm } = useFeedback();
  const ids = useId();
  const flagHref = (name: string) =>
    `/projects/${encodeURIComponent(projectId)}/features/${encodeURIComponent(name)}`;

  const onRemove = async (parent: string) => {
    if (
      !(await confirm(`Remove the dependency on ${parent}?`, `${flag} no longer needs ${parent}.`, 'Remove'))
    )
      return;
    const r = await remove({ projectId, child: flag, parent });
    if (r.error) toast('error', errorMessage(r.error));
    else toast('success', `${flag} no longer depends on ${parent}`);
  };

  return (
    <section aria-labelledby={`${ids}-deps`} className="dependencies">
      <h2 id={`${ids}-deps`}>Dependencies</h2>
      {dependencies.length === 0 ? (
        <p className="muted">{flag} depends on no other flag.</p>
      ) : (
        <ul className="constraints" aria-label="Parent flags">
          {dependencies.map((d) => (
            <li key={d.feature}>
              <Link href={flagHref(d.feature)}>{d.feature}</Link>: {describeDependency(d)}{' '}
              {!readOnly && (
                <button type="button" className="danger" onClick={() => onRemove(d.feature)}>
                  Remove<span className="sr-only"> the dependency on {d.feature}</span>
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {dependents.length > 0 && (
        <p aria-label="Child flags">
          Flags that depend on {flag}:{' '}
          {dependents.map((c, i) => (
            <span key={c}>
              {i > 0 && ', '}
              <Link href={flagHref(c)}>{c}</Link>
            </span>
          ))}
        </p>
      )}
      {!readOnly &&
        (dependents.length > 0 ? (
          <p className="muted">Flags depend on {flag}, so it cannot depend on another flag.</p>
        ) : (
          <AddDependencyForm projectId={projectId} flag={flag} />
        ))}
    </section>
  );
}

/**
 * AddDependencyForm makes the flag depend on a parent of its project, found by name among the flags that
 * may be parents; when the parent must be enabled, some of its variants may be required.
 */
function AddDependencyForm({ projectId, flag }: { projectId: string; flag: string }) {
  const [search, setSearch] = useState('');
  const typed = useDebounced(search.trim(), parentPause);
  const [parent, setParent] = useState('');
  const [enabled, setEnabled] = useState(true);
  const [variants, setVariants] = useState<string[]>([]);
  const [{ fetching }, add] = useMutation(AddDependency);
  const { toast } = useFeedback();
  const ids = useId();
  const [found, refind] = useQuery({
    query: ParentSearch,
    variables: {
      filter: {
        project: `IS:${projectId}`,
        query: typed || null,
        sortBy: 'name',
        limit: parentPage,
      },
    },
  });
  const candidates = parentCandidates(found.data?.searchFeatures.nodes ?? [], flag);
  const [parentRes] = useQuery({
    query: ParentVariants,
    variables: { projectId, name: parent },
    pause: parent === '' || !enabled,
  });
  const offered = parentRes.data ? parentVariants(parentRes.data.feature.environments) : [];
  const more = (found.data?.searchFeatures.totalCount ?? 0) > parentPage;
  // Until the answer for what was typed last arrives, the list is an earlier search's: no verdict yet.
  const searching = typed !== search.trim() || found.fetching;

  const choose = (name: string) => {
    setParent(name);
    setVariants([]);
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (parent === '') return;
    const r = await add({ projectId, child: flag, input: toDependencyInput(parent, enabled, variants) });
    if (r.error) {
      toast('error', errorMessage(r.error));
      return;
    }
    toast('success', `${flag} now depends on ${parent}`);
    choose('');
    setEnabled(true);
  };

  return (
    <form className="create" onSubmit={submit} aria-label="Add a dependency" noValidate>
      <label htmlFor={`${ids}-search`}>Find a parent flag</label>
      <input
        id={`${ids}-search`}
        type="search"
        value={search}
        placeholder="part of a name"
        onChange={(e) => setSearch(e.target.value)}
      />
      <label htmlFor={`${ids}-parent`}>Parent flag</label>
      <select id={`${ids}-parent`} value={parent} onChange={(e) => choose(e.target.value)}>
        <option value="">
          {found.fetching && !found.data
            ? 'loading…'
            : candidates.length === 0
              ? searching
                ? 'searching…'
                : 'no flag matches'
              : `choose one of ${candidates.length}`}
        </option>
        {parent !== '' && !candidates.includes(parent) && <option value={parent}>{parent}</option>}
        {candidates.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </select>
      <label htmlFor={`${ids}-state`}>Parent must be</label>
      <select
        id={`${ids}-state`}
        value={enabled ? 'enabled' : 'disabled'}
        onChange={(e) => {
          setEnabled(e.target.value === 'enabled');
          setVariants([]);
        }}
      >
        <option value="enabled">enabled</option>
        <option value="disabled">disabled</option>
      </select>
      <button type="submit" disabled={fetching || parent === ''}>
        Add dependency
      </button>
      {more && <p className="muted">More flags match: type part of a name to narrow the list.</p>}
      {found.error && <LoadError error={found.error} refetch={refind} />}
      {parent !== '' && enabled && parentRes.data && (
        <fieldset className="plain">
          <legend>Variants of {parent} that satisfy it</legend>
          {offered.length === 0 && <span className="muted">{parent} has no variants: any will do.</span>}
          {offered.map((v) => (
            <label key={v}>
              <input
                type="checkbox"
                checked={variants.includes(v)}
                onChange={(e) =>
                  setVariants((vs) => (e.target.checked ? [...vs, v] : vs.filter((x) => x !== v)))
                }
              />{' '}
              {v}
            </label>
          ))}
          {offered.length > 0 && variants.length === 0 && <span className="muted"> (none checked: any)</span>}
        </fieldset>
      )}
    </form>
  );
}
