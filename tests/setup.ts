import '../src/config/zod';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { requireDomain } from '../src/i18n/domainMessages';
import { LAZY_DOMAINS, type LazyDomain } from '../src/i18n/lazyDomains';
import { resetDatabase } from '../src/mocks/db';
import { setMockFault } from '../src/mocks/kit/faults';
import { server } from '../src/mocks/node';

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

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// Components rendered on their own (not through their lazy route) still find their messages.
beforeAll(() =>
  Promise.all(Object.keys(LAZY_DOMAINS).map((domain) => requireDomain(domain as LazyDomain))),
);
beforeEach(() => {
  resetDatabase();
  setMockFault(null);
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  // Request recorders (tests/utils/requests.ts) listen for one test only.
  server.events.removeAllListeners();
});
afterAll(() => server.close());
