import { type SagaIterator } from 'redux-saga';
import { all } from 'redux-saga/effects';
import { contactWatchers } from './contactSagas';
import { failedWatchers } from './failedSagas';
import { listWatchers } from './listSagas';

export function* contactsSaga(): SagaIterator {
  yield all([...listWatchers, ...contactWatchers, ...failedWatchers]);
}
