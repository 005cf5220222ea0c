import { type SagaIterator } from 'redux-saga';
import { put } from 'redux-saga/effects';
import { type ApiFailure, isFinalAnswer } from '../../../api';
import { PLAN_SKUS } from '../../../config/constants';
import { paths } from '../../../config/paths';
import { putAndRun } from '../../../state/callSaga';
import { successRaised } from '../../../state/notices';
import { sagaServices, selected } from '../../../state/typedEffects';
import { billingUser } from './billingUser';
import { profileReread } from './profileReread';
import {
  clearReactivationIntent,
  reactivationIntentFor,
  readReactivationIntent,
  saveReactivationIntent,
} from './reactivationIntent';
import {
  activateCall,
  inactiveDefaultCardCall,
  reactivateCall,
  reactivationSubscriptionCall,
  selectSubscriptionStatus,
  statusCall,
} from './slice';

/** The plan taken back: the last one's (subscription-status), else Essentials monthly. */
function* planToReactivate(): SagaIterator<string> {
  const status = yield* selected(selectSubscriptionStatus);
  return status.data?.plan_sku || PLAN_SKUS.basicMonth;
}

/**
 * Whether the account is active after all: after a failure the server did not decide (an answer
 * lost, the network gone between two calls), subscription-status tells.
 */
function* activeAfterAll(): SagaIterator<boolean> {
  const read = yield* putAndRun(statusCall, {});
  return read.ok && read.success.data.java_stripesubscription_status.toLowerCase() === 'active';
}

/**
 * Reactivates a cancelled account (accounts-money §4, §7): the chosen card becomes the default
 * (stripeupdate-defaultcard-bymanual-inactiveaccount/), a new subscription is charged to it
 * (stripe-createsubscription-cancelledaccount/, once per intent), the account is activated
 * (activate-subscription); then the profile is read again, so the dashboard lets it in. The
 * intent's key is kept until the whole reactivation has succeeded or the server refused it, so a
 * retry after any lost answer replays the subscription (the server also refuses to make a second
 * one for the same reactivation); with no answer, the status read says whether it is done.
 */
export function* reactivate(action: ReturnType<typeof reactivateCall.request>): SagaIterator {
  const request = action.payload;
  const user = yield* billingUser();
  if (!user) return;
  const { email, user_type } = user;

  const fail = function* (error: ApiFailure): SagaIterator {
    if (isFinalAnswer(error)) clearReactivationIntent(user.id);
    yield put(reactivateCall.failure({ request, error }));
    if (isFinalAnswer(error)) return;
    if (yield* activeAfterAll()) yield* welcomeBack(request);
  };

  const defaulted = yield* putAndRun(inactiveDefaultCardCall, {
    email,
    user_type,
    card_stripeid: String(request.cardId),
  });
  if (!defaulted.ok) {
    // A refusal of the card alone leaves a paid subscription (if any) in place: the key stays.
    if (!isFinalAnswer(defaulted.failure.error)) yield* fail(defaulted.failure.error);
    else yield put(reactivateCall.failure({ request, error: defaulted.failure.error }));
    return;
  }

  const planSku = yield* planToReactivate();
  const intent = reactivationIntentFor(readReactivationIntent(user.id), {
    userId: user.id,
    cardId: request.cardId,
    planSku,
  });
  saveReactivationIntent(intent);
  const subscribed = yield* putAndRun(reactivationSubscriptionCall, {
    email,
    user_type,
    plan_sku: planSku,
    idempotency_key: intent.key,
  });
  if (!subscribed.ok) {
    yield* fail(subscribed.failure.error);
    return;
  }

  const activated = yield* putAndRun(activateCall, {});
  if (!activated.ok) {
    // The subscription is paid: a refused activation keeps the key, so a retry charges nothing.
    if (isFinalAnswer(activated.failure.error))
      yield put(reactivateCall.failure({ request, error: activated.failure.error }));
    else yield* fail(activated.failure.error);
    return;
  }
  yield* welcomeBack(request);
}

/** Active again: the intent is done with, the profile read again, and the dashboard opens. */
function* welcomeBack(request: { cardId: number }): SagaIterator {
  const user = yield* billingUser();
  if (user) clearReactivationIntent(user.id);
  yield* profileReread();
  yield put(
    reactivateCall.success({
      request,
      data: { java_stripesubscription_status: 'active' },
      totalCount: undefined,
      message: undefined,
    }),
  );
  yield put(successRaised({ id: 'subscriptions.reactivate.done' }));
  const { navigate } = yield* sagaServices();
  navigate(paths.dashboard.home.getHref(), { replace: true });
}
