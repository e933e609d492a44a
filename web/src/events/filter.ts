/** EventFilterDraft is the event log's search as a person fills it in; empty strings mean no filter. */
export interface EventFilterDraft {
  type: string;
  project: string;
  feature: string;
  query: string;
}

export const noFilter: EventFilterDraft = { type: '', project: '', feature: '', query: '' };

/** toEventFilter is the search as the events query takes it: only the filters given, trimmed. */
export function toEventFilter(d: EventFilterDraft): Partial<EventFilterDraft> {
  const out: Partial<EventFilterDraft> = {};
  for (const k of Object.keys(d) as (keyof EventFilterDraft)[]) {
    const v = d[k].trim();
    if (v) out[k] = v;
  }
  return out;
}

/** LiveEvent is what a filter tests of an event that arrives live. */
interface LiveEvent {
  type: string;
  project?: string | null;
  featureName?: string | null;
  createdBy: string;
  data?: unknown;
  preData?: unknown;
  tags: readonly { type: string; value: string }[];
}

/**
 * matchesFilter tells whether an event that arrived live belongs on the log as the server would search it:
 * exact type, project and feature; free text case-insensitively in type, creator, data, preData or tags.
 */
export function matchesFilter(e: LiveEvent, f: Partial<EventFilterDraft>): boolean {
  if (f.type && e.type !== f.type) return false;
  if (f.project && e.project !== f.project) return false;
  if (f.feature && e.featureName !== f.feature) return false;
  if (!f.query) return true;
  const q = f.query.toLowerCase();
  const text = [
    e.type,
    e.createdBy,
    e.data == null ? '' : JSON.stringify(e.data),
    e.preData == null ? '' : JSON.stringify(e.preData),
    ...e.tags.map((t) => `${t.type}:${t.value}`),
  ];
  return text.some((s) => s.toLowerCase().includes(q));
}
