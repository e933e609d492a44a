import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from 'urql';
import { Link } from 'wouter';
import { useDebounced } from '../shared/debounce';
import { errorMessage } from '../shared/errors';
import { useFeedback } from '../shared/feedback';
import { useLiveRefresh } from '../shared/live';
import { graphql } from '../gql';
import { usePermissions } from '../access/permissions';
import { LoadError, Loading } from '../shared/states';
import {
  NO_FILTERS,
  PAGE_ROWS,
  SORTS,
  isFiltered,
  searchFilter,
  tagFilterProblem,
  type FlagFilters,
} from './search';
import { flagNameProblem } from './validate';
import { ReviveFlag } from './ArchivedFlags';
import { EnvironmentToggle } from './EnvironmentToggle';

const ProjectQuery = graphql(`
  query ProjectFlags($projectId: String!) {
    project(id: $projectId) {
      id
      name
      environments
    }
  }
`);

/** FlagPageQuery is one page of a project's list, searched, filtered and ordered by the server. */
const FlagPageQuery = graphql(`
  query FlagPage($filter: FeatureSearchInput!) {
    searchFeatures(filter: $filter) {
      totalCount
      hasNextPage
      nodes {
        name
        description
        type
        stale
        archived
        favorite
        environments {
          name
          enabled
        }
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

/** FLAG_TYPES are the built-in feature types. */
export const FLAG_TYPES = ['release', 'experiment', 'operational', 'kill-switch', 'permission'] as const;

/** searchPause is how long the search and tag boxes wait for typing to pause before the list asks the server. */
const searchPause = 200;

/**
 * ProjectFlags lists a project's flags, one row each with a toggle per environment. The server searches,
 * filters, orders and pages the list: the screen fetches one page at a time, so a project of thousands
 * of flags opens as fast as a small one.
 */
export function ProjectFlags({ projectId }: { projectId: string }) {
  const [res, refetch] = useQuery({ query: ProjectQuery, variables: { projectId } });
  const [filters, setFilters] = useState<FlagFilters>(NO_FILTERS);
  const query = useDebounced(filters.query, searchPause);
  const tag = useDebounced(filters.tag, searchPause);
  const ids = useId();
  const can = usePermissions(projectId);
  const set = (change: Partial<FlagFilters>) => setFilters((f) => ({ ...f, ...change }));
  const tagProblem = tagFilterProblem(filters.tag);

  if (res.fetching && !res.data) return <Loading what="flags" />;
  if (res.error || !res.data)
    return (
      <>
        <h1>Project {projectId}</h1>
        {res.error && <LoadError error={res.error} refetch={refetch} />}
      </>
    );
  const { project } = res.data;

  return (
    <>
      <nav aria-label="Breadcrumb" className="crumbs">
        <Link href="/">Projects</Link> / <span>{project.name}</span>
      </nav>
      <h1>{project.name}: flags</h1>
      {can('CREATE_FEATURE') && <CreateFlagForm projectId={projectId} />}
      <div className="toolbar" role="search" aria-label="Search and filter flags">
        <label htmlFor={`${ids}-q`}>Search flags</label>
        <input
          id={`${ids}-q`}
          type="search"
          value={filters.query}
          placeholder="name or tag"
          onChange={(e) => set({ query: e.target.value })}
        />
        <label htmlFor={`${ids}-tag`}>Filter by tag</label>
        <input
          id={`${ids}-tag`}
          value={filters.tag}
          placeholder="type:value"
          aria-invalid={tagProblem !== null}
          aria-describedby={tagProblem ? `${ids}-tag-problem` : undefined}
          onChange={(e) => set({ tag: e.target.value })}
        />
        <label htmlFor={`${ids}-type`}>Filter by type</label>
        <select id={`${ids}-type`} value={filters.type} onChange={(e) => set({ type: e.target.value })}>
          <option value="">all</option>
          {FLAG_TYPES.map((t) => (
            <option key={t}>{t}</option>
          ))}
        </select>
        <label>
          <input
            type="checkbox"
            checked={filters.staleOnly}
            onChange={(e) => set({ staleOnly: e.target.checked })}
          />{' '}
          Stale only
        </label>
        <label>
          <input
            type="checkbox"
            checked={filters.archived}
            onChange={(e) => set({ archived: e.target.checked })}
          />{' '}
          Archived
        </label>
        <label htmlFor={`${ids}-sort`}>Sort by</label>
        <select
          id={`${ids}-sort`}
          value={filters.sortBy}
          onChange={(e) => set({ sortBy: e.target.value as FlagFilters['sortBy'] })}
        >
          {SORTS.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
        <label>
          <input
            type="checkbox"
            checked={filters.descending}
            onChange={(e) => set({ descending: e.target.checked })}
          />{' '}
          Descending
        </label>
        <Link href={`/projects/${encodeURIComponent(projectId)}/archive`}>Archived flags</Link>
        <Link href={`/projects/${encodeURIComponent(projectId)}/change-requests`}>Change requests</Link>
        {tagProblem && (
          <p id={`${ids}-tag-problem`} className="field-error">
            {tagProblem}
          </p>
        )}
      </div>
      <FlagTable
        key={JSON.stringify([
          filters.type,
          filters.staleOnly,
          filters.archived,
          filters.sortBy,
          filters.descending,
          query,
          tag,
        ])}
        projectId={projectId}
        environments={project.environments}
        filters={{ ...filters, query, tag }}
      />
    </>
  );
}

interface TableProps {
  projectId: string;
  environments: readonly string[];
  filters: FlagFilters;
}

/**
 * FlagTable is the list's first page (with its count and empty states) followed by the pages asked for;
 * it is keyed by its filters, so other filters start again from the first page. Creating, archiving
 * and reviving a flag each record an event, and the live refresh fetches the pages again: invalidating
 * them in the cache as well raced with that refetch and could leave the list loading.
 */
function FlagTable({ projectId, environments, filters }: TableProps) {
  const [pages, setPages] = useState(1);
  const [res, refetch] = useQuery({
    query: FlagPageQuery,
    variables: { filter: searchFilter(projectId, filters, 0) },
  });
  useLiveRefresh(projectId, null, refetch);
  const can = usePermissions(projectId);

  if (res.error && !res.data) return <LoadError error={res.error} refetch={refetch} />;
  if (!res.data) return <Loading what="flags" />;
  const first = res.data.searchFeatures;
  if (first.totalCount === 0)
    return isFiltered(filters) ? (
      <p className="muted">No flag matches the search and filters.</p>
    ) : (
      <p className="muted">
        This project has no flags yet{can('CREATE_FEATURE') && ': create the first one above'}.
      </p>
    );
  const more = () => setPages((n) => n + 1);

  return (
    <>
      <p className="muted" aria-live="polite">
        {first.totalCount} {first.totalCount === 1 ? 'flag' : 'flags'}
      </p>
      <table>
        <thead>
          <tr>
            <th scope="col">Flag</th>
            <th scope="col">Type</th>
            {environments.map((e) => (
              <th scope="col" key={e}>
                {e}
              </th>
            ))}
            <th scope="col">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <FlagRows
          projectId={projectId}
          environments={environments}
          flags={first.nodes}
          more={pages === 1 && first.hasNextPage ? more : null}
          left={first.totalCount - PAGE_ROWS}
        />
        {Array.from({ length: pages - 1 }, (_, i) => (
          <LaterPage
            key={i + 1}
            page={i + 1}
            projectId={projectId}
            environments={environments}
            filters={filters}
            more={i + 2 === pages ? more : null}
          />
        ))}
      </table>
    </>
  );
}

/** LaterPage is one page after the first, fetched when asked for and kept live like the first. */
function LaterPage(
  props: Omit<TableProps, 'filters'> & { filters: FlagFilters; page: number; more: (() => void) | null },
) {
  const { projectId, environments, filters, page, more } = props;
  const [res, refetch] = useQuery({
    query: FlagPageQuery,
    variables: { filter: searchFilter(projectId, filters, page) },
  });
  useLiveRefresh(projectId, null, refetch);
  const cols = environments.length + 3;
  if (!res.data)
    return (
      <tbody>
        <tr>
          <td colSpan={cols}>
            {res.error ? <LoadError error={res.error} refetch={refetch} /> : <Loading what="more flags" />}
          </td>
        </tr>
      </tbody>
    );
  const p = res.data.searchFeatures;
  return (
    <FlagRows
      projectId={projectId}
      environments={environments}
      flags={p.nodes}
      more={p.hasNextPage ? more : null}
      left={p.totalCount - (page + 1) * PAGE_ROWS}
    />
  );
}

type Row = {
  name: string;
  description?: string | null;
  type: string;
  stale: boolean;
  archived: boolean;
  favorite: boolean;
  environments: readonly { name: string; enabled: boolean }[];
};

/** FlagRows are the rows of one page, and after the last page asked for, a button for the next. */
function FlagRows(props: {
  projectId: string;
  environments: readonly string[];
  flags: readonly Row[];
  more: (() => void) | null;
  left: number;
}) {
  const { projectId, environments, flags, more, left } = props;
  const [, archive] = useMutation(ArchiveFlag);
  const [, revive] = useMutation(ReviveFlag);
  const [, favorite] = useMutation(SetFavorite);
  const [, unfavorite] = useMutation(UnsetFavorite);
  const { toast, confirm } = useFeedback();
  const can = usePermissions(projectId);

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

  const onRevive = async (name: string) => {
    const r = await revive({ name });
    if (r.error) toast('error', errorMessage(r.error));
    else toast('success', `Revived ${name}`);
  };

  return (
    <tbody>
      {flags.map((f) => (
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
            {f.archived ? (
              <span>{f.name}</span>
            ) : (
              <Link
                href={`/projects/${encodeURIComponent(projectId)}/features/${encodeURIComponent(f.name)}`}
              >
                {f.name}
              </Link>
            )}
            {f.stale && <span className="badge">stale</span>}
            {f.archived && <span className="badge">archived</span>}
            {f.description && <div className="muted">{f.description}</div>}
          </td>
          <td>{f.type}</td>
          {environments.map((e) => (
            <td key={e}>
              <EnvironmentToggle
                projectId={projectId}
                flag={f.name}
                environment={e}
                enabled={f.environments.find((fe) => fe.name === e)?.enabled ?? false}
                readOnly={f.archived || !can('UPDATE_FEATURE_ENVIRONMENT')}
              />
            </td>
          ))}
          <td>
            {f.archived
              ? can('UPDATE_FEATURE') && (
                  <button type="button" onClick={() => onRevive(f.name)}>
                    Revive<span className="sr-only"> {f.name}</span>
                  </button>
                )
              : can('DELETE_FEATURE') && (
                  <button type="button" className="danger" onClick={() => onArchive(f.name)}>
                    Archive<span className="sr-only"> {f.name}</span>
                  </button>
                )}
          </td>
        </tr>
      ))}
      {more && (
        <tr>
          <td colSpan={environments.length + 3}>
            <button type="button" onClick={more}>
              Show {Math.min(PAGE_ROWS, left)} more
            </button>{' '}
            <span className="muted">{left} not shown yet</span>
          </td>
        </tr>
      )}
    </tbody>
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
