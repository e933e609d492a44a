import { useId, useMemo, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from 'urql';
import { Link } from 'wouter';
import { errorMessage } from '../errors';
import { useFeedback } from '../feedback';
import { useLiveRefresh } from '../live';
import { graphql } from '../gql';
import { usePermissions } from '../permissions';
import { LoadError, Loading } from '../states';
import { favoritesFirst, filterFlags, flagNameProblem } from '../validate';
import { EnvironmentToggle } from './EnvironmentToggle';

const ProjectFlagsQuery = graphql(`
  query ProjectFlags($projectId: String!) {
    project(id: $projectId) {
      id
      name
      environments
    }
    features(projectId: $projectId) {
      name
      description
      type
      stale
      favorite
      environments {
        name
        enabled
      }
    }
  }
`);

const CreateFlag = graphql(`
  mutation CreateFlag($projectId: String!, $input: CreateFeatureInput!) {
    createFeature(projectId: $projectId, input: $input) {
      name
    }
  }
`);

const SetFavorite = graphql(`
  mutation FavoriteFlag($projectId: String!, $name: String!) {
    favoriteFeature(projectId: $projectId, name: $name)
  }
`);

const UnsetFavorite = graphql(`
  mutation UnfavoriteFlag($projectId: String!, $name: String!) {
    unfavoriteFeature(projectId: $projectId, name: $name)
  }
`);

const ArchiveFlag = graphql(`
  mutation ArchiveFlag($projectId: String!, $name: String!) {
    archiveFeature(projectId: $projectId, name: $name) {
      name
      archived
    }
  }
`);

/** PAGE_ROWS is how many rows the list shows at first and adds on "Show more": a project of
 * thousands of flags shows its first rows at once. */
export const PAGE_ROWS = 100;

/** FLAG_TYPES are the built-in feature types. */
export const FLAG_TYPES = ['release', 'experiment', 'operational', 'kill-switch', 'permission'] as const;

/** ProjectFlags lists a project's flags, one row each with a toggle per environment. */
export function ProjectFlags({ projectId }: { projectId: string }) {
  const [res, refetch] = useQuery({ query: ProjectFlagsQuery, variables: { projectId } });
  useLiveRefresh(projectId, null, refetch);
  const [search, setSearch] = useState('');
  const [type, setType] = useState('');
  const [staleOnly, setStaleOnly] = useState(false);
  const [limit, setLimit] = useState(PAGE_ROWS);
  const [, archive] = useMutation(ArchiveFlag);
  const [, favorite] = useMutation(SetFavorite);
  const [, unfavorite] = useMutation(UnsetFavorite);
  const { toast, confirm } = useFeedback();
  const searchId = useId();
  const can = usePermissions(projectId);

  const flags = useMemo(
    () => favoritesFirst(filterFlags(res.data?.features ?? [], { query: search, type, staleOnly })),
    [res.data, search, type, staleOnly],
  );

  if (res.fetching && !res.data) return <Loading what="flags" />;
  if (res.error || !res.data)
    return (
      <>
        <h1>Project {projectId}</h1>
        {res.error && (
          <LoadError error={res.error} retry={() => refetch({ requestPolicy: 'network-only' })} />
        )}
      </>
    );
  const { project, features } = res.data;
  const envs = project.environments;

  const onFavorite = async (name: string, on: boolean) => {
    const r = await (on ? favorite : unfavorite)({ projectId, name });
    if (r.error) toast('error', errorMessage(r.error));
  };

  const onArchive = async (name: string) => {
    if (
      !(await confirm(
        `Archive ${name}?`,
        'SDKs stop receiving the flag. It can be revived later.',
        'Archive',
      ))
    )
      return;
    const r = await archive({ projectId, name });
    if (r.error) toast('error', errorMessage(r.error));
    else toast('success', `Archived ${name}`);
  };

  return (
    <>
      <nav aria-label="Breadcrumb" className="crumbs">
        <Link href="/">Projects</Link> / <span>{project.name}</span>
      </nav>
      <h1>{project.name}: flags</h1>
      {can('CREATE_FEATURE') && <CreateFlagForm projectId={projectId} />}
      <div className="toolbar">
        <label htmlFor={searchId}>Search flags</label>
        <input
          id={searchId}
          type="search"
          value={search}
          placeholder="name or description"
          onChange={(e) => {
            setSearch(e.target.value);
            setLimit(PAGE_ROWS);
          }}
        />
        <label htmlFor={`${searchId}-type`}>Filter by type</label>
        <select
          id={`${searchId}-type`}
          value={type}
          onChange={(e) => {
            setType(e.target.value);
            setLimit(PAGE_ROWS);
          }}
        >
          <option value="">all</option>
          {FLAG_TYPES.map((t) => (
            <option key={t}>{t}</option>
          ))}
        </select>
        <label>
          <input type="checkbox" checked={staleOnly} onChange={(e) => setStaleOnly(e.target.checked)} /> Stale
          only
        </label>
        <span className="muted" aria-live="polite">
          {flags.length} of {features.length}
        </span>
        <Link href={`/projects/${encodeURIComponent(projectId)}/archive`}>Archived flags</Link>
      </div>
      {features.length === 0 ? (
        <p className="muted">
          This project has no flags yet{can('CREATE_FEATURE') && ': create the first one above'}.
        </p>
      ) : flags.length === 0 ? (
        <p className="muted">No flag matches the search and filters.</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">Flag</th>
              <th scope="col">Type</th>
              {envs.map((e) => (
                <th scope="col" key={e}>
                  {e}
                </th>
              ))}
              <th scope="col">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {flags.slice(0, limit).map((f) => (
              <tr key={f.name}>
                <td>
                  <button
                    type="button"
                    className="star"
                    aria-pressed={f.favorite}
                    aria-label={`Favorite ${f.name}`}
                    title={f.favorite ? 'A favorite: listed first' : 'Make it a favorite'}
                    onClick={() => onFavorite(f.name, !f.favorite)}
                  >
                    {f.favorite ? '★' : '☆'}
                  </button>{' '}
                  <Link
                    href={`/projects/${encodeURIComponent(projectId)}/features/${encodeURIComponent(f.name)}`}
                  >
                    {f.name}
                  </Link>
                  {f.stale && <span className="badge">stale</span>}
                  {f.description && <div className="muted">{f.description}</div>}
                </td>
                <td>{f.type}</td>
                {envs.map((e) => (
                  <td key={e}>
                    <EnvironmentToggle
                      projectId={projectId}
                      flag={f.name}
                      environment={e}
                      enabled={f.environments.find((fe) => fe.name === e)?.enabled ?? false}
                      readOnly={!can('UPDATE_FEATURE_ENVIRONMENT')}
                    />
                  </td>
                ))}
                <td>
                  {can('DELETE_FEATURE') && (
                    <button type="button" className="danger" onClick={() => onArchive(f.name)}>
                      Archive<span className="sr-only"> {f.name}</span>
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {flags.length > limit && (
        <p>
          <button type="button" onClick={() => setLimit((l) => l + PAGE_ROWS)}>
            Show {Math.min(PAGE_ROWS, flags.length - limit)} more
          </button>{' '}
          <span className="muted">
            showing {limit} of {flags.length}
          </span>
        </p>
      )}
    </>
  );
}

function CreateFlagForm({ projectId }: { projectId: string }) {
  const [name, setName] = useState('');
  const [type, setType] = useState<string>('release');
  const [touched, setTouched] = useState(false);
  const [{ fetching }, create] = useMutation(CreateFlag);
  const { toast } = useFeedback();
  const problem = flagNameProblem(name);
  const showProblem = touched && problem !== null;
  const ids = useId();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (problem) return;
    const r = await create({ projectId, input: { name, type } });
    if (r.error) {
      toast('error', errorMessage(r.error));
      return;
    }
    toast('success', `Created ${name}`);
    setName('');
    setTouched(false);
  };

  return (
    <form className="create" onSubmit={submit} aria-label="Create a flag" noValidate>
      <label htmlFor={`${ids}-name`}>New flag name</label>
      <input
        id={`${ids}-name`}
        value={name}
        aria-invalid={showProblem}
        aria-describedby={showProblem ? `${ids}-problem` : undefined}
        onChange={(e) => {
          setName(e.target.value);
          setTouched(true);
        }}
      />
      <label htmlFor={`${ids}-type`}>Type</label>
      <select id={`${ids}-type`} value={type} onChange={(e) => setType(e.target.value)}>
        {FLAG_TYPES.map((t) => (
          <option key={t}>{t}</option>
        ))}
      </select>
      <button type="submit" disabled={fetching || (touched && problem !== null)}>
        Create flag
      </button>
      {showProblem && (
        <p id={`${ids}-problem`} className="field-error">
          {problem}
        </p>
      )}
    </form>
  );
}
