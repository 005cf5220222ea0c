import { type SagaIterator } from 'redux-saga';
import { put, takeEvery } from 'redux-saga/effects';
import { APP_STORAGE_KEYS } from '../../lib/storageKeys';
import { selected } from '../../state/typedEffects';
import {
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

/** The language and theme choice is persisted and restored before the first render. */
export function* preferencesSaga(): SagaIterator {
  yield put(preferencesLoaded(sanitizePreferences(readStored())));
  document.documentElement.lang = (yield* selected(selectPreferences)).locale;
  yield takeEvery([localeChosen.type, themeChosen.type], persist);
}
