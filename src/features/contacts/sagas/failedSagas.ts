import { type SagaIterator } from 'redux-saga';
import { call, put, takeEvery } from 'redux-saga/effects';
import { putAndRun } from '../../../state/callSaga';
import { createCall } from '../../../state/callState';
import { successRaised } from '../../../state/notices';
import { sagaServices } from '../../../state/typedEffects';
import { latest } from '../../../state/watchers';
import { CONTACT_FIELD_KEYS } from '../contactFields';
import { rowAction } from './rowAction';
import {
  deleteFailedListEndpoint,
  failedContactsEndpoint,
  markFailedListReadEndpoint,
} from '../api';
import { toCsv } from '../../../lib/csvText';
import {
  failedDeleteWanted,
  failedDownloadWanted,
  failedEntryChanged,
  failedListsCall,
  failedReadWanted,
} from '../slice';

const failedContactsCall = createCall('contacts/failedContacts', failedContactsEndpoint);
const markReadCall = createCall('contacts/markFailedRead', markFailedListReadEndpoint);
const deleteFailedCall = createCall('contacts/deleteFailed', deleteFailedListEndpoint);

/** The failed addresses of one list as a CSV file, with a loader while it is exported. */
function* download(action: ReturnType<typeof failedDownloadWanted>): SagaIterator {
  const { contactlist_id: id, name } = action.payload;
  yield call(rowAction, id, 'download', function* exporting(): SagaIterator {
    const services = yield* sagaServices();
    const outcome = yield* putAndRun(failedContactsCall, { id });
    if (!outcome.ok) return;
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
    const outcome = yield* putAndRun(markReadCall, { contactlist_id: id });
    if (!outcome.ok) return;
    yield put(failedEntryChanged({ contactlist_id: id, entry: outcome.success.data }));
    yield put(successRaised({ id: 'contacts.failed.markedRead' }));
  });
}

/** Deleting an entry reloads the list (accounts-money §4 "Deleting a failed message reloads"). */
function* remove(action: ReturnType<typeof failedDeleteWanted>): SagaIterator {
  const { contactlist_id: id } = action.payload;
  yield call(rowAction, id, 'delete', function* deleting(): SagaIterator {
    const outcome = yield* putAndRun(deleteFailedCall, { contactlist_id: id });
    if (!outcome.ok) return;
    yield put(failedEntryChanged({ contactlist_id: id, entry: null }));
    yield put(successRaised({ id: 'contacts.failed.deleted' }));
    yield put(failedListsCall.request({}));
  });
}

export const failedWatchers = [
  latest(failedListsCall),
  takeEvery(failedDownloadWanted, download),
  takeEvery(failedReadWanted, markRead),
  takeEvery(failedDeleteWanted, remove),
];
