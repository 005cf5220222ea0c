import { type SagaIterator } from 'redux-saga';
import { call, put, takeEvery } from 'redux-saga/effects';
import { type UserMessage, downloadFile, toApiFailure } from '../../../api';
import { putAndRun, sessionContext, showFailure } from '../../../state/callSaga';
import { createCall } from '../../../state/callState';
import { genericErrorRaised, successRaised } from '../../../state/notices';
import { callWithProgress } from '../../../state/progressSaga';
import { awaited, sagaServices, selected } from '../../../state/typedEffects';
import { latest } from '../../../state/watchers';
import {
  deleteContactListEndpoint,
  exportContactListEndpoint,
  listCampaignUseEndpoint,
} from '../api';
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
  selectListQuery,
  selectLists,
  systemListsCall,
} from '../slice';

const campaignUseCall = createCall('contacts/campaignUse', listCampaignUseEndpoint);
const deleteListCall = createCall('contacts/deleteList', deleteContactListEndpoint);
const exportCall = createCall('contacts/export', exportContactListEndpoint);

/** Delete: refused with the spec's wording when an active campaign uses the list (§8). */
function* deleteList(action: ReturnType<typeof deleteListWanted>): SagaIterator {
  const { id } = action.payload;
  yield call(rowAction, id, 'delete', function* deleting(): SagaIterator {
    yield put(rowFailed(null));
    const use = yield* putAndRun(campaignUseCall, { contactlist_id: id });
    if (!use.ok) {
      // Kept for the row as well as shown in the toast the call raised.
      yield put(rowFailed(use.shown.message));
      return;
    }
    if (use.success.data.assigned) {
      // Not a failed call but the server's refusal in data: the spec words it (§8).
      const inUse: UserMessage = { id: 'contacts.lists.inUse' };
      yield put(rowFailed(inUse));
      yield put(genericErrorRaised(inUse));
      return;
    }
    const deleted = yield* putAndRun(deleteListCall, { contact_list_id: id });
    if (!deleted.ok) {
      yield put(rowFailed(deleted.shown.message));
      return;
    }
    yield put(listRemoved({ id }));
    yield put(successRaised({ id: 'contacts.lists.deleted' }));
    // The page lost a row: fetch it again so the next list moves up, or step back from an
    // emptied last page.
    const lists = yield* selected(selectLists);
    const query = yield* selected(selectListQuery);
    const emptied = lists.data?.length === 0 && query.offset > 0;
    yield put(
      listPageCall.request({
        ...query,
        offset: emptied ? Math.max(0, query.offset - query.limit) : query.offset,
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
  const services = yield* sagaServices();
  const caller = yield* sessionContext();
  yield put(rowFailed(null));
  yield put(exportProgressed({ id, fraction: 0 }));
  try {
    const prepared = yield* putAndRun(exportCall, { id });
    if (!prepared.ok) {
      yield put(rowFailed(prepared.shown.message));
      return;
    }
    const file = prepared.success.data;
    let blob: Blob;
    try {
      blob = yield* callWithProgress<Blob, number | null>(
        (report) => downloadFile('main', file.url, { ...caller, onProgress: report }),
        (fraction) => exportProgressed({ id, fraction }),
      );
    } catch (error) {
      // The file itself is part of the export: its failure shows as the export call's does.
      const shown = yield* showFailure(exportCall.showFailure, toApiFailure(error));
      yield put(rowFailed(shown.message));
      return;
    }
    const bytes = new Uint8Array(yield* awaited(() => blob.arrayBuffer()));
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
  latest(listPageCall),
  latest(listOptionsCall),
  latest(systemListsCall),
  latest(renameListCall),
  takeEvery(renameListCall.success, renamed),
  takeEvery(deleteListWanted, deleteList),
  takeEvery(exportWanted, exportList),
];
