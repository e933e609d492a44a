/** Series is one line of a chart: a value per label, null where there is none. */
export interface Series {
  name: string;
  values: (number | null)[];
}

/** ChartData is what a chart draws: the labels along x (weeks, oldest first) and its series. */
export interface ChartData {
  labels: string[];
  series: Series[];
}

/** day is the calendar day of an RFC 3339 instant, the label of a weekly snapshot. */
export function day(instant: string): string {
  return instant.slice(0, 10);
}

/** columns turns rows with named fields into one series per field, labelled by label. */
export function columns<T>(
  rows: readonly T[],
  label: (r: T) => string,
  fields: Record<string, (r: T) => number | null>,
): ChartData {
  return {
    labels: rows.map(label),
    series: Object.entries(fields).map(([name, value]) => ({ name, values: rows.map(value) })),
  };
}

/**
 * pivot turns rows of (label, key, value) into one series per key over the sorted labels: the shape of
 * per-project and per-environment-type trends. Values of the same label and key add up; a key without a
 * row for a label has null there.
 */
export function pivot<T>(
  rows: readonly T[],
  label: (r: T) => string,
  key: (r: T) => string,
  value: (r: T) => number | null,
): ChartData {
  const labels = [...new Set(rows.map(label))].sort();
  const keys = [...new Set(rows.map(key))].sort();
  const at = new Map(labels.map((l, i) => [l, i]));
  const series = keys.map((name) => ({ name, values: labels.map((): number | null => null) }));
  const byKey = new Map(series.map((s) => [s.name, s]));
  for (const r of rows) {
    const v = value(r);
    if (v === null) continue;
    const s = byKey.get(key(r)) as Series;
    const i = at.get(label(r)) as number;
    s.values[i] = (s.values[i] ?? 0) + v;
  }
  return { labels, series };
}

/** extent is the highest value of a chart (1 when there is none), the top of its y axis. */
export function extent(data: ChartData): number {
  let max = 0;
  for (const s of data.series) for (const v of s.values) if (v !== null && v > max) max = v;
  return max || 1;
}

/** pointCount is how many values a chart has to draw. */
export function pointCount(data: ChartData): number {
  return data.series.reduce((n, s) => n + s.values.filter((v) => v !== null).length, 0);
}

/** MetricsBucket is one hour of a flag's evaluations by one application in one environment. */
export interface MetricsBucket {
  timestamp: string;
  environment: string;
  appName: string;
  yes: number;
  no: number;
}

const hourMillis = 3600 * 1000;

/**
 * hourly lays a flag's buckets out over the hours that end with the hour of now: a yes and a no series
 * with a value for every hour (0 when nothing was reported), summed over applications, and over
 * environments unless one is named. Labels are the hours' starts, "MM-DD HH:00" in UTC.
 */
export function hourly(
  buckets: readonly MetricsBucket[],
  now: Date,
  hours: number,
  environment = '',
): ChartData {
  const last = Math.floor(now.getTime() / hourMillis) * hourMillis;
  const first = last - (hours - 1) * hourMillis;
  const yes = new Array<number>(hours).fill(0);
  const no = new Array<number>(hours).fill(0);
  for (const b of buckets) {
    if (environment && b.environment !== environment) continue;
    const i = Math.round((Date.parse(b.timestamp) - first) / hourMillis);
    if (i < 0 || i >= hours) continue;
    yes[i] = (yes[i] ?? 0) + b.yes;
    no[i] = (no[i] ?? 0) + b.no;
  }
  const labels = yes.map(
    (_, i) => new Date(first + i * hourMillis).toISOString().slice(5, 13).replace('T', ' ') + ':00',
  );
  return {
    labels,
    series: [
      { name: 'yes', values: yes },
      { name: 'no', values: no },
    ],
  };
}
