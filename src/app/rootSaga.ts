import { type SagaIterator } from 'redux-saga';
import { all, call } from 'redux-saga/effects';
import { authSaga } from '../features/auth';
import { preferencesSaga } from '../features/preferences';
import { shellSaga } from '../features/shell';

export function* rootSaga(): SagaIterator {
  yield all([call(preferencesSaga), call(authSaga), call(shellSaga)]);
}
