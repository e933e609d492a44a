import { describe, expect, it } from 'vitest';
import {
  expiryAfterDays,
  isExpired,
  matchesUser,
  splitList,
  tokenScopeInput,
  userLabel,
  when,
} from './logic';

describe('matchesUser', () => {
  const ada = { name: 'Ada Lovelace', email: 'ada@example.com', username: null };
  it.each([
    { name: 'empty query', q: '', want: true },
    { name: 'part of the name, any case', q: 'LOVE', want: true },
    { name: 'email', q: 'ada@ex', want: true },
    { name: 'every word somewhere', q: 'ada example', want: true },
    { name: 'a word nowhere', q: 'ada bob', want: false },
  ])('$name', ({ q, want }) => expect(matchesUser(ada, q)).toBe(want));
});

describe('userLabel', () => {
  it.each([
    { name: 'name first', u: { id: 1, name: 'Ada', email: 'a@x' }, want: 'Ada' },
    { name: 'then email', u: { id: 1, name: null, email: 'a@x' }, want: 'a@x' },
    { name: 'then username', u: { id: 1, username: 'ada' }, want: 'ada' },
    { name: 'then the id', u: { id: 7 }, want: 'User 7' },
  ])('$name', ({ u, want }) => expect(userLabel(u)).toBe(want));
});

describe('expiryAfterDays', () => {
  const now = new Date('2026-01-01T00:00:00Z');
  it.each([
    { name: 'a week', days: 7, want: '2026-01-08T00:00:00.000Z' },
    { name: 'never', days: 0, want: null },
  ])('$name', ({ days, want }) => expect(expiryAfterDays(days, now)).toBe(want));
});

describe('when and isExpired', () => {
  it.each([
    { name: 'an instant', iso: '2026-03-04T05:06:07.890Z', want: '2026-03-04 05:06 UTC' },
    { name: 'absent', iso: null, want: 'never' },
    { name: 'garbage', iso: 'nope', want: 'never' },
  ])('$name', ({ iso, want }) => expect(when(iso)).toBe(want));
  it('tells past from future', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    expect(isExpired('2025-12-31T23:59:59Z', now)).toBe(true);
    expect(isExpired('2026-01-02T00:00:00Z', now)).toBe(false);
    expect(isExpired(null, now)).toBe(false);
  });
});

describe('splitList', () => {
  it('trims, drops empties and repeats', () => expect(splitList(' a, b,,a ,c ')).toEqual(['a', 'b', 'c']));
});

describe('tokenScopeInput', () => {
  it.each([
    { name: 'admin tokens have no scope', type: 'admin' as const, p: ['x'], want: {} },
    {
      name: 'no project means all',
      type: 'client' as const,
      p: [],
      want: { projects: ['*'], environment: 'dev' },
    },
    {
      name: 'chosen projects',
      type: 'frontend' as const,
      p: ['a', 'b'],
      want: { projects: ['a', 'b'], environment: 'dev' },
    },
  ])('$name', ({ type, p, want }) => expect(tokenScopeInput(type, p, 'dev')).toEqual(want));
});
