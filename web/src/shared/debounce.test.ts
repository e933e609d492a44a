import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebounced } from './debounce';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useDebounced', () => {
  it('gives the first value at once', () => {
    const { result } = renderHook(() => useDebounced('a', 250));
    expect(result.current).toBe('a');
  });

  it('gives a new value once it has not changed for the delay', () => {
    const { result, rerender } = renderHook(({ v }) => useDebounced(v, 250), { initialProps: { v: '' } });
    rerender({ v: 'f' });
    act(() => vi.advanceTimersByTime(249));
    expect(result.current).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('f');
  });

  it('waits out a burst of changes and gives the last of them', () => {
    const seen: string[] = [];
    const { result, rerender } = renderHook(
      ({ v }) => {
        const d = useDebounced(v, 250);
        if (seen[seen.length - 1] !== d) seen.push(d);
        return d;
      },
      { initialProps: { v: '' } },
    );
    for (const v of ['f', 'fl', 'fla', 'flag']) {
      rerender({ v });
      act(() => vi.advanceTimersByTime(200)); // a key every 200 ms: never a pause of 250
    }
    expect(result.current).toBe('');
    act(() => vi.advanceTimersByTime(50));
    expect(result.current).toBe('flag');
    expect(seen).toEqual(['', 'flag']);
  });

  it('sets nothing after unmounting', () => {
    const { rerender, unmount } = renderHook(({ v }) => useDebounced(v, 250), { initialProps: { v: 'a' } });
    rerender({ v: 'b' });
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
