import { useCallback, useSyncExternalStore } from 'react';

/** The clock, as a store React reads: it ticks four times a second while a countdown shows. */
function subscribeToClock(tick: () => void): () => void {
  const timer = setInterval(tick, 250);
  return () => clearInterval(timer);
}

/**
 * Whole seconds left until `until` (ms since the epoch), for a visible countdown; 0 once it has
 * passed or when there is none. Read from the clock on every render and tick, so a new deadline
 * counts from its first frame.
 */
export function useSecondsLeft(until: number | null): number {
  const read = useCallback(
    () => (until === null ? 0 : Math.max(0, Math.ceil((until - Date.now()) / 1000))),
    [until],
  );
  return useSyncExternalStore(subscribeToClock, read, read);
}
