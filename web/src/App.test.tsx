import { describe, expect, it } from 'vitest';
import { safeNext } from './App';

describe('safeNext', () => {
  it.each([
    { next: null, want: '/' },
    { next: '/projects/default', want: '/projects/default' },
    { next: '//evil.example', want: '/' },
    { next: 'https://evil.example', want: '/' },
    { next: '/\\evil.example', want: '/' },
    { next: '/\t/evil.example', want: '/' },
    { next: '/\n/evil.example', want: '/' },
    { next: '/\r\n/evil.example', want: '/' },
    { next: '\t//evil.example', want: '/' },
    { next: '/\\\t\\evil.example', want: '/' },
    { next: 'javascript:alert(1)', want: '/' },
    { next: '/projects/default?tab=archive#top', want: '/projects/default?tab=archive#top' },
    { next: '/\tprojects', want: '/projects' },
  ])('$next', ({ next, want }) => {
    expect(safeNext(next, 'https://flags.example.com')).toBe(want);
  });

  it('reads the next of the sign-in address as the browser decoded it', () => {
    for (const search of [
      '?next=/%09/evil.example',
      '?next=/%0A/evil.example',
      '?next=/%0D%0A/evil.example',
    ]) {
      expect(safeNext(new URLSearchParams(search).get('next'), 'https://flags.example.com')).toBe('/');
    }
  });
});
