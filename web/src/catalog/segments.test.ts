import { describe, expect, it } from 'vitest';
import { segmentNames, segmentsFor, toggled } from './segments';

const all = [
  { id: 3, name: 'staff', project: null },
  { id: 1, name: 'beta', project: 'default' },
  { id: 2, name: 'other', project: 'elsewhere' },
];

describe('segmentsFor', () => {
  it('offers the segments of every project and of this one, by name', () => {
    expect(segmentsFor(all, 'default').map((s) => s.name)).toEqual(['beta', 'staff']);
    expect(segmentsFor(all, 'elsewhere').map((s) => s.name)).toEqual(['other', 'staff']);
  });
});

describe('toggled', () => {
  it.each([
    { name: 'adds in order', ids: [1, 3], id: 2, on: true, want: [1, 2, 3] },
    { name: 'adds once', ids: [1], id: 1, on: true, want: [1] },
    { name: 'removes', ids: [1, 2], id: 1, on: false, want: [2] },
    { name: 'removes what is absent', ids: [2], id: 1, on: false, want: [2] },
  ])('$name', ({ ids, id, on, want }) => {
    expect(toggled(ids, id, on)).toEqual(want);
  });
});

describe('segmentNames', () => {
  it('names known segments and numbers unknown ones', () => {
    expect(segmentNames([1, 3, 9], all)).toBe('beta, staff, #9');
  });
});
