import { describe, expect, it } from 'vitest';
import { currentSection } from './SubNav';

const sections = [
  { href: '/admin/users', label: 'Users' },
  { href: '/admin/groups', label: 'Groups' },
];

describe('currentSection', () => {
  it.each([
    { name: 'the section itself', location: '/admin/groups', want: 'Groups' },
    { name: 'a page below it', location: '/admin/groups/3', want: 'Groups' },
    { name: 'a longer name is another section', location: '/admin/groupsx', want: undefined },
    { name: 'outside every section', location: '/admin', want: undefined },
  ])('$name', ({ location, want }) => {
    expect(currentSection(sections, location)?.label).toBe(want);
  });
});
