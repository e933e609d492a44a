import { usableIn } from './scope';

/** SegmentChoice is a segment as the strategy form offers it. */
export interface SegmentChoice {
  id: number;
  name: string;
  project?: string | null;
}

/** segmentsFor returns the segments a strategy of a flag in projectId may use: those of every
 * project and those limited to projectId, by name. */
export function segmentsFor(all: readonly SegmentChoice[], projectId: string): SegmentChoice[] {
  return all.filter((s) => usableIn(s, projectId)).sort((a, b) => a.name.localeCompare(b.name));
}

/** toggled returns ids with id added (on) or taken out, in ascending order. */
export function toggled(ids: readonly number[], id: number, on: boolean): number[] {
  const rest = ids.filter((x) => x !== id);
  return (on ? [...rest, id] : rest).sort((a, b) => a - b);
}

/** segmentNames names the segments ids refer to, by their names when known, else by id. */
export function segmentNames(ids: readonly number[], all: readonly SegmentChoice[]): string {
  return ids.map((id) => all.find((s) => s.id === id)?.name ?? `#${id}`).join(', ');
}
