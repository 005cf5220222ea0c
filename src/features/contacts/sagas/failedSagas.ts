import { type SagaIterator } from 'redux-saga';
import { call, getContext, put, takeEvery, takeLatest } from 'redux-saga/effects';
import { type CallOutcome, callWorker, runCall } from '../../../state/callSaga';
import { createCall } from '../../../state/callState';
import { genericErrorRaised, successRaised } from '../../../state/notices';
import { SERVICES_KEY, type SagaServices } from '../../../state/session';
import { failureMessage } from '../../../state/userMessage';
import { CONTACT_FIELD_KEYS } from '../contactFields';
import { rowAction } from './rowAction';
import {
  deleteFailedListEndpoint,
  failedAddressListsEndpoint,
  failedContactsEndpoint,
  markFailedListReadEndpoint,
} from '../api';
import { toCsv } from '../csvText';
import type { Contact, FailedAddressList } from '../schemas';
import {
  failedDeleteWanted,
  failedDownloadWanted,
  failedEntryChanged,
  failedListsCall,
  failedReadWanted,
} from '../slice';

const failedContactsCall = createCall<{ id: number }, Contact[]>('contacts/failedContacts');
const markReadCall = createCall<{ contactlist_id: number }, FailedAddressList>(
  'contacts/markFailedRead',
);
const deleteFailedCall = createCall<{ contactlist_id: number }, { id: number }>(
  'contacts/deleteFailed',
);

/** The failed addresses of one list as a CSV file, with a loader while it is exported. */
function* download(action: ReturnType<typeof failedDownloadWanted>): SagaIterator {
  const { contactlist_id: id, name } = action.payload;
  yield call(rowAction, id, 'download', function* exporting(): SagaIterator {
    const services = (yield getContext(SERVICES_KEY)) as SagaServices;
    yield put(failedContactsCall.request({ id }));
    const outcome = (yield call(
      runCall<{ id: number }, Contact[]>,
      failedContactsEndpoint,
      failedContactsCall,
      {
        id,
      },
    )) as CallOutcome<{ id: number }, Contact[]>;
    if (!outcome.ok) {
      yield put(
        genericErrorRaised(failureMessage(outcome.failure.error, 'contacts.failed.downloadFailed')),
      );
      return;
    }
    const rows = outcome.success.data.map((contact) =>
      CONTACT_FIELD_KEYS.map((key) => contact[key]),
    );
    const text = toCsv([[...CONTACT_FIELD_KEYS], ...rows]);
    const safeName = name.replace(/[^\w-]+/g, '-').replace(/^-+|-+$/g, '') || 'list';
    yield call(services.saveFile, {
      name: `${safeName}-failed-addresses.csv`,
      type: 'text/csv',
      bytes: new TextEncoder().encode(text),
    });
  });
}

function* markRead(action: ReturnType<typeof failedReadWanted>): SagaIterator {
  const { contactlist_id: id } = action.payload;
  yield call(rowAction, id, 'read', function* reading(): SagaIterator {
    yield put(markReadCall.request({ contactlist_id: id }));
    const outcome = (yield call(
      runCall<{ contactlist_id: number }, FailedAddressList>,
      markFailedListReadEndpoint,
      markReadCall,
      {
        contactlist_id: id,
      },
    )) as CallOutcome<{ contactlist_id: number }, FailedAddressList>;
    if (!outcome.ok) {
      yield put(
        genericErrorRaised(failureMessage(outcome.failure.error, 'contacts.failed.actionFailed')),
      );
      return;
    }
    yield put(failedEntryChanged({ contactlist_id: id, entry: outcome.success.data }));
    yield put(successRaised({ id: 'contacts.failed.markedRead' }));
  });
}

/** Deleting an entry reloads the list (accounts-money §4 "Deleting a failed message reloads"). */
function* remove(action: ReturnType<typeof failedDeleteWanted>): SagaIterator {
  const { contactlist_id: id } = action.payload;
  yield call(rowAction, id, 'delete', function* deleting(): SagaIterator {
    yield put(deleteFailedCall.request({ contactlist_id: id }));
    const outcome = (yield call(
      runCall<{ contactlist_id: number }, { id: number }>,
      deleteFailedListEndpoint,
      deleteFailedCall,
      {
        contactlist_id: id,
      },
    )) as CallOutcome<{ contactlist_id: number }, { id: number }>;
    if (!outcome.ok) {
      yield put(
        genericErrorRaised(failureMessage(outcome.failure.error, 'contacts.failed.actionFailed')),
      );
      return;
    }
    yield put(failedEntryChanged({ contactlist_id: id, entry: null }));
    yield put(successRaised({ id: 'contacts.failed.deleted' }));
    yield put(failedListsCall.request({}));
  });
}

export const failedWatchers = [
  takeLatest(failedListsCall.request, callWorker(failedAddressListsEndpoint, failedListsCall)),
  takeEvery(failedDownloadWanted, download),
  takeEvery(failedReadWanted, markRead),
  takeEvery(failedDeleteWanted, remove),
];
