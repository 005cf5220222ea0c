import { useEffect, useState } from 'react';

/**
 * The value as it stood once it had not changed for `delayMs`: a search box then asks the server
 * once per pause in typing rather than once per key.
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
