import { type SagaIterator } from 'redux-saga';
import { put } from 'redux-saga/effects';
import { isFinalAnswer } from '../../../api';
import { newIdempotencyKey } from '../../../lib/idempotencyKey';
import { putAndRun } from '../../../state/callSaga';
import { successRaised } from '../../../state/notices';
import { selected } from '../../../state/typedEffects';
import { profileRefreshWanted } from '../../auth';
import { findOutOpenOutcome } from '../../moneyCheck';
import { fundOfferFor } from './orderRules';
import {
  addContactsCall,
  addContactsClosed,
  addContactsIntentKept,
  type addContactsRequested,
  addContactsSettled,
  newCampaignEmailCall,
  selectAddContacts,
  userCampaignsWanted,
} from './slice';

/**
 * Lists added to a running campaign (orders/campaign/add-contact-event, a money call). One
 * idempotency key per intent: made at the first Confirm of a dialog opening for these lists and
 * reused on every retry, so however often Confirm is pressed the lists are added and charged once;
 * other lists, a final refusal or a new opening make a new intent. On success, as after a launch:
 * the balance and the campaigns are read again and the confirmation email goes out silently.
 */
export function* addContacts(action: ReturnType<typeof addContactsRequested>): SagaIterator {
  const { order } = action.payload;
  const contactListIds = [...action.payload.contact_list_ids].sort((a, b) => a - b);
  const lists = JSON.stringify(contactListIds);
  const dialog = yield* selected(selectAddContacts);
  const intent =
    dialog.intent?.lists === lists ? dialog.intent : { lists, key: newIdempotencyKey() };
  yield put(addContactsIntentKept(intent));

  const outcome = yield* putAndRun(addContactsCall, {
    user_campaign_id: order.id,
    contact_list_ids: contactListIds,
    idempotency_key: intent.key,
  });
  if (outcome.ok) {
    yield* added(order, outcome.success.data.charged, outcome.success.data.user_campaign_id);
    return;
  }
  const { error } = outcome.failure;
  // The server decided: pressing Confirm again (after funding, say) is a new intent.
  if (isFinalAnswer(error)) yield put(addContactsIntentKept(null));
  yield put(addContactsSettled({ error, fundAmount: fundOfferFor(error, dialog.price.data) }));
  if (isFinalAnswer(error)) return;
  // No answer: the ledger says whether the lists were added and charged.
  const found = yield* findOutOpenOutcome(intent.key);
  if (found.kind === 'done') {
    const charged = found.rows.reduce((sum, row) => sum + row.amount, 0);
    yield* added(order, charged, order.id);
  } else if (found.kind === 'notDone') {
    yield put(addContactsSettled({ error: null, fundAmount: null }));
  }
}

/** They were added: the dialog closes, the toast says what was charged, and the page reads again. */
function* added(
  order: ReturnType<typeof addContactsRequested>['payload']['order'],
  chargedCents: number,
  userCampaignId: number,
): SagaIterator {
  yield put(addContactsSettled({ error: null, fundAmount: null }));
  yield put(addContactsClosed());
  yield put(
    successRaised({
      id: 'ordering.addContacts.done',
      values: { name: order.campaign_name, charged: chargedCents / 100 },
    }),
  );
  // The balance in the top bar drops at once, and the campaign lists its new lists and cost.
  yield put(profileRefreshWanted());
  yield put(userCampaignsWanted());
  yield put(newCampaignEmailCall.request({ user_campaign_id: userCampaignId }));
}
