import { type SagaIterator } from 'redux-saga';
import { all, delay, put, takeLatest } from 'redux-saga/effects';
import { PROFILE_LOADER_MS } from '../../config/constants';
import { putAndRun } from '../../state/callSaga';
import { successRaised } from '../../state/notices';
import { profileUpdated } from '../auth';
import type { Profile } from '../auth';
import {
  accountCallWatchers,
  apiKeyCall,
  changePasswordCall,
  checkPhoneCall,
  editCoachCall,
  editDetailsCall,
  mobileFinished,
  mobileSubmitted,
  regenerateApiKeyCall,
  updateEmailCall,
  updateMobileCall,
  updateReferralNotesCall,
  updateSecondaryEmailCall,
  updatingShown,
} from './slice';

/** The calls whose answer is the profile the server kept. */
const PROFILE_CHANGES = [
  editDetailsCall,
  editCoachCall,
  updateMobileCall,
  updateEmailCall,
  updateSecondaryEmailCall,
  updateReferralNotesCall,
];

type ProfileAnswer = { type: string; payload: { data: Profile } };

/**
 * After a profile change: the top bar and the stored session take the profile the server kept,
 * the user is told, and the spec's loader covers the page for 2000 ms (accounts-money §9) while
 * the rest of the app catches up. A password change shows the loader too, with its own words.
 */
function* afterChange(action: { type: string; payload?: unknown }): SagaIterator {
  if (action.type === changePasswordCall.success.type)
    yield put(successRaised({ id: 'account.password.changed' }));
  else {
    yield put(profileUpdated((action as ProfileAnswer).payload.data));
    yield put(successRaised({ id: 'account.saved' }));
  }
  yield put(updatingShown(true));
  yield delay(PROFILE_LOADER_MS);
  yield put(updatingShown(false));
}

/** The mobile: checked against the other accounts first, then saved. */
function* saveMobile(action: ReturnType<typeof mobileSubmitted>): SagaIterator {
  try {
    const checked = yield* putAndRun(checkPhoneCall, { phone_number: action.payload.phone_no });
    if (!checked.ok) return;
    yield* putAndRun(updateMobileCall, { phone_no: checked.success.data.phone_number });
  } finally {
    yield put(mobileFinished());
  }
}

export function* accountSaga(): SagaIterator {
  yield all([
    ...accountCallWatchers,
    takeLatest(
      [...PROFILE_CHANGES.map((trio) => trio.success.type), changePasswordCall.success.type],
      afterChange,
    ),
    takeLatest(mobileSubmitted.type, saveMobile),
    // A new key changes the summary the page shows under it.
    takeLatest(regenerateApiKeyCall.success.type, function* reread(): SagaIterator {
      yield put(apiKeyCall.request({}));
    }),
  ]);
}
