import { type EventChannel, type SagaIterator, eventChannel } from 'redux-saga';
import { call, fork, put, take, takeEvery } from 'redux-saga/effects';
import { APP_STORAGE_KEYS } from '../../lib/storageKeys';
import { selected } from '../../state/typedEffects';
import {
  type PreferencesState,
  localeChosen,
  preferencesLoaded,
  sanitizePreferences,
  selectPreferences,
  themeChosen,
} from './slice';

function readStored(): unknown {
  try {
    return JSON.parse(window.localStorage.getItem(APP_STORAGE_KEYS.preferences) ?? 'null');
  } catch {
    return null;
  }
}

function* persist(): SagaIterator {
  const preferences = yield* selected(selectPreferences);
  try {
    window.localStorage.setItem(APP_STORAGE_KEYS.preferences, JSON.stringify(preferences));
  } catch {
    // A full or blocked storage only means the choice lasts for this visit.
  }
  document.documentElement.lang = preferences.locale;
}

/**
 * Each time another tab of the app stores the preferences (or clears the storage): the browser
 * tells every other tab of the origin with a `storage` event, never the tab that wrote.
 */
function storedByAnotherTab(): EventChannel<true> {
  return eventChannel<true>((emit) => {
    const onStorage = (event: StorageEvent) => {
      if (event.storageArea !== window.localStorage) return;
      if (event.key === APP_STORAGE_KEYS.preferences || event.key === null) emit(true);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  });
}

const samePreferences = (a: PreferencesState, b: PreferencesState) =>
  (Object.keys(a) as (keyof PreferencesState)[]).every((key) => a[key] === b[key]);

/**
 * A language or theme chosen in another tab shows here too, as a reload would show it. Nothing is
 * written back: the choice is already stored.
 */
function* followOtherTabs(): SagaIterator {
  const changes = (yield call(storedByAnotherTab)) as EventChannel<true>;
  try {
    for (;;) {
      yield take(changes);
      const stored = sanitizePreferences(readStored());
      if (samePreferences(stored, yield* selected(selectPreferences))) continue;
      yield put(preferencesLoaded(stored));
      document.documentElement.lang = stored.locale;
    }
  } finally {
    changes.close();
  }
}

/**
 * The language and theme choice is persisted and restored before the first render, and follows a
 * choice made in another tab.
 */
export function* preferencesSaga(): SagaIterator {
  yield put(preferencesLoaded(sanitizePreferences(readStored())));
  document.documentElement.lang = (yield* selected(selectPreferences)).locale;
  yield fork(followOtherTabs);
  yield takeEvery([localeChosen.type, themeChosen.type], persist);
}
