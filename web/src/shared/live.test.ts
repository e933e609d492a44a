import { describe, expect, it } from 'vitest';
import { liveURL } from './live';

describe('liveURL', () => {
  it.each([
    {
      name: 'plain',
      location: { protocol: 'http:', host: 'localhost:4242' },
      want: 'ws://localhost:4242/graphql',
    },
    {
      name: 'TLS',
      location: { protocol: 'https:', host: 'flags.example.com' },
      want: 'wss://flags.example.com/graphql',
    },
  ])('$name', ({ location, want }) => {
    expect(liveURL(location)).toBe(want);
  });
});
