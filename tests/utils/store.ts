import { makeStore } from '../../src/app/store';
import { createTestServices } from './services';

/** A real store with real sagas, talking to the msw mock backend. */
export function createTestStore() {
  const services = createTestServices();
  const store = makeStore(services);
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
