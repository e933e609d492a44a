import { describe, expect, it } from 'vitest';
import { parseProperties } from './properties';

describe('parseProperties', () => {
  it.each([
    { name: 'empty', text: '', want: { properties: {} } },
    { name: 'two', text: 'region=eu, plan = pro', want: { properties: { region: 'eu', plan: 'pro' } } },
    { name: 'an empty value', text: 'beta=', want: { properties: { beta: '' } } },
    { name: 'a value with =', text: 'q=a=b', want: { properties: { q: 'a=b' } } },
    { name: 'no =', text: 'region', want: { error: '"region" is not name=value' } },
    { name: 'no name', text: '=eu', want: { error: '"=eu" is not name=value' } },
  ])('$name', ({ text, want }) => {
    expect(parseProperties(text)).toEqual(want);
  });
});
