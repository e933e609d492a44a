/** Change is one value that an event changed: where, what it was, what it became (undefined: absent). */
export interface Change {
  path: string;
  before: unknown;
  after: unknown;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * diff lists what changed from before to after, by dotted path, descending into objects (arrays are
 * compared whole): the readable form of an event's preData → data. A missing side counts as an
 * empty object, so a creation lists every field it set.
 */
export function diff(before: unknown, after: unknown, path = ''): Change[] {
  if (before == null && isObject(after)) return diff({}, after, path);
  if (after == null && isObject(before)) return diff(before, {}, path);
  if (isObject(before) && isObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
    return keys.flatMap((k) => diff(before[k], after[k], path ? `${path}.${k}` : k));
  }
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  return [{ path: path || '(value)', before, after }];
}

/** show renders a value of a change for a person: JSON, or an em dash when absent. */
export function show(v: unknown): string {
  return v === undefined ? '—' : JSON.stringify(v);
}
