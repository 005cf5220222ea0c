import { type SagaIterator } from 'redux-saga';
import { put } from 'redux-saga/effects';
import { genericErrorRaised } from '../../state/notices';
import { type IntentOutcome, intentOutcome } from './intentOutcome';

/**
 * A money call failed without the server deciding (no answer, a 5xx, a garbled reply): the screen
 * already says the outcome is open and that pressing again will not charge twice. This reads the
 * ledger by the intent's key and says what happened when it did not go through; the caller goes
 * on to its own success path when it did. `unknown` leaves the open words as they are.
 */
export function* findOutOpenOutcome(key: string): SagaIterator<IntentOutcome> {
  const found = yield* intentOutcome(key);
  if (found.kind === 'notDone') yield put(genericErrorRaised({ id: 'money.notDone' }));
  return found;
}

/**
 * Before a new order is sent while an earlier one was never heard back about: `go` when the
 * earlier one never happened (the new one may be sent), `done` when it did (nothing new is sent:
 * the caller shows that order), `stop` when it still cannot be told (said to the user).
 */
export function* settleEarlierOrder(
  key: string,
): SagaIterator<{ next: 'go' } | { next: 'stop' } | { next: 'done'; found: IntentOutcome }> {
  const found = yield* intentOutcome(key);
  if (found.kind === 'notDone') return { next: 'go' };
  if (found.kind === 'done') return { next: 'done', found };
  yield put(genericErrorRaised({ id: 'money.earlierUnknown' }));
  return { next: 'stop' };
}
