import { type RefObject, useLayoutEffect, useState } from 'react';

/** An element's content size, kept current as the window or the panels around it change. */
export function useElementSize(
  ref: RefObject<HTMLElement | null>,
  fallback = { width: 800, height: 560 },
) {
  const [size, setSize] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const width = element.clientWidth;
      const height = element.clientHeight;
      // An element not laid out (tests, a hidden tab) keeps the fallback rather than collapsing.
      if (width > 0 && height > 0)
        setSize((old) => (old.width === width && old.height === height ? old : { width, height }));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}
