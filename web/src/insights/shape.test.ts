import { describe, expect, it } from 'vitest';
import { columns, day, extent, hourly, pivot, pointCount } from './shape';

describe('columns', () => {
  it('makes a series per field', () => {
    const rows = [
      { date: '2026-11-15T23:59:59.999Z', total: 3, active: 2 },
      { date: '2026-11-22T23:59:59.999Z', total: 4, active: 4 },
    ];
    expect(columns(rows, (r) => day(r.date), { total: (r) => r.total, active: (r) => r.active })).toEqual({
      labels: ['2026-11-15', '2026-11-22'],
      series: [
        { name: 'total', values: [3, 4] },
        { name: 'active', values: [2, 4] },
      ],
    });
  });
});

describe('pivot', () => {
  const rows = [
    { week: '2026-47', project: 'web', n: 5 },
    { week: '2026-46', project: 'default', n: 1 },
    { week: '2026-47', project: 'default', n: 2 },
    { week: '2026-47', project: 'default', n: 3 },
    { week: '2026-46', project: 'web', n: null },
  ];
  const data = pivot(
    rows,
    (r) => r.week,
    (r) => r.project,
    (r) => r.n,
  );
  it('sorts labels and keys, adds up, leaves gaps', () => {
    expect(data).toEqual({
      labels: ['2026-46', '2026-47'],
      series: [
        { name: 'default', values: [1, 5] },
        { name: 'web', values: [null, 5] },
      ],
    });
  });
  it('measures the chart', () => {
    expect(extent(data)).toBe(5);
    expect(pointCount(data)).toBe(3);
    expect(extent({ labels: [], series: [] })).toBe(1);
  });
});

describe('hourly', () => {
  const now = new Date('2026-11-25T17:42:00Z');
  const buckets = [
    { timestamp: '2026-11-25T17:00:00Z', environment: 'production', appName: 'web', yes: 7, no: 3 },
    { timestamp: '2026-11-25T17:00:00Z', environment: 'development', appName: 'api', yes: 1, no: 1 },
    { timestamp: '2026-11-25T15:00:00Z', environment: 'production', appName: 'web', yes: 2, no: 0 },
    { timestamp: '2026-11-23T17:00:00Z', environment: 'production', appName: 'web', yes: 9, no: 9 },
  ];
  it('fills every hour, oldest first, summing applications and environments', () => {
    const d = hourly(buckets, now, 3);
    expect(d.labels).toEqual(['11-25 15:00', '11-25 16:00', '11-25 17:00']);
    expect(d.series).toEqual([
      { name: 'yes', values: [2, 0, 8] },
      { name: 'no', values: [0, 0, 4] },
    ]);
  });
  it('keeps one environment when asked', () => {
    expect(hourly(buckets, now, 3, 'development').series[0]?.values).toEqual([0, 0, 1]);
  });
  it('covers 48 hours', () => {
    expect(hourly(buckets, now, 48).labels).toHaveLength(48);
    expect(pointCount(hourly([], now, 48))).toBe(96);
  });
});
