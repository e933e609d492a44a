import { describe, expect, it } from 'vitest';
import { safeNext } from './App';
import { describeStrategy, moved } from './routes/FlagPage';

describe('safeNext', () => {
  it.each([
    { next: null, want: '/' },
    { next: '/projects/default', want: '/projects/default' },
    { next: '//evil.example', want: '/' },
    { next: 'https://evil.example', want: '/' },
    { next: '/\\evil.example', want: '/' },
    { next: '/\t/evil.example', want: '/' },
    { next: '/\n/evil.example', want: '/' },
    { next: '/\r\n/evil.example', want: '/' },
    { next: '\t//evil.example', want: '/' },
    { next: '/\\\t\\evil.example', want: '/' },
    { next: 'javascript:alert(1)', want: '/' },
    { next: '/projects/default?tab=archive#top', want: '/projects/default?tab=archive#top' },
    { next: '/\tprojects', want: '/projects' },
  ])('$next', ({ next, want }) => {
    expect(safeNext(next, 'https://flags.example.com')).toBe(want);
  });

  it('reads the next of the sign-in address as the browser decoded it', () => {
    for (const search of [
      '?next=/%09/evil.example',
      '?next=/%0A/evil.example',
      '?next=/%0D%0A/evil.example',
    ]) {
      expect(safeNext(new URLSearchParams(search).get('next'), 'https://flags.example.com')).toBe('/');
    }
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
