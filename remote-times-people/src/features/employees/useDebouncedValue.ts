/** The value once it has not changed for `delayMs` (the typed search word, ~300 ms). */
import { useEffect, useState } from 'react';

export const SEARCH_DELAY_MS = 300;

export function useDebouncedValue<T>(value: T, delayMs = SEARCH_DELAY_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
