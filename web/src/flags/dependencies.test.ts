import { describe, expect, it } from 'vitest';
import { describeDependency, parentCandidates, parentVariants, toDependencyInput } from './dependencies';

describe('describeDependency', () => {
  it.each([
    { name: 'enabled', d: { feature: 'p', enabled: true, variants: [] }, want: 'p must be enabled' },
    { name: 'disabled', d: { feature: 'p', enabled: false, variants: [] }, want: 'p must be disabled' },
    {
      name: 'enabled with variants',
      d: { feature: 'p', enabled: true, variants: ['a', 'b'] },
      want: 'p must be enabled with variant a or b',
    },
  ])('$name', ({ d, want }) => {
    expect(describeDependency(d)).toBe(want);
  });
});

describe('parentCandidates', () => {
  it('leaves out the flag itself and flags that have a parent', () => {
    const flags = [
      { name: 'zeta', dependencies: [] },
      { name: 'child', dependencies: [] },
      { name: 'grandchild', dependencies: [{ feature: 'zeta' }] },
      { name: 'alpha', dependencies: [] },
    ];
    expect(parentCandidates(flags, 'child')).toEqual(['alpha', 'zeta']);
  });
});

describe('parentVariants', () => {
  it('gathers feature and strategy variants of every environment, each once', () => {
    const envs = [
      { variants: [{ name: 'blue' }], strategies: [{ variants: [{ name: 'red' }, { name: 'blue' }] }] },
      { variants: [], strategies: [{ variants: [{ name: 'green' }] }, { variants: [] }] },
    ];
    expect(parentVariants(envs)).toEqual(['blue', 'green', 'red']);
  });

  it('is empty for a parent without variants', () => {
    expect(parentVariants([{ variants: [], strategies: [] }])).toEqual([]);
  });
});

describe('toDependencyInput', () => {
  it.each([
    { name: 'enabled keeps variants', enabled: true, want: ['a'] },
    { name: 'disabled drops them', enabled: false, want: [] },
  ])('$name', ({ enabled, want }) => {
    expect(toDependencyInput('p', enabled, ['a'])).toEqual({ feature: 'p', enabled, variants: want });
  });
});
