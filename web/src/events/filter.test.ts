import { describe, expect, it } from 'vitest';
import { matchesFilter, noFilter, toEventFilter } from './filter';

const event = {
  type: 'feature-created',
  project: 'default',
  featureName: 'checkout',
  createdBy: 'admin',
  data: { name: 'checkout', description: 'New Checkout page' },
  preData: null,
  tags: [{ type: 'simple', value: 'beta' }],
};

describe('toEventFilter', () => {
  it('keeps only the filters given, trimmed', () => {
    expect(toEventFilter({ ...noFilter, project: ' default ', query: '' })).toEqual({ project: 'default' });
    expect(toEventFilter(noFilter)).toEqual({});
  });
});

describe('matchesFilter', () => {
  const cases: { name: string; filter: Partial<typeof noFilter>; want: boolean }[] = [
    { name: 'no filter', filter: {}, want: true },
    { name: 'same type', filter: { type: 'feature-created' }, want: true },
    { name: 'other type', filter: { type: 'feature-updated' }, want: false },
    { name: 'other project', filter: { project: 'web' }, want: false },
    { name: 'same feature', filter: { feature: 'checkout' }, want: true },
    { name: 'text in data, any case', filter: { query: 'new checkout' }, want: true },
    { name: 'text in a tag', filter: { query: 'beta' }, want: true },
    { name: 'text nowhere', filter: { query: 'payments' }, want: false },
  ];
  for (const c of cases) {
    it(c.name, () => expect(matchesFilter(event, c.filter)).toBe(c.want));
  }
});
