import { type SagaIterator } from 'redux-saga';
import { call, put } from 'redux-saga/effects';
import { selected } from '../../../state/typedEffects';
import { type RowBusy, rowBusy, selectBusy } from '../slice';

/**
 * Runs one row action (a list's or a contact's) unless one is already running for that row: its
 * buttons show a loader meanwhile, and a second click is ignored, so nothing is sent twice.
 */
export function* rowAction(id: number, busy: RowBusy, work: () => SagaIterator): SagaIterator {
  const running = yield* selected(selectBusy);
  if (running[id] !== undefined) return;
  yield put(rowBusy({ id, busy }));
  try {
    yield call(work);
  } finally {
    yield put(rowBusy({ id, busy: null }));
  }
}
