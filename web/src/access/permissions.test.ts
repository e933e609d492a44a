import { describe, expect, it } from 'vitest';
import { allows } from './permissions';

describe('allows', () => {
  it.each([
    { name: 'admin', roles: [{ permissions: ['ADMIN'] }], want: true },
    { name: 'granted', roles: [{ permissions: [] }, { permissions: ['CREATE_FEATURE'] }], want: true },
    { name: 'viewer', roles: [{ permissions: [] }], want: false },
    { name: 'no roles', roles: [], want: false },
  ])('$name', ({ roles, want }) => {
    expect(allows(roles, 'CREATE_FEATURE')).toBe(want);
  });
});
