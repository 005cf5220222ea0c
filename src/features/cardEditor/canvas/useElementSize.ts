import { type RefObject, useLayoutEffect, useState } from 'react';

export interface ElementSize {
  width: number;
  height: number;
}

/** The size taken by an element that is not laid out (tests, a hidden tab). */
const NOT_LAID_OUT: ElementSize = { width: 800, height: 560 };

/**
 * An element's content size, kept current as the window or the panels around it change. It is
 * null until the element was measured (in the layout phase, before anything is painted), so what
 * depends on the size is not built once at a guessed size and then rebuilt: a stage resized after
 * its first draw draws every layer again, at once.
 */
export function useElementSize(ref: RefObject<HTMLElement | null>): ElementSize | null {
  const [size, setSize] = useState<ElementSize | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const width = element.clientWidth;
      const height = element.clientHeight;
      const next = width > 0 && height > 0 ? { width, height } : null;
      setSize((old) => {
        if (!next) return old ?? NOT_LAID_OUT;
        return old?.width === next.width && old.height === next.height ? old : next;
      });
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}
