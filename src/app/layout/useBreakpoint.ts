import { useSyncExternalStore } from 'react';
import { LAYOUT } from '../../config/constants';

export type Breakpoint = 'desktop' | 'tablet' | 'mobile';

const desktopQuery = `(min-width: ${LAYOUT.desktopMin}px)`;
const tabletQuery = `(min-width: ${LAYOUT.tabletMin}px)`;

function current(): Breakpoint {
  if (window.matchMedia(desktopQuery).matches) return 'desktop';
  if (window.matchMedia(tabletQuery).matches) return 'tablet';
  return 'mobile';
}

function subscribe(onChange: () => void): () => void {
  const lists = [window.matchMedia(desktopQuery), window.matchMedia(tabletQuery)];
  lists.forEach((list) => list.addEventListener?.('change', onChange));
  return () => lists.forEach((list) => list.removeEventListener?.('change', onChange));
}

/** Desktop above 1220px, tablet above 767px, else mobile (spec §9). */
export function useBreakpoint(): Breakpoint {
  return useSyncExternalStore(subscribe, current, () => 'desktop');
}
