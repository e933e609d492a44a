import { describe, expect, it } from 'vitest';
import { diff, show } from './diff';

describe('diff', () => {
  it.each([
    { name: 'nothing changed', before: { a: 1 }, after: { a: 1 }, want: [] },
    {
      name: 'a value changed',
      before: { enabled: false, name: 'x' },
      after: { enabled: true, name: 'x' },
      want: [{ path: 'enabled', before: false, after: true }],
    },
    {
      name: 'nested, added and removed',
      before: { parameters: { rollout: '30', groupId: 'x' }, title: 'old' },
      after: { parameters: { rollout: '40', groupId: 'x' }, disabled: true },
      want: [
        { path: 'disabled', before: undefined, after: true },
        { path: 'parameters.rollout', before: '30', after: '40' },
        { path: 'title', before: 'old', after: undefined },
      ],
    },
    {
      name: 'arrays whole',
      before: { tags: ['a'] },
      after: { tags: ['a', 'b'] },
      want: [{ path: 'tags', before: ['a'], after: ['a', 'b'] }],
    },
    {
      name: 'created',
      before: null,
      after: { name: 'x' },
      want: [{ path: 'name', before: undefined, after: 'x' }],
    },
    {
      name: 'deleted',
      before: { name: 'x' },
      after: null,
      want: [{ path: 'name', before: 'x', after: undefined }],
    },
    { name: 'scalars', before: 1, after: 2, want: [{ path: '(value)', before: 1, after: 2 }] },
  ])('$name', ({ before, after, want }) => {
    expect(diff(before, after)).toEqual(want);
  });

  it('shows absent values as a dash', () => {
    expect(show(undefined)).toBe('—');
    expect(show('40')).toBe('"40"');
  });
});
