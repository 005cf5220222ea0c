import { type SagaIterator } from 'redux-saga';
import { all, delay, put, takeEvery, takeLatest } from 'redux-saga/effects';
import { resubscribeClosed } from './api';
import {
  emailUnsubscribeCall,
  resubscribeWindowSet,
  smsUnsubscribeCall,
  unsubscribeCallWatchers,
} from './slice';

type Answer = ReturnType<typeof smsUnsubscribeCall.success>;
type Answered = Answer | ReturnType<typeof smsUnsubscribeCall.clear>;
type Failed = ReturnType<typeof smsUnsubscribeCall.failure>;

const SUCCESS = [smsUnsubscribeCall.success.type, emailUnsubscribeCall.success.type];
const FAILURE = [smsUnsubscribeCall.failure.type, emailUnsubscribeCall.failure.type];
const CLEAR = [smsUnsubscribeCall.clear.type, emailUnsubscribeCall.clear.type];

/**
 * The time left to undo an unsubscribe. The server counts it (`resubscribe_seconds`, so the
 * page's clock being off does not matter); the page offers "Resubscribe" from the answer until
 * that many seconds later. A later answer or leaving the page (the call's clear) replaces the
 * running count (takeLatest); a failed call leaves it running.
 */
function* followResubscribeWindow(action: Answered): SagaIterator {
  if (SUCCESS.includes(action.type)) {
    const { data } = (action as Answer).payload;
    if (data.state === 'unsubscribed' && data.resubscribe_seconds > 0) {
      yield put(resubscribeWindowSet(Date.now() + data.resubscribe_seconds * 1000));
      yield delay(data.resubscribe_seconds * 1000);
    }
  }
  yield put(resubscribeWindowSet(null));
}

/** A resubscribe refused because its time has passed (409) ends the offer at once. */
function* closeWhenRefused(action: Failed): SagaIterator {
  if (resubscribeClosed(action.payload.error)) yield put(resubscribeWindowSet(null));
}

export function* unsubscribeSaga(): SagaIterator {
  yield all([
    ...unsubscribeCallWatchers,
    takeLatest([...SUCCESS, ...CLEAR], followResubscribeWindow),
    takeEvery(FAILURE, closeWhenRefused),
  ]);
}
