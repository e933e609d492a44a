import { describe, expect, it } from 'vitest';
import { describeStrategy, moved } from './FlagPage';

describe('describeStrategy', () => {
  it('says what a rollout does', () => {
    expect(
      describeStrategy({ name: 'flexibleRollout', parameters: { rollout: '30', stickiness: 'userId' } }),
    ).toBe('30% of users (stickiness: userId)');
    expect(describeStrategy({ name: 'default', parameters: {} })).toBe('Everyone');
    expect(describeStrategy({ name: 'userWithId', parameters: { userIds: 'a,b' } })).toBe('userIds: a,b');
  });
});

describe('moved', () => {
  it.each([
    { name: 'up', index: 1, delta: -1 as const, want: ['b', 'a', 'c'] },
    { name: 'down', index: 1, delta: 1 as const, want: ['a', 'c', 'b'] },
    { name: 'first stays first', index: 0, delta: -1 as const, want: ['a', 'b', 'c'] },
    { name: 'last stays last', index: 2, delta: 1 as const, want: ['a', 'b', 'c'] },
  ])('$name', ({ index, delta, want }) => {
    expect(moved(['a', 'b', 'c'], index, delta)).toEqual(want);
  });
});
