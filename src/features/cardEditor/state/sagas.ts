import { type SagaIterator } from 'redux-saga';
import { all, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { latest } from '../../../state/watchers';
import { libraryCardsCall, previewContactsCall, previewListsCall } from './calls';
import { loadCard } from './loadSaga';
import { afterSave, saveCard } from './saveSaga';
import { cardOpened, saveFollowUp, saveRequested } from './slice';

export function* cardEditorSaga(): SagaIterator {
  yield all([
    // Opening another card cancels the load of the one before.
    takeLatest(cardOpened, loadCard),
    // A second click while saving is ignored: one save at a time, never two creates.
    takeLeading(saveRequested, saveCard),
    // What follows a save runs on its own, so the next save need not wait for its answers.
    takeEvery(saveFollowUp, afterSave),
    latest(previewListsCall),
    latest(previewContactsCall),
    latest(libraryCardsCall),
  ]);
}
