import { useSyncExternalStore } from 'react';

/** The user's system setting "reduce motion" (prefers-reduced-motion), followed as it changes. */
const QUERY = '(prefers-reduced-motion: reduce)';

function mediaQuery(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(QUERY)
    : null;
}

function subscribe(onChange: () => void): () => void {
  const query = mediaQuery();
  query?.addEventListener?.('change', onChange);
  return () => query?.removeEventListener?.('change', onChange);
}

const prefersReducedMotion = () => mediaQuery()?.matches ?? false;

/** True while the user asks for reduced motion: antd's animations are then turned off. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}
