import { type SagaIterator } from 'redux-saga';
import { all, put, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { isFinalAnswer } from '../../../api';
import { paths } from '../../../config/paths';
import { putAndRun } from '../../../state/callSaga';
import { successRaised } from '../../../state/notices';
import { sagaServices } from '../../../state/typedEffects';
import { every, latest } from '../../../state/watchers';
import { profileRefreshWanted } from '../../auth';
import { addContacts } from './addContactsSaga';
import { launchIntent } from './launchIntent';
import { NO_CARD, passOrderRules } from './orderGate';
import {
  activeCall,
  addContactsPriceCall,
  addContactsRequested,
  cancelCall,
  cancelledCall,
  catalogueCall,
  catalogueRequested,
  clearFinishedCall,
  launchCall,
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

/**
 * Launch (templates-campaigns-contacts §5, issue 12): the rules that stop an order, in order: no
 * card on file (the spec's words, then Cards); a tier 0 user of the print brand (the upgrade-needed
 * modal); a balance below the total (Fund Account with the shortfall's amount chosen). Then the
 * launch, under one idempotency key per intent, so it happens once whatever the user does.
 */
function* launch(action: ReturnType<typeof launchRequested>): SagaIterator {
  const { form, totalCents } = action.payload;
  const { navigate } = yield* sagaServices();
  // Pressed again after it went through: nothing more is sent or said.
  if (launchIntent.wasDone(form)) {
    yield put(launchSettled(null));
    return;
  }
  const gate = yield* passOrderRules(totalCents);
  if (!gate.pass) {
    yield put(launchSettled(gate.error));
    return;
  }
  const outcome = yield* putAndRun(launchCall, {
    ...form,
    idempotency_key: launchIntent.keyFor(form),
  });
  if (!outcome.ok) {
    const { error } = outcome.failure;
    if (isFinalAnswer(error)) launchIntent.forget();
    yield put(launchSettled(error));
    // The server's own check of the card rule leads to Cards as well.
    if (error.serverMessage === NO_CARD) navigate(paths.dashboard.membership.getHref());
    return;
  }
  launchIntent.markDone();
  yield put(launchSettled(null));
  yield put(successRaised({ id: 'ordering.launched' }));
  // The balance in the top bar drops at once.
  yield put(profileRefreshWanted());
  yield put(
    newCampaignEmailCall.request({ user_campaign_id: outcome.success.data.user_campaign_id }),
  );
  navigate(paths.dashboard.userCampaigns.getHref());
}

function* loadUserCampaigns(): SagaIterator {
  yield put(activeCall.request({ limit: USER_CAMPAIGN_PAGE, offset: 0, status: 'active' }));
  yield put(cancelledCall.request({ limit: USER_CAMPAIGN_PAGE, offset: 0, status: 'cancelled' }));
}

function* cancelled(action: ReturnType<typeof cancelCall.success>): SagaIterator {
  const order = action.payload.data;
  yield put(
    successRaised({
      id: 'ordering.cancelled',
      values: { name: order.campaign_name, refund: order.refunded / 100 },
    }),
  );
  yield put(profileRefreshWanted());
  yield put(userCampaignsWanted());
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
    every(cancelCall),
    every(clearFinishedCall),
    takeEvery(cancelCall.success, cancelled),
    takeEvery(clearFinishedCall.success, cleared),
  ]);
}
