import '../src/config/zod';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { requireDomain } from '../src/i18n/domainMessages';
import { LAZY_DOMAINS, type LazyDomain } from '../src/i18n/lazyDomains';
import { resetDatabase } from '../src/mocks/db';
import { setMockFault } from '../src/mocks/kit/faults';
import { server } from '../src/mocks/node';
import { watchServerActivity } from './utils/serverActivity';
import { stopTestStores } from './utils/store';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// Components rendered on their own (not through their lazy route) still find their messages.
beforeAll(() =>
  Promise.all(Object.keys(LAZY_DOMAINS).map((domain) => requireDomain(domain as LazyDomain))),
);
beforeEach(() => {
  resetDatabase();
  setMockFault(null);
  watchServerActivity();
});
afterEach(() => {
  // Sagas first: a poll or page load of this test must not reach the next test's handlers.
  stopTestStores();
  server.resetHandlers();
  // Request recorders (tests/utils/requests.ts) listen for one test only.
  server.events.removeAllListeners();
});
afterAll(() => server.close());
