import { type SagaIterator } from 'redux-saga';
import { all, put, takeEvery } from 'redux-saga/effects';
import { profileRefreshWanted } from '../../auth';
import { firstLoginSeenCall, welcomeCallWatchers } from './slice';

/** Once the server has the flag, the profile is read again so every screen agrees with it. */
export function* welcomeSaga(): SagaIterator {
  yield all([
    ...welcomeCallWatchers,
    takeEvery(firstLoginSeenCall.success.type, function* refreshProfile(): SagaIterator {
      yield put(profileRefreshWanted());
    }),
  ]);
}
