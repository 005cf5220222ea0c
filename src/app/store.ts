import { combineSlices, configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { authSlice } from '../features/auth';
import { preferencesSlice } from '../features/preferences';
import { shellSlice } from '../features/shell';
import { noticesSlice } from '../state/notices';
import { SERVICES_KEY, type SagaServices, sessionSlice } from '../state/session';
import { rootSaga } from './rootSaga';

export const rootReducer = combineSlices(
  sessionSlice,
  noticesSlice,
  authSlice,
  preferencesSlice,
  shellSlice,
);
export type RootState = ReturnType<typeof rootReducer>;

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
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagaMiddleware),
  });
  sagaMiddleware.run(rootSaga);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
