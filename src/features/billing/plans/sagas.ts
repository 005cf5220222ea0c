import { type SagaIterator } from 'redux-saga';
import { all, call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import { isFinalAnswer } from '../../../api';
import { PLAN_SKUS, PRICE_QUANTITY, type PlanSku } from '../../../config/constants';
import { paths } from '../../../config/paths';
import { putAndRun } from '../../../state/callSaga';
import type { CallOutcome } from '../../../state/callSaga';
import { genericErrorRaised, successRaised } from '../../../state/notices';
import { sagaServices, selected } from '../../../state/typedEffects';
import { profileRefreshWanted, reloggedIn, selectProfile } from '../../auth';
import { verifyCall } from '../../contacts';
import { cardsCall } from '../slice';
import { savePlanOrder } from '../subscriptions/planOrder';
import { statusCall } from '../subscriptions/slice';
import { ALL_PLAN_SKUS, PLAN_ID_OF } from './catalogue';
import {
  type PlanOffer,
  basicToProCall,
  offerCall,
  planCleared,
  priceCall,
  productCall,
  selectChosenPlan,
  toBasicCall,
  toProCall,
  upgradeSettled,
  upgradeSubmitted,
} from './slice';
import { clearUpgradeIntent, hasUnfinishedUpgrade, upgradeIntentFor } from './upgradeIntent';

/**
 * Each plan's price (price-by-sku/, quantity 1) and the Pro trial, all asked at once (one round
 * trip, not six in a row); the first failure is the offer's.
 */
function* loadOffer(): SagaIterator {
  function* readPrice(sku: PlanSku): SagaIterator<CallOutcome<unknown, { total_price: number }>> {
    return yield* putAndRun(priceCall, { sku_numbers: [sku], quantity: PRICE_QUANTITY });
  }
  function* readTrial(): SagaIterator<CallOutcome<unknown, { trialPeriodDays: number }>> {
    return yield* putAndRun(productCall, { sku: PLAN_SKUS.proAnnual });
  }
  const [product, ...priced] = (yield all([
    call(readTrial),
    ...ALL_PLAN_SKUS.map((sku) => call(readPrice, sku)),
  ])) as [
    CallOutcome<unknown, { trialPeriodDays: number }>,
    ...CallOutcome<unknown, { total_price: number }>[],
  ];
  const failed = [product, ...priced].find((outcome) => !outcome.ok);
  if (failed && !failed.ok) {
    yield put(offerCall.failure({ request: {}, error: failed.failure.error }));
    return;
  }
  const prices: PlanOffer['prices'] = {};
  ALL_PLAN_SKUS.forEach((sku, index) => {
    const outcome = priced[index]!;
    if (outcome.ok) prices[sku] = outcome.success.data.total_price;
  });
  yield put(
    offerCall.success({
      request: {},
      data: { prices, trialDays: product.ok ? product.success.data.trialPeriodDays : 0 },
      totalCount: undefined,
      message: undefined,
    }),
  );
}

/**
 * Submit in the upgrade modal (§2, §4, §5): nothing without a chosen plan; a card on file first
 * (else the spec's words and the way to /dashboard/membership); then the path the account is on.
 * An upgrade to this plan already sent and never answered skips the card check (its card may have
 * moved with the account) and is sent again under its key: the server replays what it did. With
 * no answer, the same key is sent once more to find out (a replay charges nothing).
 */
function* upgrade(): SagaIterator {
  const chosen = yield* selected(selectChosenPlan);
  const profile = yield* selected(selectProfile);
  if (!chosen || !profile) return;
  const { navigate } = yield* sagaServices();

  if (!hasUnfinishedUpgrade(profile.id, chosen.sku)) {
    const cards = yield* putAndRun(cardsCall, {});
    if (!cards.ok) {
      yield put(upgradeSettled({ error: cards.failure.error }));
      return;
    }
    if (cards.success.data.length === 0) {
      yield put(genericErrorRaised({ id: 'billing.upgrade.cardRequired' }));
      yield put(upgradeSettled({ error: null }));
      yield put(planCleared());
      navigate(paths.dashboard.membership.getHref());
      return;
    }
  }

  const intent = upgradeIntentFor(profile.id, chosen.sku);
  let outcome = yield* sendUpgrade(profile, chosen, intent.key);
  if (!outcome) {
    // Already on this plan or above it: the picker does not offer it; nothing to send.
    yield put(upgradeSettled({ error: null }));
    return;
  }
  if (!outcome.ok && !isFinalAnswer(outcome.failure.error)) {
    yield put(upgradeSettled({ error: outcome.failure.error }));
    // Finding out: the same key again is answered with what the server did, and charges nothing.
    outcome = yield* sendUpgrade(profile, chosen, intent.key);
    if (outcome && !outcome.ok && !isFinalAnswer(outcome.failure.error)) return;
  }
  if (!outcome?.ok) {
    clearUpgradeIntent(profile.id);
    if (outcome) yield put(upgradeSettled({ error: outcome.failure.error }));
    return;
  }
  clearUpgradeIntent(profile.id);
  // What was bought, for /Success (accounts-money §3 "Plan and order data held locally").
  savePlanOrder({
    userType: chosen.kind,
    planId: String(PLAN_ID_OF[chosen.sku]),
    planPrice: chosen.priceCents / 100,
    planName: chosen.kind === 'pro' ? 'Pro' : 'Essentials',
    domain: String(profile.id),
  });
  if (profile.user_type === 'freemium') yield put(profileRefreshWanted());
  yield put(upgradeSettled({ error: null }));
  yield put(planCleared());
  yield put(successRaised({ id: 'billing.upgrade.done' }));
  navigate(paths.dashboard.home.getHref());
}

/** The upgrade call for the account's path, under the intent's key; null when there is none. */
function* sendUpgrade(
  profile: NonNullable<ReturnType<typeof selectProfile>>,
  chosen: NonNullable<ReturnType<typeof selectChosenPlan>>,
  key: string,
): SagaIterator<CallOutcome<unknown, unknown> | null> {
  const sku: PlanSku = chosen.sku;
  if (profile.user_type === 'freemium') {
    const trio = chosen.kind === 'pro' ? toProCall : toBasicCall;
    return yield* putAndRun(trio, { product_sku: sku, idempotency_key: key });
  }
  if (profile.user_type !== 'basic' || chosen.kind !== 'pro') return null;
  const upgraded = yield* putAndRun(basicToProCall, {
    email: profile.email,
    user_type: 'basic',
    plan_id: PLAN_ID_OF[sku],
    domain: profile.id,
    idempotency_key: key,
  });
  if (upgraded.ok) {
    // Signed in again as the PRO admin over the basic account (role 3), with fresh data.
    const { impersonator, impersonatee } = upgraded.success.data;
    yield put(reloggedIn({ session: impersonatee, impersonator }));
    yield put(verifyCall.clear());
    // The new account's subscription, read now rather than on the next sign-in.
    yield* putAndRun(statusCall, {});
  }
  return upgraded;
}

export function* plansSaga(): SagaIterator {
  yield all([
    takeLatest(offerCall.request, loadOffer),
    // A second Submit while one runs is the same upgrade: ignored (the key also guards it).
    takeLeading(upgradeSubmitted, upgrade),
  ]);
}
