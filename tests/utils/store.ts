import type { SagaServices } from '../../src/state/session';
import { type AppStore, makeStore } from '../../src/app/store';
import { createTestServices } from './services';

/** The stores this test made; tests/setup.ts stops them after each test. */
const liveStores = new Set<AppStore>();

/**
 * The app's store for a test. Its sagas are stopped after the test (stopTestStores), so no poll,
 * page load or debounce of one test runs on into the next.
 */
export function makeTestStore(services: SagaServices): AppStore {
  const store = makeStore(services);
  liveStores.add(store);
  return store;
}

/** Stops every store made during the test (tests/setup.ts, after each test). */
export function stopTestStores(): void {
  for (const store of liveStores) store.stop();
  liveStores.clear();
}

/** A real store with real sagas, talking to the msw mock backend. */
export function createTestStore() {
  const services = createTestServices();
  const store = makeTestStore(services);
  return { store, services };
}

/** Waits until the store reaches a state, failing with a clear message after a timeout. */
export function waitForState<T>(
  store: ReturnType<typeof makeStore>,
  pick: (state: ReturnType<ReturnType<typeof makeStore>['getState']>) => T,
  accept: (value: T) => boolean,
  timeoutMs = 3000,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const value = pick(store.getState());
      if (accept(value)) {
        unsubscribe();
        clearTimeout(timer);
        resolve(value);
        return true;
      }
      return false;
    };
    const unsubscribe = store.subscribe(() => void check());
    const timer = setTimeout(() => {
      unsubscribe();
      reject(
        new Error(
          `State not reached in ${timeoutMs} ms: ${JSON.stringify(pick(store.getState()))}`,
        ),
      );
    }, timeoutMs);
    check();
  });
}
