import { type SagaIterator } from 'redux-saga';
import { all, fork, put, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { isFinalAnswer } from '../../../api';
import { paths } from '../../../config/paths';
import { putAndRun } from '../../../state/callSaga';
import { genericErrorRaised, successRaised } from '../../../state/notices';
import { sagaServices, selected } from '../../../state/typedEffects';
import { cardsCall } from '../slice';
import { billingUser } from './billingUser';
import { profileReread } from './profileReread';
import { reactivate } from './reactivationSaga';
import {
  accountCancelRequested,
  autoRenewCall,
  autoRenewToggled,
  billingAddressCall,
  billingLoadsRetried,
  billingPageOpened,
  billingTypeChosen,
  cancelAccountCall,
  cancelledPageOpened,
  detailCardCall,
  reactivateCall,
  saveAddressCall,
  selectBillingAddress,
  selectBillingType,
  selectSubscriptionList,
  selectSubscriptionStatus,
  statusCall,
  subscriptionDetailCall,
  subscriptionListCall,
  subscriptionCallWatchers,
  subscriptionOpened,
} from './slice';

function* loadList(): SagaIterator {
  const user = yield* billingUser();
  if (!user) return;
  const billingType = yield* selected(selectBillingType);
  yield* putAndRun(subscriptionListCall, {
    email: user.email,
    user_type: user.user_type,
    billing_type: billingType,
  });
}

/** The Billing page's three loads side by side; each shows its own failure. */
function* loadBillingPage(): SagaIterator {
  yield all([
    fork(loadList),
    fork(function* loadStatus(): SagaIterator {
      yield* putAndRun(statusCall, {});
    }),
    fork(function* loadAddress(): SagaIterator {
      yield* putAndRun(billingAddressCall, {});
    }),
  ]);
}

/** Retry sends again each load that failed (one Retry, whichever alert it was pressed in). */
function* retryBillingLoads(): SagaIterator {
  const list = yield* selected(selectSubscriptionList);
  const status = yield* selected(selectSubscriptionStatus);
  const address = yield* selected(selectBillingAddress);
  yield all([
    ...(list.error ? [fork(loadList)] : []),
    ...(status.error ? [fork(() => putAndRun(statusCall, {}))] : []),
    ...(address.error ? [fork(() => putAndRun(billingAddressCall, {}))] : []),
  ]);
}

function* toggleAutoRenew(action: ReturnType<typeof autoRenewToggled>): SagaIterator {
  const user = yield* billingUser();
  if (!user) return;
  const outcome = yield* putAndRun(autoRenewCall, {
    email: user.email,
    user_type: user.user_type,
    billing_type: action.payload.billingType,
    plan_autorenew: action.payload.on ? 1 : 0,
  });
  if (outcome.ok)
    yield put(
      successRaised({
        id: action.payload.on ? 'subscriptions.autoRenew.on' : 'subscriptions.autoRenew.off',
      }),
    );
}

/** A subscription's invoices, then the card it is paid with when it names one. */
function* openSubscription(action: ReturnType<typeof subscriptionOpened>): SagaIterator {
  const detail = yield* putAndRun(subscriptionDetailCall, { invoice_entryid: action.payload });
  if (!detail.ok || !detail.success.data.card_stripeid) return;
  yield* putAndRun(detailCardCall, { card_stripeid: detail.success.data.card_stripeid });
}

/**
 * Cancels the account, reads the profile again (now cancelled) and leads to /cancelled-account.
 * With no answer, subscription-status says whether it was cancelled after all.
 */
function* cancelAccount(action: ReturnType<typeof accountCancelRequested>): SagaIterator {
  const outcome = yield* putAndRun(cancelAccountCall, { reason: action.payload.reason.trim() });
  if (!outcome.ok) {
    if (isFinalAnswer(outcome.failure.error)) return;
    const status = yield* putAndRun(statusCall, {});
    if (!status.ok) return;
    if (!isCancelledStatus(status.success.data.java_stripesubscription_status)) {
      yield put(genericErrorRaised({ id: 'subscriptions.cancel.notDone' }));
      yield put(cancelAccountCall.clear());
      return;
    }
    yield put(cancelAccountCall.clear());
  }
  yield* profileReread();
  yield put(successRaised({ id: 'subscriptions.cancel.done' }));
  const { navigate } = yield* sagaServices();
  navigate(paths.cancelledAccount.getHref(), { replace: true });
}

const isCancelledStatus = (status: string) =>
  ['cancelled', 'canceled'].includes(status.toLowerCase());

function* addressSaved(): SagaIterator {
  yield put(successRaised({ id: 'subscriptions.address.saved' }));
}

export function* subscriptionsSaga(): SagaIterator {
  yield all([
    takeLatest(billingPageOpened, loadBillingPage),
    takeLeading(billingLoadsRetried, retryBillingLoads),
    takeLatest(billingTypeChosen, loadList),
    takeEvery(autoRenewToggled, toggleAutoRenew),
    takeLatest(subscriptionOpened, openSubscription),
    takeLeading(accountCancelRequested, cancelAccount),
    takeLatest(cancelledPageOpened, function* loadCancelledPage(): SagaIterator {
      yield all([fork(() => putAndRun(statusCall, {})), fork(() => putAndRun(cardsCall, {}))]);
    }),
    takeLeading(reactivateCall.request, reactivate),
    takeEvery(saveAddressCall.success, addressSaved),
    // The calls' own watchers, as the slice declares them (latest, every or leading).
    ...subscriptionCallWatchers,
  ]);
}
