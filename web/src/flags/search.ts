/** PAGE_ROWS is how many flags one page of the list holds: the first page alone is fetched at sign-in. */
export const PAGE_ROWS = 50;

/** SORTS are the orders the server's search offers, with what the list calls them. */
export const SORTS = [
  { value: 'name', label: 'name' },
  { value: 'createdAt', label: 'creation date' },
  { value: 'type', label: 'type' },
] as const;

/** FlagFilters is what the flags list is narrowed to and how it is ordered. */
export interface FlagFilters {
  /** query is a part of a name or of a tag value. */
  query: string;
  /** tag is type:value, or '' for any. */
  tag: string;
  /** type is a feature type, or '' for all. */
  type: string;
  staleOnly: boolean;
  archived: boolean;
  sortBy: (typeof SORTS)[number]['value'];
  descending: boolean;
}

/** NO_FILTERS is the list as it opens: every live flag by name, favorites first. */
export const NO_FILTERS: FlagFilters = {
  query: '',
  tag: '',
  type: '',
  staleOnly: false,
  archived: false,
  sortBy: 'name',
  descending: false,
};

/** tagFilterProblem tells what is wrong with a tag filter typed by a person (type:value), or null. */
export function tagFilterProblem(tag: string): string | null {
  const t = tag.trim();
  if (t === '') return null;
  const i = t.indexOf(':');
  return i > 0 && i < t.length - 1 ? null : 'A tag filter is type:value, e.g. simple:team-a';
}

/** isFiltered reports whether the filters narrow the list (the order aside). */
export function isFiltered(f: FlagFilters): boolean {
  return f.query.trim() !== '' || f.tag.trim() !== '' || f.type !== '' || f.staleOnly || f.archived;
}

/** SearchFilter is the searchFeatures filter of one page (FeatureSearchInput). */
export interface SearchFilter {
  project: string;
  query?: string;
  tag?: string;
  type?: string;
  state?: string;
  archived: boolean;
  favoritesFirst: boolean;
  sortBy: string;
  sortOrder: 'asc' | 'desc';
  offset: number;
  limit: number;
}

/**
 * searchFilter is the server search for one page of a project's list. A tag filter that is not yet
 * type:value is left out, so a half-typed filter does not empty the list.
 */
export function searchFilter(projectId: string, f: FlagFilters, page: number): SearchFilter {
  const out: SearchFilter = {
    project: `IS:${projectId}`,
    archived: f.archived,
    favoritesFirst: true,
    sortBy: f.sortBy,
    sortOrder: f.descending ? 'desc' : 'asc',
    offset: page * PAGE_ROWS,
    limit: PAGE_ROWS,
  };
  const query = f.query.trim();
  if (query) out.query = query;
  const tag = f.tag.trim();
  if (tag && tagFilterProblem(tag) === null) out.tag = `IS:${tag}`;
  if (f.type) out.type = `IS:${f.type}`;
  if (f.staleOnly) out.state = 'IS:stale';
  return out;
}
