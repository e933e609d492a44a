/** Scoped is a catalog item limited to a project (a context field, a segment); none is every project. */
export interface Scoped {
  project?: string | null;
}

/**
 * usableIn says whether what belongs to project (a flag, a segment; null: every project) may use item:
 * items of every project, and the project's own. The server holds the same rule (catalog.UsableIn).
 */
export function usableIn(item: Scoped, project: string | null): boolean {
  return !item.project || item.project === project;
}
