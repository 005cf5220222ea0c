import '@testing-library/jest-dom/vitest';
// jsdom has no 2D canvas; the card editor's Konva stage draws on this recording stand-in, so every
// screen renders through its route. What is drawn is checked in Chromium (tests/e2e).
import 'vitest-canvas-mock';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { keepOnlyVisibilityStyles } from './utils/visibilityStyles';

/** What files run in jsdom need besides tests/setup.ts: browser APIs antd reads, and a clean DOM. */

/** Bounds the wait for an idle app: an endless frame loop must not hang a test. */
const MAX_IDLE_TURNS = 20;

/**
 * jsdom draws a frame every 16 ms; antd's motions (a message leaving, a popup closing) and the
 * contact grid's scroll wait for frames. Here a frame comes on the next turn of the event loop,
 * and the count of frames asked for and not yet run says whether the page is still moving.
 */
function instantAnimationFrames(): () => boolean {
  const pending = new Map<number, number>();
  let next = 1;
  window.requestAnimationFrame = (callback: FrameRequestCallback) => {
    const id = next++;
    pending.set(
      id,
      window.setTimeout(() => {
        pending.delete(id);
        callback(performance.now());
      }, 0),
    );
    return id;
  };
  window.cancelAnimationFrame = (id: number) => {
    window.clearTimeout(pending.get(id));
    pending.delete(id);
  };
  return () => pending.size > 0;
}

/**
 * jsdom's HTMLCollection is a Proxy, and it reads every property that is not an index (`length`
 * included) by first looking the name up among its elements' ids and names: a pass over the whole
 * collection. Its iterator is Array's, which reads `length` before each element, so
 * `Array.from(head.children)` costs the square of the collection's size. antd does exactly that on
 * every style it writes (rc-util's and the icons' findStyles, over document.head's several hundred
 * style elements): 4 % of the suite's time. This iterator reads indices only, and, like Array's,
 * ends at the first index past the live collection's end.
 */
function iterateCollectionsByIndex(): void {
  Object.defineProperty(window.HTMLCollection.prototype, Symbol.iterator, {
    configurable: true,
    writable: true,
    value: function* collectionItems(this: HTMLCollection) {
      for (let index = 0; ; index++) {
        const item = this[index];
        if (item === undefined) return;
        yield item;
      }
    },
  });
}

/** Windows already patched (a worker may keep one window for many files, or build one each). */
const patchedWindows = new WeakSet<Window>();

/** Browser APIs antd reads and jsdom lacks, and the reduced antd CSS: once per window. */
function patchWindow(): void {
  if (patchedWindows.has(window)) return;
  patchedWindows.add(window);
  keepOnlyVisibilityStyles();
  iterateCollectionsByIndex();

  // The first render of a lazy page transforms antd on the fly; a shared 2-core machine needs slack.
  configure({ asyncUtilTimeout: 5000 });
  const framesPending = instantAnimationFrames();
  // Under React's production build (tests/reactProduction.ts), a user-event action or a waitFor
  // ends once React has rendered what it scheduled and the animation frames that follow from it
  // (antd's motions remove a closed message or popup a frame later) have run, as the development
  // build's act and its slower renders gave them time to.
  const reactIdle = (globalThis as { __whenReactIsIdle?: () => Promise<void> }).__whenReactIsIdle;
  if (reactIdle)
    configure((existing) => ({
      asyncWrapper: (callback) =>
        existing.asyncWrapper(async () => {
          const result: unknown = await callback();
          for (let turn = 0; turn < MAX_IDLE_TURNS; turn++) {
            await reactIdle();
            if (!framesPending()) break;
            await new Promise((resolve) => window.setTimeout(resolve, 0));
          }
          return result;
        }),
    }));

  // antd reads these browser APIs, which jsdom does not have. The window asks for reduced motion:
  // jsdom plays no animation, so antd's open and close motions would otherwise end on a timer
  // (a closing message stays in the document for half a second), and tests would race it.
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: /min-width: (\d+)px/.test(query)
        ? Number(/min-width: (\d+)px/.exec(query)?.[1]) <= window.innerWidth
        : query.includes('prefers-reduced-motion: reduce'),
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
