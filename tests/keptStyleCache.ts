import { createRequire } from 'node:module';

/**
 * antd's CSS-in-JS keeps each generated style (and each theme's computed token) in a global cache
 * entry counted by the components using it, and drops the entry when the count falls to zero.
 * Every test unmounts its whole screen, so every test generated every antd style again (styles
 * objects, stylis serialisation, hashing): a quarter of React's work in rendering a screen.
 *
 * Here an entry whose count falls to zero is kept, at zero, instead of dropped. A later mount then
 * finds it, exactly as a second component finds the entry a first one made: antd keys each entry
 * by everything its value depends on (the theme's token hash, the component's path and prefix),
 * and relies on that whenever two components share one. The style elements themselves are still
 * written by antd on every mount (its insertion effect runs whether the entry was found or made).
 */

type CacheEntry = readonly [count: number, value: unknown];
type Updater = (previous: CacheEntry | undefined) => CacheEntry | null;

interface CssInJsCache {
  prototype: { opUpdate: (this: unknown, key: string, update: Updater) => void };
}

const require = createRequire(import.meta.url);
/** Marks the patched method; a registered symbol, so a second copy of this module sees it too. */
const KEPT = Symbol.for('antd style cache entries kept at zero');

/** Installs the kept entries; once per worker (files share its module cache). */
function keepAntdStyleCache(): void {
  // The CommonJS build: the one antd's own build requires (a different copy would not be patched).
  const { default: Cache } = require('@ant-design/cssinjs/lib/Cache') as { default: CssInJsCache };
  const update = Cache.prototype.opUpdate;
  if (KEPT in update) return;
  const keepAtZero = function (this: unknown, key: string, updater: Updater) {
    return update.call(this, key, (previous) => {
      const next = updater(previous);
      return next === null && previous ? [0, previous[1]] : next;
    });
  };
  Cache.prototype.opUpdate = Object.assign(keepAtZero, { [KEPT]: true });
}

keepAntdStyleCache();
