/**
 * Workers have no localStorage, and msw's cookie store asks for one when its module loads (it
 * takes any non-Node environment for a page). The backend keeps no cookies across reloads, so an
 * in-memory Storage does. Imported first by backend.worker.ts, before msw.
 */
if (typeof globalThis.localStorage === 'undefined') {
  const items = new Map<string, string>();
  const storage: Storage = {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
  Object.defineProperty(globalThis, 'localStorage', { value: storage });
}

export {};
