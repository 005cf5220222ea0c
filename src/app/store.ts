import { combineSlices, configureStore, createAction } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Task } from 'redux-saga';
import { authSlice } from '../features/auth';
import { preferencesSlice } from '../features/preferences';
import { shellSlice } from '../features/shell';
import { onFeatureRegistered } from '../state/lazyFeatures';
import { noticesSlice } from '../state/notices';
import { SERVICES_KEY, type SagaServices, sessionSlice } from '../state/session';
import type { StoreState } from '../state/storeState';
import { rootSaga } from './rootSaga';

export const rootReducer = combineSlices(
  sessionSlice,
  noticesSlice,
  authSlice,
  preferencesSlice,
  shellSlice,
  // Every other slice in StoreState joins when its screens load (src/state/lazyFeatures.ts).
).withLazyLoadedSlices<StoreState>();
export type RootState = ReturnType<typeof rootReducer>;

const LOADED_CONTACTS_PATH = 'contacts.contacts.rows';

/** Dispatched after a lazy domain joins, so its initial state is in the store at once. */
export const featureInjected = createAction<string>('app/featureInjected');

/** Builds the store and starts the sagas. Tests pass their own services to observe navigation and reloads. */
export function makeStore(services: SagaServices, preloadedState?: Partial<RootState>) {
  const sagaMiddleware = createSagaMiddleware({
    context: { [SERVICES_KEY]: services },
    onError: (error) => {
      // A saga that throws would stop its watcher; record it where the error reporter can see it.
      console.error('Unhandled saga error', error);
    },
  });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({
        thunk: false,
        // A list's contacts (up to 100,000 rows) are plain data; the development checks would
        // walk every row on every action.
        serializableCheck: {
          ignoredPaths: [LOADED_CONTACTS_PATH],
          // The contact import's intent hands the chosen File to its saga; no reducer keeps it.
          ignoredActions: ['contactImport/started'],
          // Its cache first asks whether the whole state is deeply frozen, which walks the ignored
          // rows too: 7 of a 100,000-contact load's 13 seconds.
          disableCache: true,
        },
        immutableCheck: { ignoredPaths: [LOADED_CONTACTS_PATH] },
      }).concat(sagaMiddleware),
  });
  const tasks: Task[] = [sagaMiddleware.run(rootSaga)];
  const stopInjecting = onFeatureRegistered((feature) => {
    rootReducer.inject({ reducerPath: feature.reducerPath, reducer: feature.reducer } as never);
    tasks.push(sagaMiddleware.run(feature.saga));
    store.dispatch(featureInjected(feature.reducerPath));
  });
  return Object.assign(store, {
    /**
     * Cancels every saga (their polls, debounces and calls in flight) and stops joining domains
     * that load later. A page's store lives as long as the page; tests stop theirs after each test.
     */
    stop(): void {
      stopInjecting();
      for (const task of tasks) task.cancel();
    },
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
