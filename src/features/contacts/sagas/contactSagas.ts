import { type SagaIterator } from 'redux-saga';
import { call, put, race, take, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { type CallOutcome, callWorker, runCall } from '../../../state/callSaga';
import { createCall } from '../../../state/callState';
import { genericErrorRaised, successRaised } from '../../../state/notices';
import { failureMessage } from '../../../state/userMessage';
import {
  type ContactPageQuery,
  type ListType,
  deleteContactEndpoint,
  editContactEndpoint,
  fieldTotalsEndpoint,
  getContactsEndpoint,
  globalSearchEndpoint,
  skipTraceEndpoint,
  verifyAddressesEndpoint,
} from '../api';
import type { ContactPage } from '../schemas';
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

const contactPageCall = createCall<ContactPageQuery, ContactPage>('contacts/contactPage');
const deleteContactCall = createCall<{ contact_id: number; list_type: ListType }, { id: number }>(
  'contacts/deleteContact',
);

/**
 * A list's contacts, page by page until the reported maximum page (§4 "Contacts"): the table is
 * padded to the total at once and fills in as pages arrive. Leaving the list stops the loading.
 */
function* loadAllPages(action: ReturnType<typeof contactsWanted>): SagaIterator {
  const { id, type } = action.payload;
  yield put(contactsStarted({ listId: id, type }));
  for (let page = 1; ; page += 1) {
    const request = { id, type, page };
    yield put(contactPageCall.request(request));
    const outcome = (yield call(
      runCall<ContactPageQuery, ContactPage>,
      getContactsEndpoint,
      contactPageCall,
      request,
    )) as CallOutcome<ContactPageQuery, ContactPage>;
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
    const request = { contact_id: id, list_type: type };
    yield put(deleteContactCall.request(request));
    const outcome = (yield call(
      runCall<typeof request, { id: number }>,
      deleteContactEndpoint,
      deleteContactCall,
      request,
    )) as CallOutcome<typeof request, { id: number }>;
    if (!outcome.ok) {
      yield put(
        genericErrorRaised(failureMessage(outcome.failure.error, 'contacts.detail.deleteFailed')),
      );
      return;
    }
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
  takeLatest(fieldTotalsCall.request, callWorker(fieldTotalsEndpoint, fieldTotalsCall)),
  takeLatest(searchCall.request, callWorker(globalSearchEndpoint, searchCall)),
  takeLatest(editContactCall.request, callWorker(editContactEndpoint, editContactCall)),
  takeEvery(editContactCall.success, editSaved),
  takeEvery(deleteContactWanted, deleteContact),
  // A verification or a paid skip trace already running ignores a second request.
  takeLeading(
    verifyCall.request,
    callWorker(verifyAddressesEndpoint, verifyCall, { errorToast: 'contacts.detail.verifyFailed' }),
  ),
  takeEvery(verifyCall.success, verified),
  takeLeading(
    skipTraceCall.request,
    callWorker(skipTraceEndpoint, skipTraceCall, { errorToast: 'contacts.detail.skipTraceFailed' }),
  ),
  takeEvery(skipTraceCall.success, skipTraced),
];
