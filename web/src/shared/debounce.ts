import { useEffect, useState } from 'react';

/**
 * useDebounced is value once it has stopped changing for ms: a search box asks the server once per
 * pause, with what was typed last, instead of once per key. The first value is given at once.
 */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return settled;
}
