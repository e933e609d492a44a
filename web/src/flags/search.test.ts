import { describe, expect, it } from 'vitest';
import { NO_FILTERS, PAGE_ROWS, isFiltered, searchFilter, tagFilterProblem } from './search';

describe('tagFilterProblem', () => {
  it.each([
    { name: 'empty is no filter', tag: '', ok: true },
    { name: 'type and value', tag: 'simple:team-a', ok: true },
    { name: 'value with a colon', tag: 'simple:a:b', ok: true },
    { name: 'no type', tag: ':team', ok: false },
    { name: 'no value', tag: 'simple:', ok: false },
    { name: 'no colon', tag: 'team-a', ok: false },
  ])('$name', ({ tag, ok }) => {
    expect(tagFilterProblem(tag) === null).toBe(ok);
  });
});

describe('searchFilter', () => {
  it.each([
    {
      name: 'the first page, no filters',
      filters: NO_FILTERS,
      page: 0,
      want: {
        project: 'IS:shop',
        archived: false,
        favoritesFirst: true,
        sortBy: 'name',
        sortOrder: 'asc',
        offset: 0,
        limit: PAGE_ROWS,
      },
    },
    {
      name: 'every filter, the third page',
      filters: {
        query: ' checkout ',
        tag: 'simple:team-a',
        type: 'release',
        staleOnly: true,
        archived: true,
        sortBy: 'createdAt' as const,
        descending: true,
      },
      page: 2,
      want: {
        project: 'IS:shop',
        query: 'checkout',
        tag: 'IS:simple:team-a',
        type: 'IS:release',
        state: 'IS:stale',
        archived: true,
        favoritesFirst: true,
        sortBy: 'createdAt',
        sortOrder: 'desc',
        offset: 2 * PAGE_ROWS,
        limit: PAGE_ROWS,
      },
    },
    {
      name: 'a half-typed tag is left out',
      filters: { ...NO_FILTERS, tag: 'simple' },
      page: 0,
      want: {
        project: 'IS:shop',
        archived: false,
        favoritesFirst: true,
        sortBy: 'name',
        sortOrder: 'asc',
        offset: 0,
        limit: PAGE_ROWS,
      },
    },
  ])('$name', ({ filters, page, want }) => {
    expect(searchFilter('shop', filters, page)).toEqual(want);
  });
});

describe('isFiltered', () => {
  it('tells a narrowed list from the whole one, whatever the order', () => {
    expect(isFiltered(NO_FILTERS)).toBe(false);
    expect(isFiltered({ ...NO_FILTERS, sortBy: 'type', descending: true })).toBe(false);
    expect(isFiltered({ ...NO_FILTERS, archived: true })).toBe(true);
    expect(isFiltered({ ...NO_FILTERS, query: 'x' })).toBe(true);
  });
});
