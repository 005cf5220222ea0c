import { type SagaIterator } from 'redux-saga';
import { all, delay, put, takeLatest } from 'redux-saga/effects';
import { getConfig } from '../../config/env';
import {
  type RecoveryForm,
  demoOutboxCall,
  forgotPasswordCall,
  forgotUsernameCall,
  recoveryCallWatchers,
  recoveryLeft,
  resendWindowSet,
  sendAgainElsewhere,
} from './slice';

type Accepted =
  ReturnType<typeof forgotPasswordCall.success> | ReturnType<typeof forgotUsernameCall.success>;

const formOf = (action: Accepted): RecoveryForm =>
  action.type === forgotPasswordCall.success.type ? 'password' : 'username';

const addressOf = (action: Accepted): string => {
  const request = action.payload.request;
  return 'email' in request ? request.email : request.phone_number;
};

/**
 * After an accepted request: "Resend" waits as long as the server says (60 s), counted from the
 * answer; a later answer restarts the count, leaving the page ends it. In the demo, the page then
 * reads what the demo's backend "sent" to that address, so the demo can go on (never in
 * connected mode: a real server sends real messages).
 */
function* afterAccepted(action: Accepted): SagaIterator {
  const form = formOf(action);
  if (getConfig().mode === 'demo') yield put(demoOutboxCall.request({ to: addressOf(action) }));
  const seconds = action.payload.data.resend_after_seconds;
  if (seconds > 0) {
    yield put(resendWindowSet({ form, at: Date.now() + seconds * 1000 }));
    yield delay(seconds * 1000);
  }
  yield put(resendWindowSet({ form, at: null }));
}

/** One count per form: a new answer, another address or leaving the page replaces it. */
function followResendWindow(form: RecoveryForm) {
  const success =
    form === 'password' ? forgotPasswordCall.success.type : forgotUsernameCall.success.type;
  return takeLatest(
    (action: { type: string; payload?: unknown }) =>
      action.type === success ||
      action.type === recoveryLeft.type ||
      (action.type === sendAgainElsewhere.type && action.payload === form),
    function* (action: { type: string }): SagaIterator {
      if (action.type === success) yield* afterAccepted(action as Accepted);
    },
  );
}

export function* recoverySaga(): SagaIterator {
  yield all([
    ...recoveryCallWatchers,
    followResendWindow('password'),
    followResendWindow('username'),
  ]);
}
