import { type SagaIterator } from 'redux-saga';
import { all, fork, put, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { isFinalAnswer } from '../../../api';
import { paths } from '../../../config/paths';
import { newIdempotencyKey } from '../../../lib/idempotencyKey';
import { putAndRun } from '../../../state/callSaga';
import { successRaised } from '../../../state/notices';
import { sagaServices } from '../../../state/typedEffects';
import { every, latest } from '../../../state/watchers';
import { profileRefreshWanted } from '../../auth';
import { type IntentOutcome, findOutOpenOutcome, settleEarlierOrder } from '../../moneyCheck';
import { addContacts } from './addContactsSaga';
import { launchIntent } from './launchIntent';
import { NO_CARD, passOrderRules } from './orderGate';
import {
  activeCall,
  addContactsPriceCall,
  addContactsRequested,
  cancelCall,
  cancelRequested,
  cancelSettled,
  cancelledCall,
  catalogueCall,
  catalogueRequested,
  clearFinishedCall,
  launchCall,
  launchErrorDismissed,
  launchRequested,
  launchSettled,
  listsCall,
  newCampaignEmailCall,
  orderPriceWanted,
  priceCall,
  stepTemplatesCall,
  userCampaignsWanted,
  zapHistoryCall,
} from './slice';

/** Launched campaigns shown per section (the spec leaves the page size open). */
const USER_CAMPAIGN_PAGE = 50;

function* loadCatalogue(action: ReturnType<typeof catalogueRequested>): SagaIterator {
  yield* putAndRun(catalogueCall, action.payload);
}

function* loadPrice(action: ReturnType<typeof orderPriceWanted>): SagaIterator {
  yield* putAndRun(priceCall, action.payload);
}

/** It went through: the toast, the fresh balance, the launch email, and the running campaigns. */
function* launched(userCampaignId: number | null): SagaIterator {
  const { navigate } = yield* sagaServices();
  launchIntent.markDone();
  yield put(launchSettled(null));
  yield put(successRaised({ id: 'ordering.launched' }));
  // The balance in the top bar drops at once.
  yield put(profileRefreshWanted());
  if (userCampaignId !== null)
    yield put(newCampaignEmailCall.request({ user_campaign_id: userCampaignId }));
  navigate(paths.dashboard.userCampaigns.getHref());
}

const campaignOf = (found: IntentOutcome) =>
  found.kind === 'done'
    ? (found.rows.find((row) => row.user_campaign_id !== null)?.user_campaign_id ?? null)
    : null;

/**
 * Launch (templates-campaigns-contacts §5, issue 12): the rules that stop an order, in order: no
 * card on file (the spec's words, then Cards); a tier 0 user of the print brand (the upgrade-needed
 * modal); a balance below the total (Fund Account with the shortfall's amount chosen). Then the
 * launch, under one idempotency key per intent, so it happens once whatever the user does. With no
 * answer, the ledger says whether it launched; an earlier launch never heard back about is found
 * out before an edited one is sent, so a user told "we cannot tell" never launches twice.
 */
function* launch(action: ReturnType<typeof launchRequested>): SagaIterator {
  const { form, totalCents } = action.payload;
  const { navigate } = yield* sagaServices();
  // Pressed again after it went through: nothing more is sent or said.
  if (launchIntent.wasDone(form)) {
    yield put(launchSettled(null));
    return;
  }
  const earlier = launchIntent.unfinishedOther(form);
  if (earlier) {
    const settled = yield* settleEarlierOrder(earlier);
    if (settled.next === 'done') {
      yield* launched(campaignOf(settled.found));
      return;
    }
    if (settled.next === 'stop') {
      yield put(launchSettled(null));
      return;
    }
    launchIntent.forget();
  }
  const gate = yield* passOrderRules(totalCents);
  if (!gate.pass) {
    yield put(launchSettled(gate.error));
    return;
  }
  const key = launchIntent.keyFor(form);
  const outcome = yield* putAndRun(launchCall, { ...form, idempotency_key: key });
  if (outcome.ok) {
    yield* launched(outcome.success.data.user_campaign_id);
    return;
  }
  const { error } = outcome.failure;
  yield put(launchSettled(error));
  if (isFinalAnswer(error)) {
    launchIntent.forget();
    // The server's own check of the card rule leads to Cards as well.
    if (error.serverMessage === NO_CARD) navigate(paths.dashboard.membership.getHref());
    return;
  }
  const found = yield* findOutOpenOutcome(key);
  if (found.kind === 'done') yield* launched(campaignOf(found));
  else if (found.kind === 'notDone') yield put(launchErrorDismissed());
}

function* loadUserCampaigns(): SagaIterator {
  yield put(activeCall.request({ limit: USER_CAMPAIGN_PAGE, offset: 0, status: 'active' }));
  yield put(cancelledCall.request({ limit: USER_CAMPAIGN_PAGE, offset: 0, status: 'cancelled' }));
}

/** It is cancelled: the toast says what this cancellation credited, and the page reads again. */
function* cancelled(name: string, refundedCents: number): SagaIterator {
  yield put(
    successRaised({ id: 'ordering.cancelled', values: { name, refund: refundedCents / 100 } }),
  );
  yield put(profileRefreshWanted());
  yield put(userCampaignsWanted());
}

/** One key per order's cancellation, kept for the page's life: a retry is replayed, not redone. */
const cancelKeys = new Map<number, string>();

/**
 * Cancel (a money action: it refunds): once per order however often pressed, under one key; with
 * no answer, the ledger's refund row under that key says whether it was cancelled.
 */
function* cancelOrder(action: ReturnType<typeof cancelRequested>): SagaIterator {
  const { camp_id, campaign_name } = action.payload;
  const key = cancelKeys.get(camp_id) ?? newIdempotencyKey();
  cancelKeys.set(camp_id, key);
  const outcome = yield* putAndRun(cancelCall, { camp_id, idempotency_key: key });
  if (outcome.ok) {
    yield* cancelled(outcome.success.data.campaign_name, outcome.success.data.refunded_now);
  } else if (!isFinalAnswer(outcome.failure.error)) {
    const found = yield* findOutOpenOutcome(key);
    if (found.kind === 'done')
      yield* cancelled(
        campaign_name,
        found.rows.reduce((sum, row) => sum + row.amount, 0),
      );
  }
  yield put(cancelSettled(camp_id));
}

/** Presses of Cancel for an order whose cancellation is running are the same intent: ignored. */
function* watchCancels(): SagaIterator {
  const running = new Set<number>();
  yield takeEvery(cancelRequested, function* once(action): SagaIterator {
    const id = action.payload.camp_id;
    if (running.has(id)) return;
    running.add(id);
    try {
      yield* cancelOrder(action);
    } finally {
      running.delete(id);
    }
  });
}

function* cleared(): SagaIterator {
  yield put(userCampaignsWanted());
}

export function* orderingSaga(): SagaIterator {
  yield all([
    takeLatest(catalogueRequested, loadCatalogue),
    takeLatest(orderPriceWanted, loadPrice),
    // One launch at a time: presses while one runs are ignored (the key covers the rest).
    takeLeading(launchRequested, launch),
    takeLatest(userCampaignsWanted, loadUserCampaigns),
    latest(activeCall),
    latest(cancelledCall),
    latest(listsCall),
    latest(stepTemplatesCall),
    latest(zapHistoryCall),
    latest(addContactsPriceCall),
    // One add at a time: presses while one runs are ignored (the intent's key covers the rest).
    takeLeading(addContactsRequested, addContacts),
    every(newCampaignEmailCall),
    fork(watchCancels),
    every(clearFinishedCall),
    takeEvery(clearFinishedCall.success, cleared),
  ]);
}
