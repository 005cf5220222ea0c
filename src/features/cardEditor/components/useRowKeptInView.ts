import { useLayoutEffect } from 'react';

/**
 * Scrolls a box of fixed-height rows, as little as it takes, to show row `index` whenever that
 * index changes: an object picked on the canvas or from preflight shows its row in the layers
 * list, even a row the windowed list has not drawn yet. A row already in view does not move the
 * list, so a click in the list itself, or the author's own scrolling, is left as it is.
 */
export function useRowKeptInView(box: HTMLElement | null, index: number, rowHeight: number): void {
  useLayoutEffect(() => {
    // Not laid out (hidden, or no layout at all), or no row to show.
    if (!box || index < 0 || box.clientHeight === 0) return;
    scrollToShow(box, index * rowHeight, (index + 1) * rowHeight);
  }, [box, index, rowHeight]);
}

/** Scrolls `box` the least that brings the span from `top` to `bottom` into its view. */
function scrollToShow(box: HTMLElement, top: number, bottom: number): void {
  if (top < box.scrollTop) box.scrollTop = top;
  else if (bottom > box.scrollTop + box.clientHeight) box.scrollTop = bottom - box.clientHeight;
}
