import { type SagaIterator } from 'redux-saga';
import {
  all,
  call,
  getContext,
  put,
  select,
  takeEvery,
  takeLatest,
  takeLeading,
} from 'redux-saga/effects';
import type { UnknownAction } from '@reduxjs/toolkit';
import { type CallOutcome, callWorker, runCall } from '../../state/callSaga';
import type { Call } from '../../state/callState';
import { genericErrorRaised, successRaised } from '../../state/notices';
import { SERVICES_KEY, type SagaServices } from '../../state/session';
import { failureMessage } from '../../state/userMessage';
import {
  convertPdfEndpoint,
  createTemplateEndpoint,
  deleteTemplateEndpoint,
  duplicateTemplateEndpoint,
  smsOrEmailEditInfoEndpoint,
  favouriteTemplateEndpoint,
  listTemplatesEndpoint,
  mergeTagsEndpoint,
  proofEndpoint,
  quickUpdateTemplateEndpoint,
  searchTemplatesEndpoint,
  shareTemplateEndpoint,
  singleSendEndpoint,
  templateNameExistsEndpoint,
  updateTemplateEndpoint,
  type TemplateFields,
} from './api';
import { getContactListsEndpoint, getContactsOfListEndpoint } from '../contacts';
import { isSearch } from './query';
import type { MergeTag, Template, TemplateType } from './schemas';
import {
  TEMPLATE_LISTS,
  type ListQuery,
  type TemplateList,
  createTemplateCall,
  deleteCall,
  duplicateCall,
  duplicateNameRefused,
  duplicateRequested,
  editInfoCall,
  recipientContactsCall,
  recipientListsCall,
  favouriteCall,
  listCalls,
  listRequested,
  mergeTagsCall,
  mergeTagsWanted,
  nameCheckCall,
  pdfCall,
  proofCall,
  quickUpdateCall,
  selectMergeTags,
  shareCall,
  singleSendCall,
  templateSaveRequested,
  templateSaved,
  updateTemplateCall,
} from './slice';

type NameCheck = { template_name: string; template_type: TemplateType };
type DuplicateRequest = { template_id: number; template_name: string; template_type: TemplateType };
type NewTemplate = TemplateFields & { type: TemplateType };
type ChangedTemplate = TemplateFields & { template_id: number };

/** One watcher per list: a newer search of that list cancels the older one (takeLatest). */
function watchList(list: TemplateList) {
  const isThisList = (action: UnknownAction): action is ReturnType<typeof listRequested> =>
    listRequested.match(action) && action.payload.list === list;
  return takeLatest(
    isThisList as (action: unknown) => boolean,
    function* loadList(action: ReturnType<typeof listRequested>): SagaIterator {
      const { query } = action.payload;
      yield put(listCalls[list].request(query));
      // The gallery's basic card query always goes to the list call; filtered lists are searches.
      const endpoint =
        list !== 'gallery' && isSearch(query) ? searchTemplatesEndpoint : listTemplatesEndpoint;
      yield call(runCall<ListQuery, Template[]>, endpoint, listCalls[list], query);
    },
  );
}

/** Duplicate: the new name is checked with the name-existence call first (issue: Duplicate). */
function* duplicate(action: ReturnType<typeof duplicateRequested>): SagaIterator {
  const { template, name } = action.payload;
  const check = (yield call(
    runCall<NameCheck, { exists: boolean }>,
    templateNameExistsEndpoint,
    nameCheckCall,
    {
      template_name: name,
      template_type: template.type,
    },
  )) as CallOutcome<unknown, { exists: boolean }>;
  if (check.ok && check.success.data.exists) {
    yield put(duplicateNameRefused({ templateId: template.id, name }));
    return;
  }
  const request: DuplicateRequest = {
    template_id: template.id,
    template_name: name,
    template_type: template.type,
  };
  yield put(duplicateCall.request(request));
  const outcome = (yield call(
    runCall<DuplicateRequest, Template>,
    duplicateTemplateEndpoint,
    duplicateCall,
    request,
  )) as CallOutcome<DuplicateRequest, Template>;
  if (outcome.ok) {
    yield put(templateSaved({ template: outcome.success.data, isNew: true }));
    yield put(successRaised({ id: 'templates.duplicated', values: { name } }));
  }
}

function* deleteSucceeded(): SagaIterator {
  yield put(successRaised({ id: 'templates.deleted' }));
}

/** Failures the user reads in a toast: the server's message, or our wording (§8). */
function toastFailure(fallback: Parameters<typeof failureMessage>[1]) {
  return function* raise(action: { payload: { error: Parameters<typeof failureMessage>[0] } }) {
    yield put(genericErrorRaised(failureMessage(action.payload.error, fallback)));
  };
}

function* savePdf(action: ReturnType<typeof pdfCall.success>): SagaIterator {
  const services = (yield getContext(SERVICES_KEY)) as SagaServices;
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
  const tags = (yield select(selectMergeTags)) as ReturnType<typeof selectMergeTags>;
  if (tags.data) return;
  yield put(mergeTagsCall.request({}));
  yield call(runCall<Record<string, never>, MergeTag[]>, mergeTagsEndpoint, mergeTagsCall, {});
}

/** An editor's save: create or update, then the list changes of §4. */
function* save(action: ReturnType<typeof templateSaveRequested>): SagaIterator {
  const { fields, templateId, type } = action.payload;
  if (templateId === null) {
    const request: NewTemplate = { ...fields, type };
    yield put(createTemplateCall.request(request));
    const outcome = (yield call(
      runCall<NewTemplate, Template>,
      createTemplateEndpoint,
      createTemplateCall,
      request,
    )) as CallOutcome<NewTemplate, Template>;
    if (outcome.ok) yield put(templateSaved({ template: outcome.success.data, isNew: true }));
  } else {
    const request: ChangedTemplate = { ...fields, template_id: templateId };
    yield put(updateTemplateCall.request(request));
    const outcome = (yield call(
      runCall<ChangedTemplate, Template>,
      updateTemplateEndpoint,
      updateTemplateCall,
      request,
    )) as CallOutcome<ChangedTemplate, Template>;
    if (outcome.ok) yield put(templateSaved({ template: outcome.success.data, isNew: false }));
  }
}

function* saved(action: ReturnType<typeof templateSaved>): SagaIterator {
  yield put(
    successRaised({ id: action.payload.isNew ? 'templates.created' : 'templates.updated' }),
  );
}

/** The request actions of these calls are the intents: a worker runs each one. */
function every<Req, Data>(
  trio: Call<Req, Data>,
  endpoint: Parameters<typeof callWorker<Req, Data>>[0],
) {
  return takeEvery(trio.request, callWorker(endpoint, trio));
}

export function* templatesSaga(): SagaIterator {
  yield all([
    ...TEMPLATE_LISTS.map(watchList),
    takeEvery(duplicateRequested, duplicate),
    every(favouriteCall, favouriteTemplateEndpoint),
    every(shareCall, shareTemplateEndpoint),
    every(deleteCall, deleteTemplateEndpoint),
    every(quickUpdateCall, quickUpdateTemplateEndpoint),
    every(pdfCall, convertPdfEndpoint),
    every(singleSendCall, singleSendEndpoint),
    every(proofCall, proofEndpoint),
    takeLatest(editInfoCall.request, callWorker(smsOrEmailEditInfoEndpoint, editInfoCall)),
    takeLatest(recipientListsCall.request, callWorker(getContactListsEndpoint, recipientListsCall)),
    takeLatest(
      recipientContactsCall.request,
      callWorker(getContactsOfListEndpoint, recipientContactsCall),
    ),
    takeEvery(deleteCall.success, deleteSucceeded),
    takeEvery(deleteCall.failure, toastFailure('templates.deleteFailed')),
    takeEvery(favouriteCall.failure, toastFailure('error.generic')),
    takeEvery(pdfCall.failure, toastFailure('templates.pdfFailed')),
    takeEvery(pdfCall.success, savePdf),
    takeEvery(duplicateCall.failure, toastFailure('error.generic')),
    // Two menus may ask at once: the first load serves both (a newer ask would cancel it).
    takeLeading(mergeTagsWanted, loadMergeTags),
    takeEvery(shareCall.success, shared),
    takeEvery(quickUpdateCall.success, quickUpdated),
    takeEvery(singleSendCall.success, sent),
    takeEvery(templateSaveRequested, save),
    takeEvery(templateSaved, saved),
  ]);
}
