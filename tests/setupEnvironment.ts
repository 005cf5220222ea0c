/**
 * Runs before anything else of tests/setup.ts. Files that need no DOM run in Node
 * (`// @vitest-environment node`), with no jsdom to build; the app's config still reads its origin
 * there (the demo's API bases hang off it), so Node gets jsdom's.
 */
if (typeof window !== 'undefined') (await import('./setupDom')).prepareDom();
else globalThis.location ??= new URL('http://localhost:3000') as unknown as Location;

export {};
