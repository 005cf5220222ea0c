import { useSyncExternalStore } from 'react';

/** The width under which tables turn their rows into cards (dataTable.css, windowedTable.css). */
const NARROW = '(max-width: 640px)';

const narrowNow = () => window.matchMedia(NARROW).matches;

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(NARROW);
  list.addEventListener?.('change', onChange);
  return () => list.removeEventListener?.('change', onChange);
}

/** True on a phone-wide screen, following the window as it is resized. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, narrowNow, () => false);
}
