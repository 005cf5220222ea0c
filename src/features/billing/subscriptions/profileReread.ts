import { type SagaIterator } from 'redux-saga';
import { delay, put, race, take } from 'redux-saga/effects';
import { PROFILE_TIMEOUT_MS } from '../../../config/constants';
import { profileCall, profileRefreshWanted } from '../../auth';

/**
 * Asks the auth saga to read the profile again and waits for its answer (or for its timeout to
 * have passed), so the dashboard's guard sees the account's new status before the app moves on.
 */
export function* profileReread(): SagaIterator {
  yield put(profileRefreshWanted());
  yield race({
    answered: take([profileCall.success.type, profileCall.failure.type]),
    givenUp: delay(PROFILE_TIMEOUT_MS + 1_000),
  });
}
