import { describe, expect, it } from 'vitest';
import {
  favoritesFirst,
  filterFlags,
  flagNameProblem,
  matchesSearch,
  rolloutProblem,
  tagProblem,
} from './validate';

describe('flagNameProblem', () => {
  it.each([
    { name: 'empty', value: '', problem: 'A name is required' },
    { name: 'space', value: 'new flag', problem: "Only letters, digits and - _ . ! ~ * ' ( ) are allowed" },
    { name: 'slash', value: 'a/b', problem: "Only letters, digits and - _ . ! ~ * ' ( ) are allowed" },
    { name: 'dot', value: '.', problem: "Only letters, digits and - _ . ! ~ * ' ( ) are allowed" },
    { name: 'too long', value: 'x'.repeat(256), problem: 'At most 255 characters' },
    { name: 'longest', value: 'x'.repeat(255), problem: null },
    { name: 'url-friendly', value: "new-checkout_v2.(beta)!~*'", problem: null },
  ])('$name', ({ value, problem }) => {
    expect(flagNameProblem(value)).toBe(problem);
  });
});

describe('rolloutProblem', () => {
  it.each([
    { value: '0', ok: true },
    { value: '100', ok: true },
    { value: '42', ok: true },
    { value: '101', ok: false },
    { value: '-1', ok: false },
    { value: '4.5', ok: false },
    { value: '', ok: false },
  ])('$value', ({ value, ok }) => {
    expect(rolloutProblem(value) === null).toBe(ok);
  });
});

describe('matchesSearch', () => {
  const flag = { name: 'new-checkout', description: 'The redesigned Checkout page' };
  it('matches every word in name or description, ignoring case', () => {
    expect(matchesSearch(flag, '')).toBe(true);
    expect(matchesSearch(flag, 'CHECKOUT redesigned')).toBe(true);
    expect(matchesSearch(flag, 'checkout legacy')).toBe(false);
    expect(matchesSearch({ name: 'x', description: null }, 'x')).toBe(true);
  });
});

describe('filterFlags', () => {
  const flags = [
    { name: 'checkout', type: 'release', stale: false },
    { name: 'old-checkout', type: 'release', stale: true },
    { name: 'kill-payments', type: 'kill-switch', stale: false },
  ];
  it.each([
    {
      name: 'everything',
      filter: { query: '', type: '', staleOnly: false },
      want: ['checkout', 'old-checkout', 'kill-payments'],
    },
    {
      name: 'by words',
      filter: { query: 'checkout', type: '', staleOnly: false },
      want: ['checkout', 'old-checkout'],
    },
    {
      name: 'by type',
      filter: { query: '', type: 'kill-switch', staleOnly: false },
      want: ['kill-payments'],
    },
    {
      name: 'stale only',
      filter: { query: 'checkout', type: 'release', staleOnly: true },
      want: ['old-checkout'],
    },
  ])('$name', ({ filter, want }) => {
    expect(filterFlags(flags, filter).map((f) => f.name)).toEqual(want);
  });
});

describe('tagProblem', () => {
  it.each([
    { value: 'a', ok: false },
    { value: ' ab ', ok: true },
    { value: 'x'.repeat(50), ok: true },
    { value: 'x'.repeat(51), ok: false },
  ])('$value', ({ value, ok }) => {
    expect(tagProblem(value) === null).toBe(ok);
  });
});

describe('favoritesFirst', () => {
  it('keeps the order within favorites and the rest', () => {
    const flags = [
      { name: 'a', favorite: false },
      { name: 'b', favorite: true },
      { name: 'c', favorite: false },
      { name: 'd', favorite: true },
    ];
    expect(favoritesFirst(flags).map((f) => f.name)).toEqual(['b', 'd', 'a', 'c']);
  });
});
