import { describe, expect, it } from 'vitest';
import {
  chooseAmong,
  chosenSummary,
  expiryAfterDays,
  isExpired,
  matchesUser,
  shownChoices,
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

describe('choices', () => {
  const types = ['feature-created', 'feature-updated', 'project-created', 'segment-created'].map((t) => ({
    value: t,
    label: t,
  }));
  it.each([
    { name: 'no filter shows all', q: '', want: types.map((t) => t.value) },
    {
      name: 'a part, any case',
      q: 'CREATED',
      want: ['feature-created', 'project-created', 'segment-created'],
    },
    { name: 'every word', q: 'feature up', want: ['feature-updated'] },
    { name: 'nothing', q: 'nope', want: [] },
  ])('shownChoices: $name', ({ q, want }) =>
    expect(shownChoices(types, q).map((c) => c.value)).toEqual(want),
  );
  it('finds by value when the label differs', () =>
    expect(shownChoices([{ value: 'default', label: 'Default project' }], 'default')).toHaveLength(1));
  it.each([
    {
      name: 'adds in list order',
      chosen: ['segment-created'],
      v: ['feature-created'],
      on: true,
      want: ['feature-created', 'segment-created'],
    },
    {
      name: 'adds once',
      chosen: ['feature-created'],
      v: ['feature-created'],
      on: true,
      want: ['feature-created'],
    },
    {
      name: 'takes off',
      chosen: ['feature-created', 'project-created'],
      v: ['feature-created'],
      on: false,
      want: ['project-created'],
    },
    { name: 'drops what is not a choice', chosen: ['gone'], v: [], on: true, want: [] },
  ])('chooseAmong: $name', ({ chosen, v, on, want }) =>
    expect(chooseAmong(types, chosen, v, on)).toEqual(want),
  );
  it.each([
    { name: 'none', chosen: [], hidden: 0, want: 'every project' },
    { name: 'few by label', chosen: ['default'], hidden: 0, want: 'Chosen: Default' },
    { name: 'unknown by value', chosen: ['x'], hidden: 0, want: 'Chosen: x' },
    {
      name: 'hidden ones counted',
      chosen: ['default'],
      hidden: 1,
      want: 'Chosen: Default (1 hidden by the filter)',
    },
    { name: 'many by count', chosen: ['a', 'b', 'c', 'd', 'e', 'f'], hidden: 0, want: '6 chosen' },
  ])('chosenSummary: $name', ({ chosen, hidden, want }) =>
    expect(chosenSummary([{ value: 'default', label: 'Default' }], chosen, 'every project', hidden)).toBe(
      want,
    ),
  );
});
