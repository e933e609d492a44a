import { describe, expect, it } from 'vitest';
import {
  constraintProblem,
  describeConstraint,
  fromConstraint,
  newConstraint,
  OPERATORS,
  operatorKind,
  toConstraintInput,
  type ConstraintDraft,
} from './constraints';

const draft = (over: Partial<ConstraintDraft>): ConstraintDraft => ({ ...newConstraint(), ...over });

describe('operators', () => {
  it('are the 15 the server knows, each of one kind', () => {
    const all = Object.values(OPERATORS).flat();
    expect(all).toHaveLength(15);
    expect(new Set(all).size).toBe(15);
    expect(operatorKind('SEMVER_LT')).toBe('semver');
    expect(() => operatorKind('LIKE')).toThrow();
  });
});

describe('constraintProblem', () => {
  it.each([
    { name: 'IN without values', d: draft({ operator: 'IN', values: ' , ' }), ok: false },
    { name: 'IN with values', d: draft({ operator: 'IN', values: 'a, b' }), ok: true },
    { name: 'number', d: draft({ operator: 'NUM_GT', value: '4.5' }), ok: true },
    { name: 'not a number', d: draft({ operator: 'NUM_GT', value: 'four' }), ok: false },
    { name: 'empty number', d: draft({ operator: 'NUM_EQ', value: '' }), ok: false },
    { name: 'date', d: draft({ operator: 'DATE_AFTER', value: '2026-11-25T14:30' }), ok: true },
    { name: 'no date', d: draft({ operator: 'DATE_AFTER', value: '' }), ok: false },
    { name: 'semver', d: draft({ operator: 'SEMVER_EQ', value: '1.2.3-beta.1' }), ok: true },
    { name: 'not semver', d: draft({ operator: 'SEMVER_EQ', value: '1.2' }), ok: false },
    { name: 'no field', d: draft({ contextName: '', values: 'a' }), ok: false },
  ])('$name', ({ d, ok }) => {
    expect(constraintProblem(d) === null).toBe(ok);
  });
});

describe('toConstraintInput', () => {
  it('sends values to multi-value operators and value to the others', () => {
    expect(toConstraintInput(draft({ operator: 'IN', values: 'a, b', caseInsensitive: true }))).toEqual({
      contextName: 'userId',
      operator: 'IN',
      inverted: false,
      caseInsensitive: true,
      values: ['a', 'b'],
      value: '',
    });
    expect(
      toConstraintInput(draft({ operator: 'NUM_LT', value: ' 3 ', caseInsensitive: true, inverted: true })),
    ).toEqual({
      contextName: 'userId',
      operator: 'NUM_LT',
      inverted: true,
      caseInsensitive: false,
      values: [],
      value: '3',
    });
    expect(toConstraintInput(draft({ operator: 'DATE_BEFORE', value: '2026-11-25T14:30:00Z' })).value).toBe(
      '2026-11-25T14:30:00.000Z',
    );
  });
});

describe('describeConstraint', () => {
  it('says it in words', () => {
    expect(
      describeConstraint({
        contextName: 'userId',
        operator: 'IN',
        inverted: false,
        values: ['a', 'b'],
        value: '',
      }),
    ).toBe('userId IN a, b');
    expect(
      describeConstraint({
        contextName: 'appVersion',
        operator: 'SEMVER_GT',
        inverted: true,
        values: [],
        value: '1.2.0',
      }),
    ).toBe('NOT appVersion SEMVER_GT 1.2.0');
  });
});

describe('fromConstraint', () => {
  it.each([
    {
      contextName: 'userId',
      operator: 'IN',
      inverted: true,
      caseInsensitive: true,
      values: ['a', 'b'],
      value: '',
    },
    {
      contextName: 'n',
      operator: 'NUM_GTE',
      inverted: false,
      caseInsensitive: false,
      values: [],
      value: '4.5',
    },
    {
      contextName: 'd',
      operator: 'DATE_AFTER',
      inverted: false,
      caseInsensitive: false,
      values: [],
      value: '2026-11-25T14:30:00.000Z',
    },
  ])('$operator comes back as it was', (c) => {
    expect(toConstraintInput(fromConstraint(c))).toEqual(c);
  });
});
