import { type RefObject, useLayoutEffect, useState } from 'react';

/**
 * The rows of a long list that are in view (plus a margin), for a scrolling box of fixed-height
 * rows: a card may hold hundreds of objects, and a row per object in the DOM made opening such a
 * card spend more time laying the list out than drawing the card.
 */
export function useWindowedRows(
  box: RefObject<HTMLElement | null>,
  count: number,
  rowHeight: number,
  overscan = 8,
): { first: number; last: number } {
  const [view, setView] = useState({ top: 0, height: 480 });
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const update = () =>
      setView((old) => {
        const next = { top: element.scrollTop, height: element.clientHeight || old.height };
        return old.top === next.top && old.height === next.height ? old : next;
      });
    element.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(element);
    return () => {
      element.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [box]);
  const first = Math.max(0, Math.floor(view.top / rowHeight) - overscan);
  const last = Math.min(count, Math.ceil((view.top + view.height) / rowHeight) + overscan);
  return { first, last };
}
