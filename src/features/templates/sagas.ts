import type { Action } from '@reduxjs/toolkit';
import { type SagaIterator } from 'redux-saga';
import { all, call, put, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { putAndRun, runCall } from '../../state/callSaga';
import { successRaised } from '../../state/notices';
import { sagaServices, selected } from '../../state/typedEffects';
import { every, latest } from '../../state/watchers';
import { searchTemplatesEndpoint } from './api';
import { isSearch } from './query';
import {
  TEMPLATE_LISTS,
  type TemplateList,
  createTemplateCall,
  deleteCall,
  duplicateCall,
  duplicateNameRefused,
  duplicateRequested,
  editInfoCall,
  favouriteCall,
  listCalls,
  listRequested,
  mergeTagsCall,
  mergeTagsWanted,
  nameCheckCall,
  pdfCall,
  proofCall,
  quickUpdateCall,
  recipientContactsCall,
  recipientListsCall,
  selectMergeTags,
  shareCall,
  singleSendCall,
  templateSaveRequested,
  templateSaved,
  updateTemplateCall,
} from './slice';

/** One watcher per list: a newer search of that list cancels the older one (takeLatest). */
function watchList(list: TemplateList) {
  const isThisList = (action: Action): action is ReturnType<typeof listRequested> =>
    listRequested.match(action) && action.payload.list === list;
  return takeLatest(
    isThisList,
    function* loadList(action: ReturnType<typeof listRequested>): SagaIterator {
      const { query } = action.payload;
      // The gallery's basic card query always goes to the list call; filtered lists are searches.
      // The same trio (loader, results) whichever endpoint answers.
      const trio =
        list !== 'gallery' && isSearch(query)
          ? { ...listCalls[list], endpoint: searchTemplatesEndpoint }
          : listCalls[list];
      yield* putAndRun(trio, query);
    },
  );
}

/** Duplicate: the new name is checked with the name-existence call first (issue: Duplicate). */
function* duplicate(action: ReturnType<typeof duplicateRequested>): SagaIterator {
  const { template, name } = action.payload;
  const check = yield* runCall(nameCheckCall, {
    template_name: name,
    template_type: template.type,
  });
  if (check.ok && check.success.data.exists) {
    yield put(duplicateNameRefused({ templateId: template.id, name }));
    return;
  }
  const outcome = yield* putAndRun(duplicateCall, {
    template_id: template.id,
    template_name: name,
    template_type: template.type,
  });
  if (outcome.ok) {
    yield put(templateSaved({ template: outcome.success.data, isNew: true }));
    yield put(successRaised({ id: 'templates.duplicated', values: { name } }));
  }
}

function* deleteSucceeded(): SagaIterator {
  yield put(successRaised({ id: 'templates.deleted' }));
}

function* savePdf(action: ReturnType<typeof pdfCall.success>): SagaIterator {
  const services = yield* sagaServices();
  const binary = atob(action.payload.data.pdf_base64);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  yield call(services.saveFile, {
    name: action.payload.data.file_name,
    type: 'application/pdf',
    bytes,
  });
}

function* shared(action: ReturnType<typeof shareCall.success>): SagaIterator {
  const message = action.payload.message;
  yield put(successRaised(message ? { text: message } : { id: 'templates.shared' }));
}

function* quickUpdated(): SagaIterator {
  yield put(successRaised({ id: 'templates.updated' }));
}

function* sent(action: ReturnType<typeof singleSendCall.success>): SagaIterator {
  yield put(
    successRaised({ id: 'templates.sent', values: { order: action.payload.data.order_id } }),
  );
}

function* loadMergeTags(): SagaIterator {
  const tags = yield* selected(selectMergeTags);
  if (tags.data) return;
  yield* putAndRun(mergeTagsCall, {});
}

/** An editor's save: create or update, then the list changes of §4. */
function* save(action: ReturnType<typeof templateSaveRequested>): SagaIterator {
  const { fields, templateId, type } = action.payload;
  const outcome =
    templateId === null
      ? yield* putAndRun(createTemplateCall, { ...fields, type })
      : yield* putAndRun(updateTemplateCall, { ...fields, template_id: templateId });
  if (outcome.ok)
    yield put(templateSaved({ template: outcome.success.data, isNew: templateId === null }));
}

function* saved(action: ReturnType<typeof templateSaved>): SagaIterator {
  yield put(
    successRaised({ id: action.payload.isNew ? 'templates.created' : 'templates.updated' }),
  );
}

export function* templatesSaga(): SagaIterator {
  yield all([
    ...TEMPLATE_LISTS.map(watchList),
    takeEvery(duplicateRequested, duplicate),
    // The request actions of these calls are the intents: a watcher runs each one.
    every(favouriteCall),
    every(shareCall),
    every(deleteCall),
    every(quickUpdateCall),
    every(pdfCall),
    every(singleSendCall),
    every(proofCall),
    latest(editInfoCall),
    latest(recipientListsCall),
    latest(recipientContactsCall),
    takeEvery(deleteCall.success, deleteSucceeded),
    takeEvery(pdfCall.success, savePdf),
    // Two menus may ask at once: the first load serves both (a newer ask would cancel it).
    takeLeading(mergeTagsWanted, loadMergeTags),
    takeEvery(shareCall.success, shared),
    takeEvery(quickUpdateCall.success, quickUpdated),
    takeEvery(singleSendCall.success, sent),
    takeEvery(templateSaveRequested, save),
    takeEvery(templateSaved, saved),
  ]);
}
