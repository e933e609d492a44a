import { describe, expect, it } from 'vitest';
import { featureCount, importDocument, isYAML, parseDocument } from './parse';

describe('parseDocument', () => {
  it('reads JSON', async () => {
    expect(await parseDocument('{"features":[{"name":"a"}]}', 'export.json')).toEqual({
      features: [{ name: 'a' }],
    });
  });
  it('reads YAML by the file name', async () => {
    expect(await parseDocument('version: 1\nfeatures:\n  - name: a\n', 'state.yml')).toEqual({
      version: 1,
      features: [{ name: 'a' }],
    });
  });
  const bad = [
    { name: 'broken JSON', text: '{"features":', file: 'x.json', want: /x.json is not valid JSON/ },
    { name: 'broken YAML', text: 'a: [1,', file: 'x.yaml', want: /x.yaml is not valid YAML/ },
    { name: 'a list, not an object', text: '[1]', file: 'x.json', want: /holds no object/ },
  ];
  for (const c of bad) {
    it(`refuses ${c.name}`, async () => {
      await expect(parseDocument(c.text, c.file)).rejects.toThrow(c.want);
    });
  }
});

describe('importDocument', () => {
  it('wraps an export for the chosen project and environment', () => {
    const data = { features: [{ name: 'a' }] };
    expect(importDocument(data, 'web', 'production')).toEqual({
      project: 'web',
      environment: 'production',
      data,
    });
  });
  it('takes the data of a whole document, for the chosen project', () => {
    const data = { features: [] };
    expect(importDocument({ project: 'old', environment: 'dev', data }, 'web', 'production')).toEqual({
      project: 'web',
      environment: 'production',
      data,
    });
  });
  it('refuses a file without features', () => {
    expect(() => importDocument({ version: 1 }, 'web', 'production')).toThrow(/no features list/);
  });
});

describe('helpers', () => {
  it('tells YAML by name and counts features', () => {
    expect(isYAML('a.YML')).toBe(true);
    expect(isYAML('a.json')).toBe(false);
    expect(featureCount({ features: [1, 2] })).toBe(2);
    expect(featureCount({})).toBe(0);
  });
});
