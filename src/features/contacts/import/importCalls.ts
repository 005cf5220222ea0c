import { type SagaIterator } from 'redux-saga';
import { call, delay, getContext, put } from 'redux-saga/effects';
import type { ApiFailure, Endpoint } from '../../../api';
import { type CallOutcome, runCall } from '../../../state/callSaga';
import { type Call, createCall } from '../../../state/callState';
import { SERVICES_KEY, type SagaServices } from '../../../state/session';
import {
  type MapHeadersRequest,
  contactListNameExistsEndpoint,
  createContactListEndpoint,
  listStatusEndpoint,
  mapHeadersEndpoint,
} from '../api';
import type { ListStatusReport } from '../schemas';
import { type ImportStep, type NameRefusal, statusReported } from './importSlice';

/**
 * The import's JSON calls, one saga each. Their trios only log the calls: the import slice keeps
 * the step facts the wizard shows (importSlice.ts), not each call's answer.
 */
const nameCheckCall = createCall<{ name: string }, { exists: boolean }>('contactImport/nameCheck');
const createListCall = createCall<{ name: string }, { id: number }>('contactImport/createList');
const mapHeadersCall = createCall<MapHeadersRequest, ListStatusReport>('contactImport/mapHeaders');
const listStatusCall = createCall<{ contactlist_id: number }, ListStatusReport>(
  'contactImport/listStatus',
);

/**
 * Ends an attempt at the step that failed; importSaga.ts words it and offers "Try again". No
 * failure means the call went well but the server gave up on the list (status `failed`).
 */
export class StepFailed extends Error {
  constructor(
    readonly step: ImportStep,
    readonly failure: ApiFailure | null,
  ) {
    super(`Import step ${step} failed`);
  }
}

function* callStep<Req, Data>(
  step: ImportStep,
  endpoint: Endpoint<Req, Data>,
  trio: Call<Req, Data>,
  request: Req,
): SagaIterator<Data> {
  yield put(trio.request(request));
  const outcome = (yield call(runCall<Req, Data>, endpoint, trio, request)) as CallOutcome<
    Req,
    Data
  >;
  if (!outcome.ok) throw new StepFailed(step, outcome.failure.error);
  return outcome.success.data;
}

/** The name check's answer; a 401 gives none, because runCall has ended the session. */
export type NameVerdict = 'free' | NameRefusal | 'sessionEnded';

/** A new list's name must be free (contactlistname-existance) before anything is uploaded. */
export function* checkName(name: string): SagaIterator<NameVerdict> {
  yield put(nameCheckCall.request({ name }));
  const outcome = (yield call(
    runCall<{ name: string }, { exists: boolean }>,
    contactListNameExistsEndpoint,
    nameCheckCall,
    { name },
  )) as CallOutcome<{ name: string }, { exists: boolean }>;
  if (outcome.ok) return outcome.success.data.exists ? 'taken' : 'free';
  return outcome.failure.error.httpStatus === 401 ? 'sessionEnded' : 'checkFailed';
}

export function* createList(name: string): SagaIterator<number> {
  const created = (yield call(
    callStep<{ name: string }, { id: number }>,
    'create',
    createContactListEndpoint,
    createListCall,
    { name },
  )) as { id: number };
  return created.id;
}

export function* mapHeaders(request: MapHeadersRequest): SagaIterator {
  yield call(
    callStep<MapHeadersRequest, ListStatusReport>,
    'map',
    mapHeadersEndpoint,
    mapHeadersCall,
    request,
  );
}

/** Asks for the list's status every poll interval until the server has made it ready. */
export function* pollUntilReady(listId: number): SagaIterator<number> {
  const services = (yield getContext(SERVICES_KEY)) as SagaServices;
  for (;;) {
    const report = (yield call(
      callStep<{ contactlist_id: number }, ListStatusReport>,
      'poll',
      listStatusEndpoint,
      listStatusCall,
      { contactlist_id: listId },
    )) as ListStatusReport;
    yield put(
      statusReported({
        status: report.status,
        total: report.total_count,
        dpvFailed: report.dpv_failed_count,
      }),
    );
    if (report.status === 'ready') return report.total_count;
    if (report.status === 'failed') throw new StepFailed('poll', null);
    yield delay(services.pollIntervalMs);
  }
}
