import { type SagaIterator } from 'redux-saga';
import { all, call, fork, put, takeEvery, takeLatest } from 'redux-saga/effects';
import { isFinalAnswer } from '../../api';
import { genericErrorRaised, successRaised } from '../../state/notices';
import { demoTokenFacts } from './cardToken';
import { type CallOutcome, putAndRun } from '../../state/callSaga';
import { selected } from '../../state/typedEffects';
import { every, latest } from '../../state/watchers';
import { profileRefreshWanted } from '../auth';
import { fundingSaga } from './fundingSaga';
import {
  addCardCall,
  autoFundCall,
  cardDeleteWanted,
  cardsCall,
  deleteCardCall,
  myPricingCall,
  planPricingCall,
  pricingTableCall,
  selectPricingTable,
  setDefaultCardCall,
  updateCardCall,
} from './slice';
import { PRICING_PLANS, type PricingPlan } from './endpoints/pricing';
import type { PricingSummary } from './schemas';

/** The default card cannot be deleted: refused here, before any call (accounts-money §5, §8). */
function* deleteCard(action: ReturnType<typeof cardDeleteWanted>): SagaIterator {
  const card = action.payload;
  if (card.defaultcard_status === 1) {
    yield put(genericErrorRaised({ id: 'billing.cards.defaultNotDeletable' }));
    return;
  }
  const outcome = yield* putAndRun(deleteCardCall, { card_id: card.id });
  if (outcome.ok) yield put(successRaised({ id: 'billing.cards.deleted' }));
}

/**
 * A card whose answer never came: the list says whether it was added (the same brand, last four
 * digits and expiry); if so the dialog closes as if the answer had come. A card Stripe took
 * cannot be recognised so: its key still makes Save again add it once.
 */
function* findOutCard(action: ReturnType<typeof addCardCall.failure>): SagaIterator {
  const { request, error } = action.payload;
  if (isFinalAnswer(error)) return;
  const facts = demoTokenFacts(request.card_token);
  if (!facts) return;
  const read = yield* putAndRun(cardsCall, {});
  if (!read.ok) return;
  const card = read.success.data.find(
    (row) =>
      row.brand.toLowerCase() === facts.brand &&
      row.last4 === facts.last4 &&
      row.exp_month === facts.exp_month &&
      row.exp_year === facts.exp_year,
  );
  if (card)
    yield put(
      addCardCall.success({ request, data: card, totalCount: undefined, message: undefined }),
    );
  else yield put(genericErrorRaised({ id: 'billing.cards.notAdded' }));
}

/** A saved card changes the list: read it again, so the DEFAULT marker is the server's. */
function* cardSaved(): SagaIterator {
  yield put(successRaised({ id: 'billing.cards.saved' }));
  yield* putAndRun(cardsCall, {});
}

function* autoFundChanged(action: ReturnType<typeof autoFundCall.success>): SagaIterator {
  const on = action.payload.data.autofund_status === 1;
  yield put(successRaised({ id: on ? 'billing.autoFund.enabled' : 'billing.autoFund.disabled' }));
  yield put(profileRefreshWanted());
}

/**
 * The user's prices and each plan's, asked all at once (one round trip rather than one per table)
 * and kept for the session: prices do not change while the user is signed in. The first failure
 * (already toasted) is the table's.
 */
function* loadPricingTable(): SagaIterator {
  const kept = (yield* selected(selectPricingTable)).data;
  if (kept) {
    yield put(
      pricingTableCall.success({
        request: {},
        data: kept,
        totalCount: undefined,
        message: undefined,
      }),
    );
    return;
  }
  function* readMine(): SagaIterator<CallOutcome<unknown, PricingSummary>> {
    return yield* putAndRun(myPricingCall, {});
  }
  function* readPlan(plan: PricingPlan): SagaIterator<CallOutcome<unknown, PricingSummary>> {
    return yield* putAndRun(planPricingCall, { plan });
  }
  const [mine, ...plans] = (yield all([
    call(readMine),
    ...PRICING_PLANS.map((plan) => call(readPlan, plan)),
  ])) as CallOutcome<unknown, PricingSummary>[];
  const failed = [mine!, ...plans].find((outcome) => !outcome.ok);
  if (failed && !failed.ok) {
    yield put(pricingTableCall.failure({ request: {}, error: failed.failure.error }));
    return;
  }
  const byPlan = Object.fromEntries(
    PRICING_PLANS.map((plan, index) => {
      const outcome = plans[index]!;
      return [plan, outcome.ok ? outcome.success.data : null];
    }),
  ) as Record<PricingPlan, PricingSummary>;
  yield put(
    pricingTableCall.success({
      request: {},
      data: { mine: mine!.ok ? mine!.success.data : (null as never), ...byPlan },
      totalCount: undefined,
      message: undefined,
    }),
  );
}

export function* billingSaga(): SagaIterator {
  yield all([
    latest(cardsCall),
    every(addCardCall),
    every(updateCardCall),
    every(setDefaultCardCall),
    every(autoFundCall),
    takeEvery(cardDeleteWanted, deleteCard),
    takeEvery([addCardCall.success, updateCardCall.success], cardSaved),
    takeEvery(addCardCall.failure, findOutCard),
    takeEvery(setDefaultCardCall.success, function* defaultChanged(): SagaIterator {
      yield put(successRaised({ id: 'billing.cards.defaultSet' }));
    }),
    takeEvery(autoFundCall.success, autoFundChanged),
    takeLatest(pricingTableCall.request, loadPricingTable),
    fork(fundingSaga),
  ]);
}
