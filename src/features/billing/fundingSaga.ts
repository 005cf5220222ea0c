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
import {
  type FundIntent,
  clearFundIntent,
  intentFor,
  readFundIntent,
  saveFundIntent,
} from './fundIntent';
import { chargeCardCall, fundRequested, fundSettled, topUpCall } from './slice';

/**
 * One funding: charge the card (once per intent), then credit the charge to the balance
 * (orders/credit/top-up, also once per intent), then the toast and the fresh profile, whose
 * balance the top bar shows.
 */
function* fund(action: ReturnType<typeof fundRequested>): SagaIterator {
  const userId = yield* selected(selectSessionUserId);
  if (userId === null) return;
  let intent: FundIntent = intentFor(readFundIntent(userId), { userId, ...action.payload });
  saveFundIntent(intent);
  const amount = centsToDollars(intent.amountCents);

  if (intent.chargeId === null) {
    const charged = yield* putAndRun(chargeCardCall, {
      payment_token: intent.cardId,
      amount,
      idempotency_key: intent.key,
    });
    if (!charged.ok) {
      yield* settle(userId, charged.failure.error);
      return;
    }
    intent = { ...intent, chargeId: charged.success.data.charge_id };
    saveFundIntent(intent);
  }

  const credited = yield* putAndRun(topUpCall, {
    charge_id: intent.chargeId!,
    amount,
    idempotency_key: intent.key,
  });
  if (!credited.ok) {
    yield* settle(userId, credited.failure.error);
    return;
  }
  clearFundIntent(userId);
  yield put(
    successRaised({
      id: 'billing.fund.added',
      values: { amount: centsToDollars(credited.success.data.added) },
    }),
  );
  yield put(profileRefreshWanted());
  yield put(fundSettled({ outcome: 'credited' }));
}

function* settle(userId: number, error: ApiFailure): SagaIterator {
  const final = isFinalAnswer(error);
  if (final) clearFundIntent(userId);
  yield put(fundSettled({ outcome: final ? 'refused' : 'unanswered' }));
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
