import { type SagaIterator } from 'redux-saga';
import { call, put, race, take, takeEvery, takeLatest } from 'redux-saga/effects';
import { putAndRun } from '../../../state/callSaga';
import { createCall } from '../../../state/callState';
import { successRaised } from '../../../state/notices';
import { latest, leading } from '../../../state/watchers';
import { deleteContactEndpoint, getContactsEndpoint } from '../api';
import { rowAction } from './rowAction';
import {
  contactPageArrived,
  contactRemoved,
  contactsFailed,
  contactsLeft,
  contactsStarted,
  contactsWanted,
  deleteContactWanted,
  editContactCall,
  fieldTotalsCall,
  searchCall,
  skipTraceCall,
  verifyCall,
} from '../slice';

const contactPageCall = createCall('contacts/contactPage', getContactsEndpoint);
const deleteContactCall = createCall('contacts/deleteContact', deleteContactEndpoint);

/**
 * A list's contacts, page by page until the reported maximum page (§4 "Contacts"): the table is
 * padded to the total at once and fills in as pages arrive. Leaving the list stops the loading.
 */
function* loadAllPages(action: ReturnType<typeof contactsWanted>): SagaIterator {
  const { id, type } = action.payload;
  yield put(contactsStarted({ listId: id, type }));
  for (let page = 1; ; page += 1) {
    const outcome = yield* putAndRun(contactPageCall, { id, type, page });
    if (!outcome.ok) {
      yield put(contactsFailed({ listId: id, error: outcome.failure.error }));
      return;
    }
    const { data, total, maxPages } = outcome.success.data;
    yield put(contactPageArrived({ listId: id, rows: data, total, maxPages }));
    if (page >= maxPages || data.length === 0) return;
  }
}

function* watchContacts(action: ReturnType<typeof contactsWanted>): SagaIterator {
  yield race({ loaded: call(loadAllPages, action), left: take(contactsLeft) });
}

function* deleteContact(action: ReturnType<typeof deleteContactWanted>): SagaIterator {
  const { id, type } = action.payload;
  yield call(rowAction, id, 'delete', function* deleting(): SagaIterator {
    const outcome = yield* putAndRun(deleteContactCall, { contact_id: id, list_type: type });
    if (!outcome.ok) return;
    yield put(contactRemoved({ id }));
    yield put(successRaised({ id: 'contacts.detail.deleted' }));
  });
}

function* verified(action: ReturnType<typeof verifyCall.success>): SagaIterator {
  const { verified: count, failed } = action.payload.data;
  yield put(successRaised({ id: 'contacts.detail.verified', values: { verified: count, failed } }));
  // A verification changes the list's figures.
  yield put(fieldTotalsCall.request({ contactlist_id: action.payload.request.contactlist_id }));
}

function* skipTraced(action: ReturnType<typeof skipTraceCall.success>): SagaIterator {
  const { order_id: order, contacts } = action.payload.data;
  yield put(
    successRaised({ id: 'contacts.detail.skipTraced', values: { order, count: contacts } }),
  );
}

function* editSaved(): SagaIterator {
  yield put(successRaised({ id: 'contacts.edit.saved' }));
}

export const contactWatchers = [
  takeLatest(contactsWanted, watchContacts),
  latest(fieldTotalsCall),
  latest(searchCall),
  latest(editContactCall),
  takeEvery(editContactCall.success, editSaved),
  takeEvery(deleteContactWanted, deleteContact),
  // A verification or a paid skip trace already running ignores a second request.
  leading(verifyCall),
  takeEvery(verifyCall.success, verified),
  leading(skipTraceCall),
  takeEvery(skipTraceCall.success, skipTraced),
];
