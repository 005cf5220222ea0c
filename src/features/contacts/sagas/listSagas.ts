import { type SagaIterator } from 'redux-saga';
import { call, getContext, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { downloadFile, toApiFailure } from '../../../api';
import { type CallOutcome, callWorker, runCall } from '../../../state/callSaga';
import { createCall } from '../../../state/callState';
import { genericErrorRaised, successRaised } from '../../../state/notices';
import { callWithProgress } from '../../../state/progressSaga';
import { SERVICES_KEY, type SagaServices, selectSessionToken } from '../../../state/session';
import { type UserMessage, failureMessage } from '../../../state/userMessage';
import {
  type ListPageQuery,
  deleteContactListEndpoint,
  exportContactListEndpoint,
  getContactListPageEndpoint,
  getContactListsEndpoint,
  listCampaignUseEndpoint,
  renameContactListEndpoint,
  systemContactListsEndpoint,
} from '../api';
import type { CampaignUse, ExportFile } from '../schemas';
import { rowAction } from './rowAction';
import {
  deleteListWanted,
  exportProgressed,
  exportWanted,
  listOptionsCall,
  listPageCall,
  listRemoved,
  renameListCall,
  rowFailed,
  selectLists,
  systemListsCall,
} from '../slice';

const campaignUseCall = createCall<{ contactlist_id: number }, CampaignUse>('contacts/campaignUse');
const deleteListCall = createCall<{ contact_list_id: number }, { id: number }>(
  'contacts/deleteList',
);
const exportCall = createCall<{ id: number }, ExportFile>('contacts/export');

function* failRow(message: UserMessage): SagaIterator {
  yield put(rowFailed(message));
  yield put(genericErrorRaised(message));
}

/** The page last asked for, so a delete can fetch it again. */
let lastQuery: ListPageQuery = { limit: 10, offset: 0 };

function* rememberQuery(action: ReturnType<typeof listPageCall.request>): SagaIterator {
  lastQuery = action.payload;
  yield call(callWorker(getContactListPageEndpoint, listPageCall), action);
}

/** Delete: refused with the spec's wording when an active campaign uses the list (§8). */
function* deleteList(action: ReturnType<typeof deleteListWanted>): SagaIterator {
  const { id } = action.payload;
  yield call(rowAction, id, 'delete', function* deleting(): SagaIterator {
    yield put(rowFailed(null));
    yield put(campaignUseCall.request({ contactlist_id: id }));
    const use = (yield call(
      runCall<{ contactlist_id: number }, CampaignUse>,
      listCampaignUseEndpoint,
      campaignUseCall,
      {
        contactlist_id: id,
      },
    )) as CallOutcome<{ contactlist_id: number }, CampaignUse>;
    if (!use.ok) {
      yield call(failRow, failureMessage(use.failure.error, 'contacts.lists.deleteFailed'));
      return;
    }
    if (use.success.data.assigned) {
      yield call(failRow, { id: 'contacts.lists.inUse' });
      return;
    }
    yield put(deleteListCall.request({ contact_list_id: id }));
    const deleted = (yield call(
      runCall<{ contact_list_id: number }, { id: number }>,
      deleteContactListEndpoint,
      deleteListCall,
      {
        contact_list_id: id,
      },
    )) as CallOutcome<{ contact_list_id: number }, { id: number }>;
    if (!deleted.ok) {
      yield call(failRow, failureMessage(deleted.failure.error, 'contacts.lists.deleteFailed'));
      return;
    }
    yield put(listRemoved({ id }));
    yield put(successRaised({ id: 'contacts.lists.deleted' }));
    // The page lost a row: fetch it again so the next list moves up, or step back from an
    // emptied last page.
    const lists = (yield select(selectLists)) as ReturnType<typeof selectLists>;
    const emptied = lists.data?.length === 0 && lastQuery.offset > 0;
    yield put(
      listPageCall.request({
        ...lastQuery,
        offset: emptied ? Math.max(0, lastQuery.offset - lastQuery.limit) : lastQuery.offset,
      }),
    );
  });
}

/** Export: the server prepares the file, then it downloads with a progress bar. */
function* exportList(action: ReturnType<typeof exportWanted>): SagaIterator {
  const { id, name } = action.payload;
  yield call(rowAction, id, 'export', function* exporting(): SagaIterator {
    yield call(downloadExport, id, name);
  });
}

function* downloadExport(id: number, name: string): SagaIterator {
  const services = (yield getContext(SERVICES_KEY)) as SagaServices;
  const token = (yield select(selectSessionToken)) as string | null;
  yield put(rowFailed(null));
  yield put(exportProgressed({ id, fraction: 0 }));
  try {
    yield put(exportCall.request({ id }));
    const prepared = (yield call(
      runCall<{ id: number }, ExportFile>,
      exportContactListEndpoint,
      exportCall,
      {
        id,
      },
    )) as CallOutcome<{ id: number }, ExportFile>;
    if (!prepared.ok) {
      yield call(failRow, failureMessage(prepared.failure.error, 'contacts.lists.exportFailed'));
      return;
    }
    const file = prepared.success.data;
    let blob: Blob;
    try {
      blob = (yield call(
        callWithProgress<Blob, number | null>,
        (report) => downloadFile('main', file.url, { token, onProgress: report }),
        (fraction) => exportProgressed({ id, fraction }),
      )) as Blob;
    } catch (error) {
      yield call(failRow, failureMessage(toApiFailure(error), 'contacts.lists.exportFailed'));
      return;
    }
    const bytes = new Uint8Array((yield call(() => blob.arrayBuffer())) as ArrayBuffer);
    yield call(services.saveFile, { name: file.file_name, type: 'text/csv', bytes });
    yield put(successRaised({ id: 'contacts.lists.exported', values: { name, count: file.rows } }));
  } finally {
    yield put(exportProgressed({ id, fraction: false }));
  }
}

function* renamed(action: ReturnType<typeof renameListCall.success>): SagaIterator {
  yield put(
    successRaised({ id: 'contacts.lists.renamed', values: { name: action.payload.data.name } }),
  );
}

export const listWatchers = [
  takeLatest(listPageCall.request, rememberQuery),
  takeLatest(listOptionsCall.request, callWorker(getContactListsEndpoint, listOptionsCall)),
  takeLatest(systemListsCall.request, callWorker(systemContactListsEndpoint, systemListsCall)),
  takeLatest(renameListCall.request, callWorker(renameContactListEndpoint, renameListCall)),
  takeEvery(renameListCall.success, renamed),
  takeEvery(deleteListWanted, deleteList),
  takeEvery(exportWanted, exportList),
];
