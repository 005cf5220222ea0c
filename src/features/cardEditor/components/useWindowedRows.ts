import { useLayoutEffect, useState } from 'react';

/**
 * The rows of a long list that are in view (plus a margin), for a scrolling box of fixed-height
 * rows: a card may hold hundreds of objects, and a row per object in the DOM made opening such a
 * card spend more time laying the list out than drawing the card.
 *
 * The box comes through `boxRef`, a callback ref, so the hook follows it when the list element
 * appears later: a new card starts with no objects and no list, and a ref object read once at
 * mount left that list without its scroll listener (rows past the first screen never drawn).
 */
export function useWindowedRows(
  count: number,
  rowHeight: number,
  overscan = 8,
): {
  box: HTMLElement | null;
  boxRef: (element: HTMLElement | null) => void;
  first: number;
  last: number;
} {
  const [box, boxRef] = useState<HTMLElement | null>(null);
  const [view, setView] = useState({ top: 0, height: 480 });
  useLayoutEffect(() => {
    if (!box) return;
    const update = () =>
      setView((old) => {
        const next = { top: box.scrollTop, height: box.clientHeight || old.height };
        return old.top === next.top && old.height === next.height ? old : next;
      });
    box.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(box);
    return () => {
      box.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [box]);
  const first = Math.max(0, Math.floor(view.top / rowHeight) - overscan);
  const last = Math.min(count, Math.ceil((view.top + view.height) / rowHeight) + overscan);
  return { box, boxRef, first, last };
}
