import { describe, expect, it } from 'vitest';
import {
  fromParameters,
  initialParams,
  mergeParameters,
  paramLabel,
  paramProblem,
  paramsProblem,
  toParameters,
  type ParamDef,
} from './strategies';

const rollout: ParamDef[] = [
  { name: 'rollout', type: 'percentage', required: false },
  { name: 'stickiness', type: 'string', required: true },
  { name: 'groupId', type: 'string', required: true },
];

describe('initialParams', () => {
  it('starts a rollout at 50% on default stickiness, grouped by the flag', () => {
    expect(initialParams(rollout, 'checkout')).toEqual({
      rollout: '50',
      stickiness: 'default',
      groupId: 'checkout',
    });
  });
  it('starts lists, numbers and booleans empty or false', () => {
    const defs = [
      { name: 'hostNames', type: 'list', required: false },
      { name: 'n', type: 'number', required: false },
      { name: 'on', type: 'boolean', required: false },
    ];
    expect(initialParams(defs, 'f')).toEqual({ hostNames: '', n: '', on: 'false' });
  });
});

describe('paramProblem', () => {
  it.each([
    { name: 'percentage in range', def: rollout[0], value: '30', ok: true },
    { name: 'percentage over 100', def: rollout[0], value: '101', ok: false },
    { name: 'required and empty', def: rollout[1], value: ' ', ok: false },
    { name: 'optional and empty', def: { name: 'x', type: 'list', required: false }, value: '', ok: true },
    { name: 'number', def: { name: 'n', type: 'number', required: false }, value: '-2.5', ok: true },
    { name: 'not a number', def: { name: 'n', type: 'number', required: false }, value: 'two', ok: false },
    { name: 'boolean', def: { name: 'b', type: 'boolean', required: true }, value: 'true', ok: true },
    { name: 'not a boolean', def: { name: 'b', type: 'boolean', required: true }, value: 'yes', ok: false },
  ])('$name', ({ def, value, ok }) => {
    expect(paramProblem(def as ParamDef, value) === null).toBe(ok);
  });
  it('names the parameter of the first problem', () => {
    expect(paramsProblem(rollout, { rollout: '50', stickiness: 'default', groupId: '' })).toBe(
      'groupId: Required',
    );
    expect(paramsProblem(rollout, { rollout: '50', stickiness: 'default', groupId: 'g' })).toBeNull();
  });
});

describe('toParameters', () => {
  it('trims, joins list items and leaves out empty optional parameters', () => {
    const defs = [
      { name: 'IPs', type: 'list', required: true },
      { name: 'note', type: 'string', required: false },
    ];
    expect(toParameters(defs, { IPs: ' 10.0.0.1 , ,10.0.0.2 ', note: ' ' })).toEqual({
      IPs: '10.0.0.1,10.0.0.2',
    });
  });
});

describe('paramLabel', () => {
  it('says what to type', () => {
    expect(paramLabel(rollout[0] as ParamDef)).toBe('Rollout %');
    expect(paramLabel({ name: 'hostNames', type: 'list', required: false })).toBe(
      'HostNames (comma-separated)',
    );
  });
});

describe('fromParameters', () => {
  it.each([
    {
      name: 'stored values as strings',
      stored: { rollout: 30, stickiness: 'userId', groupId: 'g' },
      want: { rollout: '30', stickiness: 'userId', groupId: 'g' },
    },
    {
      name: 'defaults for what is missing',
      stored: { rollout: '5' },
      want: { rollout: '5', stickiness: 'default', groupId: 'f' },
    },
  ])('$name', ({ stored, want }) => {
    expect(fromParameters(rollout, stored, 'f')).toEqual(want);
  });
});

describe('mergeParameters', () => {
  it('keeps stored parameters the definition does not name and replaces the rest', () => {
    expect(
      mergeParameters(
        rollout,
        { rollout: '30', groupId: 'old', extra: 'x' },
        { rollout: '40', stickiness: 'userId', groupId: ' new ' },
      ),
    ).toEqual({ extra: 'x', rollout: '40', stickiness: 'userId', groupId: 'new' });
  });

  it('drops an optional parameter cleared in the form', () => {
    expect(
      mergeParameters(rollout, { rollout: '30' }, { rollout: '', stickiness: 'default', groupId: 'g' }),
    ).toEqual({
      stickiness: 'default',
      groupId: 'g',
    });
  });
});
