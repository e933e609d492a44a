import { describe, expect, it } from 'vitest';
import { safeNext } from './App';
import { describeStrategy } from './routes/FlagPage';

describe('safeNext', () => {
  it.each([
    { next: null, want: '/' },
    { next: '/projects/default', want: '/projects/default' },
    { next: '//evil.example', want: '/' },
    { next: 'https://evil.example', want: '/' },
    { next: '/\\evil.example', want: '/' },
  ])('$next', ({ next, want }) => {
    expect(safeNext(next)).toBe(want);
  });
});

describe('describeStrategy', () => {
  it('says what a rollout does', () => {
    expect(
      describeStrategy({ name: 'flexibleRollout', parameters: { rollout: '30', stickiness: 'userId' } }),
    ).toBe('30% of users (stickiness: userId)');
    expect(describeStrategy({ name: 'default', parameters: {} })).toBe('Everyone');
    expect(describeStrategy({ name: 'userWithId', parameters: { userIds: 'a,b' } })).toBe('userIds: a,b');
  });
});
