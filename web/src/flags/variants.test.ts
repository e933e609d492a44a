import { describe, expect, it } from 'vitest';
import {
  describeVariant,
  formatOverrides,
  newOverride,
  overridesProblem,
  toVariantInput,
  withValues,
  fromVariant,
  newVariant,
  toStrategyVariantInput,
  variantProblem,
  variantsProblem,
  weights,
  type VariantDraft,
} from './variants';

const v = (over: Partial<VariantDraft>): VariantDraft => ({ ...newVariant('a'), ...over });

describe('weights', () => {
  it.each([
    { name: 'none', all: [], want: [] },
    { name: 'one variable takes all', all: [v({})], want: [1000] },
    {
      name: 'three variable share, the first gets the remainder',
      all: [v({ name: 'a' }), v({ name: 'b' }), v({ name: 'c' })],
      want: [334, 333, 333],
    },
    {
      name: 'fixed keep theirs',
      all: [v({ name: 'a', weightType: 'fix', percent: '25' }), v({ name: 'b' })],
      want: [250, 750],
    },
    {
      name: 'fixed with a tenth',
      all: [v({ name: 'a', weightType: 'fix', percent: '12.5' }), v({ name: 'b' })],
      want: [125, 875],
    },
    {
      name: 'all fixed making 100%',
      all: [
        v({ name: 'a', weightType: 'fix', percent: '40' }),
        v({ name: 'b', weightType: 'fix', percent: '60' }),
      ],
      want: [400, 600],
    },
  ])('$name', ({ all, want }) => {
    expect(weights(all)).toEqual(want);
  });

  it.each([
    {
      name: 'fixed over 100%',
      all: [
        v({ name: 'a', weightType: 'fix', percent: '70' }),
        v({ name: 'b', weightType: 'fix', percent: '40' }),
      ],
      want: /more than 100%/,
    },
    {
      name: 'all fixed short of 100%',
      all: [v({ name: 'a', weightType: 'fix', percent: '70' })],
      want: /must make 100%/,
    },
  ])('refuses $name', ({ all, want }) => {
    expect(weights(all)).toMatch(want);
  });
});

describe('variantProblem', () => {
  it.each([
    { name: 'fine', d: v({}), want: null },
    { name: 'no name', d: v({ name: ' ' }), want: 'Give the variant a name' },
    { name: 'fixed without a weight', d: v({ weightType: 'fix', percent: '' }), want: /between 0 and 100/ },
    { name: 'fixed over 100', d: v({ weightType: 'fix', percent: '101' }), want: /between 0 and 100/ },
    {
      name: 'fixed with two decimals',
      d: v({ weightType: 'fix', percent: '1.25' }),
      want: /between 0 and 100/,
    },
    { name: 'bad json', d: v({ payloadType: 'json', payload: '{' }), want: 'The payload is not valid JSON' },
    { name: 'good json', d: v({ payloadType: 'json', payload: '{"a":1}' }), want: null },
    {
      name: 'bad number',
      d: v({ payloadType: 'number', payload: 'x' }),
      want: 'The payload is not a number',
    },
    { name: 'csv anything', d: v({ payloadType: 'csv', payload: 'a,b' }), want: null },
  ])('$name', ({ d, want }) => {
    const got = variantProblem(d, [d]);
    if (want instanceof RegExp) expect(got).toMatch(want);
    else expect(got).toBe(want);
  });

  it('refuses a name used twice', () => {
    const all = [v({ name: 'x' }), v({ name: 'x ' })];
    expect(variantProblem(all[0] as VariantDraft, all)).toBe('Another variant is named x');
    expect(variantsProblem(all)).toBe('x: Another variant is named x');
  });
});

describe('round trip', () => {
  it('turns a stored variant into a draft and back', () => {
    const stored = {
      name: 'blue',
      weight: 250,
      weightType: 'fix',
      stickiness: 'userId',
      payload: { type: 'json', value: '{"c":1}' },
    };
    expect(toStrategyVariantInput(fromVariant(stored))).toEqual(stored);
  });

  it('sends a variable variant with weight 0 and no payload', () => {
    expect(toStrategyVariantInput(v({ name: ' red ' }))).toEqual({
      name: 'red',
      weight: 0,
      weightType: 'variable',
      stickiness: 'default',
      payload: null,
    });
  });

  it('describes a variant', () => {
    expect(
      describeVariant({
        name: 'blue',
        weight: 250,
        weightType: 'fix',
        stickiness: 'userId',
        payload: { type: 'string', value: 'hi' },
      }),
    ).toBe('blue: 25% (fixed), stickiness: userId, string payload hi');
    expect(
      describeVariant({ name: 'red', weight: 1000, weightType: 'variable', stickiness: 'default' }),
    ).toBe('red: 100%');
  });
});

describe('overrides', () => {
  it.each([
    { name: 'first free field', fields: ['userId', 'sessionId'], taken: ['userId'], want: 'sessionId' },
    { name: 'the first when all are taken', fields: ['userId'], taken: ['userId'], want: 'userId' },
    { name: 'none without fields', fields: [], taken: [], want: '' },
  ])('starts a new override on $name', ({ fields, taken, want }) => {
    const os = taken.map((contextName) => ({ contextName, values: ['x'] }));
    expect(newOverride(fields, os)).toEqual({ contextName: want, values: [] });
  });

  it.each([
    { name: 'one value', values: [], typed: 'alice', want: ['alice'] },
    { name: 'comma-separated, trimmed', values: ['a'], typed: ' b , c,', want: ['a', 'b', 'c'] },
    { name: 'each value once', values: ['a'], typed: 'a,b,b', want: ['a', 'b'] },
    { name: 'nothing typed', values: ['a'], typed: '  ', want: ['a'] },
  ])('adds $name', ({ values, typed, want }) => {
    expect(withValues(values, typed)).toEqual(want);
  });

  it.each([
    { name: 'none', os: [], want: null },
    { name: 'fine', os: [{ contextName: 'userId', values: ['a'] }], want: null },
    {
      name: 'no field',
      os: [{ contextName: '', values: ['a'] }],
      want: 'Override 1: choose a context field',
    },
    {
      name: 'no values',
      os: [{ contextName: 'userId', values: [] }],
      want: 'Override 1: add a value for userId',
    },
    {
      name: 'a field twice',
      os: [
        { contextName: 'userId', values: ['a'] },
        { contextName: 'userId', values: ['b'] },
      ],
      want: 'userId is overridden twice; put its values in one override',
    },
  ])('checks $name', ({ os, want }) => {
    expect(overridesProblem(os)).toBe(want);
    expect(variantProblem(v({ overrides: os }), [])).toBe(want);
  });

  it("keeps a stored variant's overrides through a draft", () => {
    const os = [
      { contextName: 'userId', values: ['alice', 'bob'] },
      { contextName: 'sessionId', values: ['s1'] },
    ];
    const d = fromVariant({
      name: 'a',
      weight: 1000,
      weightType: 'variable',
      stickiness: 'default',
      overrides: os,
    });
    expect(d.stored).toBe(true);
    expect(toVariantInput(d).overrides).toEqual(os);
    expect(formatOverrides(os)).toBe('userId=alice,bob; sessionId=s1');
    expect(newVariant().stored).toBe(false);
  });
});
