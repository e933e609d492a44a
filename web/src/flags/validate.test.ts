import { describe, expect, it } from 'vitest';
import { flagNameProblem, rolloutProblem, tagProblem } from './validate';

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
