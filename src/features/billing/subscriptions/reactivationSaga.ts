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
} from './slice';

/** The plan taken back: the last one's (subscription-status), else Essentials monthly. */
function* planToReactivate(): SagaIterator<string> {
  const status = yield* selected(selectSubscriptionStatus);
  return status.data?.plan_sku || PLAN_SKUS.basicMonth;
}

/**
 * Reactivates a cancelled account (accounts-money §4, §7): the chosen card becomes the default
 * (stripeupdate-defaultcard-bymanual-inactiveaccount/), a new subscription is charged to it
 * (stripe-createsubscription-cancelledaccount/, once per intent), the account is activated
 * (activate-subscription); then the profile is read again, so the dashboard lets it in.
 */
export function* reactivate(action: ReturnType<typeof reactivateCall.request>): SagaIterator {
  const request = action.payload;
  const fail = (error: ApiFailure) => put(reactivateCall.failure({ request, error }));
  const user = yield* billingUser();
  if (!user) return;
  const { email, user_type } = user;

  const defaulted = yield* putAndRun(inactiveDefaultCardCall, {
    email,
    user_type,
    card_stripeid: String(request.cardId),
  });
  if (!defaulted.ok) {
    yield fail(defaulted.failure.error);
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
    if (isFinalAnswer(subscribed.failure.error)) clearReactivationIntent(user.id);
    yield fail(subscribed.failure.error);
    return;
  }
  clearReactivationIntent(user.id);

  const activated = yield* putAndRun(activateCall, {});
  if (!activated.ok) {
    yield fail(activated.failure.error);
    return;
  }
  yield* profileReread();
  yield put(
    reactivateCall.success({
      request,
      data: activated.success.data,
      totalCount: undefined,
      message: undefined,
    }),
  );
  yield put(successRaised({ id: 'subscriptions.reactivate.done' }));
  const { navigate } = yield* sagaServices();
  navigate(paths.dashboard.home.getHref(), { replace: true });
}
