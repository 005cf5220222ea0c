import { type SagaIterator } from 'redux-saga';
import { all } from 'redux-saga/effects';
import { affiliateCallWatchers } from './slice';

/** The affiliate pages only read: their calls' watchers are the whole of it. */
export function* affiliateSaga(): SagaIterator {
  yield all(affiliateCallWatchers);
}
