import { type SagaIterator } from 'redux-saga';
import { all, takeLatest } from 'redux-saga/effects';
import type { Endpoint } from '../../api';
import { callWorker } from '../../state/callSaga';
import type { Call } from '../../state/callState';
import {
  basicDashboardMailListEndpoint,
  categoryFilterEndpoint,
  getTemplateByIdEndpoint,
  getTemplatesByIdsEndpoint,
  notifyTemplatesInsertedEndpoint,
  templateCompleteStatusEndpoint,
  templateDetailsEndpoint,
  templateJsonContentEndpoint,
  templatePartialInfoEndpoint,
} from './api';
import {
  basicMailListCall,
  categoryFilterCall,
  completeStatusCall,
  detailsCall,
  jsonContentCall,
  notifyInsertedCall,
  partialInfoCall,
  templateByIdCall,
  templatesByIdsCall,
} from './readsSlice';

/** A newer read of the same kind replaces the older one (its answer would be stale). */
function latest<Req, Data>(trio: Call<Req, Data>, endpoint: Endpoint<Req, Data>) {
  return takeLatest(trio.request, callWorker(endpoint, trio));
}

export function* templateReadsSaga(): SagaIterator {
  yield all([
    latest(categoryFilterCall, categoryFilterEndpoint),
    latest(templateByIdCall, getTemplateByIdEndpoint),
    latest(templatesByIdsCall, getTemplatesByIdsEndpoint),
    latest(completeStatusCall, templateCompleteStatusEndpoint),
    latest(detailsCall, templateDetailsEndpoint),
    latest(partialInfoCall, templatePartialInfoEndpoint),
    latest(jsonContentCall, templateJsonContentEndpoint),
    latest(basicMailListCall, basicDashboardMailListEndpoint),
    latest(notifyInsertedCall, notifyTemplatesInsertedEndpoint),
  ]);
}
