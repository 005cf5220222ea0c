import { type SagaIterator, type Task } from 'redux-saga';
import { delay, fork, put, race, take } from 'redux-saga/effects';
import { type ApiFailure, isFinalAnswer } from '../../api';
import { FUNDING_DEBOUNCE_MS } from '../../config/constants';
import { centsToDollars } from '../../lib/money';
import { putAndRun } from '../../state/callSaga';
import { successRaised } from '../../state/notices';
import { selectSessionUserId } from '../../state/session';
import { selected } from '../../state/typedEffects';
import { profileRefreshWanted } from '../auth';
import { intentOutcome } from '../moneyCheck';
import {
  type FundIntent,
  clearFundIntent,
  intentFor,
  readFundIntent,
  saveFundIntent,
} from './fundIntent';
import { chargeCardCall, fundRequested, fundSettled, topUpCall } from './slice';

/** The funding went through: the toast with what was added, and the fresh balance. */
function* credited(userId: number, addedCents: number): SagaIterator {
  clearFundIntent(userId);
  yield put(successRaised({ id: 'billing.fund.added', values: { amount: addedCents / 100 } }));
  yield put(profileRefreshWanted());
}

/**
 * An earlier funding never heard back about, now that the user asks for another: the ledger says
 * what it did (the server credits a charge the client never asked to top up, billing/reconcile).
 * Returns true when the new funding may go ahead (the earlier one never happened).
 */
function* settleEarlier(userId: number, earlier: FundIntent): SagaIterator<boolean> {
  const found = yield* intentOutcome(earlier.key);
  if (found.kind === 'notDone') {
    clearFundIntent(userId);
    return true;
  }
  if (found.kind === 'done') {
    clearFundIntent(userId);
    yield put(profileRefreshWanted());
    yield put(fundSettled({ outcome: 'earlierCredited', amountCents: earlier.amountCents }));
  } else {
    yield put(fundSettled({ outcome: 'earlierUnknown', amountCents: earlier.amountCents }));
  }
  return false;
}

/**
 * One funding: charge the card (once per intent), then credit the charge to the balance
 * (orders/credit/top-up, also once per intent), then the toast and the fresh profile, whose
 * balance the top bar shows. An earlier funding left unanswered is settled first.
 */
function* fund(action: ReturnType<typeof fundRequested>): SagaIterator {
  const userId = yield* selected(selectSessionUserId);
  if (userId === null) return;
  const unfinished = readFundIntent(userId);
  let intent: FundIntent = intentFor(unfinished, { userId, ...action.payload });
  if (unfinished && unfinished.key !== intent.key && !(yield* settleEarlier(userId, unfinished)))
    return;
  saveFundIntent(intent);
  const amount = centsToDollars(intent.amountCents);

  if (intent.chargeId === null) {
    const charged = yield* putAndRun(chargeCardCall, {
      payment_token: intent.cardId,
      amount,
      idempotency_key: intent.key,
    });
    if (!charged.ok) {
      yield* settle(userId, intent, charged.failure.error);
      return;
    }
    intent = { ...intent, chargeId: charged.success.data.charge_id };
    saveFundIntent(intent);
  }

  const toppedUp = yield* putAndRun(topUpCall, {
    charge_id: intent.chargeId!,
    amount,
    idempotency_key: intent.key,
  });
  if (!toppedUp.ok) {
    yield* settle(userId, intent, toppedUp.failure.error);
    return;
  }
  yield* credited(userId, toppedUp.success.data.added);
  yield put(fundSettled({ outcome: 'credited' }));
}

/**
 * A failed step: a refusal ends the intent; with no answer, the ledger is read at once to find
 * out whether the money moved (and the dialog says what was found).
 */
function* settle(userId: number, intent: FundIntent, error: ApiFailure): SagaIterator {
  if (isFinalAnswer(error)) {
    clearFundIntent(userId);
    yield put(fundSettled({ outcome: 'refused' }));
    return;
  }
  const found = yield* intentOutcome(intent.key);
  if (found.kind === 'done') {
    yield* credited(userId, intent.amountCents);
    yield put(fundSettled({ outcome: 'credited' }));
    return;
  }
  yield put(fundSettled({ outcome: found.kind === 'notDone' ? 'notCharged' : 'unanswered' }));
}

/**
 * Presses of Fund Account are debounced by 1.5 s (accounts-money §4): a burst is one funding, sent
 * after the last press. Presses while a funding runs are ignored: it is already on its way.
 */
export function* fundingSaga(): SagaIterator {
  let running: Task | null = null;
  for (;;) {
    let wanted = (yield take(fundRequested)) as ReturnType<typeof fundRequested>;
    if (running?.isRunning()) continue;
    for (;;) {
      const { later } = (yield race({
        later: take(fundRequested),
        quiet: delay(FUNDING_DEBOUNCE_MS),
      })) as { later?: ReturnType<typeof fundRequested> };
      if (!later) break;
      wanted = later;
    }
    running = (yield fork(fund, wanted)) as Task;
  }
}
