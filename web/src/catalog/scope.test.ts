import { describe, expect, it } from 'vitest';
import { usableIn } from './scope';

describe('usableIn', () => {
  it.each([
    { name: "every project's item, in a project", item: { project: null }, project: 'shop', want: true },
    { name: "every project's item, in every project", item: {}, project: null, want: true },
    { name: "the project's own item", item: { project: 'shop' }, project: 'shop', want: true },
    { name: "another project's item", item: { project: 'other' }, project: 'shop', want: false },
    { name: "a project's item, in every project", item: { project: 'shop' }, project: null, want: false },
  ])('$name', ({ item, project, want }) => {
    expect(usableIn(item, project)).toBe(want);
  });
});
