import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { keepOnlyVisibilityStyles } from './utils/visibilityStyles';

/** What files run in jsdom need besides tests/setup.ts: browser APIs antd reads, and a clean DOM. */

/** Windows already patched (a worker may keep one window for many files, or build one each). */
const patchedWindows = new WeakSet<Window>();

/** Browser APIs antd reads and jsdom lacks, and the reduced antd CSS: once per window. */
function patchWindow(): void {
  if (patchedWindows.has(window)) return;
  patchedWindows.add(window);
  keepOnlyVisibilityStyles();

  // The first render of a lazy page transforms antd on the fly; a shared 2-core machine needs slack.
  configure({ asyncUtilTimeout: 5000 });

  // antd reads these browser APIs, which jsdom does not have.
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: /min-width: (\d+)px/.test(query)
        ? Number(/min-width: (\d+)px/.exec(query)?.[1]) <= window.innerWidth
        : false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });

  class ResizeObserverStub {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  window.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
}

/**
 * Called by every jsdom file's set-up. Files share a worker's module cache (isolate: false), so
 * this module runs once per worker: the hooks must be registered by a call, not at import.
 */
export function prepareDom(): void {
  patchWindow();
  beforeEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
  });
  afterEach(() => {
    cleanup();
  });
}
