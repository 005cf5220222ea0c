import { type SagaIterator } from 'redux-saga';
import { delay, put } from 'redux-saga/effects';
import type { UserMessage } from '../../../api';
import { putAndRun } from '../../../state/callSaga';
import { type EndpointCall, createCall } from '../../../state/callState';
import { sagaServices } from '../../../state/typedEffects';
import {
  type MapHeadersRequest,
  contactListNameExistsEndpoint,
  createContactListEndpoint,
  listStatusEndpoint,
  mapHeadersEndpoint,
} from '../api';
import { type ImportStep, type NameRefusal, statusReported } from './importSlice';

/**
 * The import's JSON calls, one saga each. Their trios only log the calls: the import slice keeps
 * the step facts the wizard shows (importSlice.ts), not each call's answer.
 */
const nameCheckCall = createCall('contactImport/nameCheck', contactListNameExistsEndpoint);
const createListCall = createCall('contactImport/createList', createContactListEndpoint);
const mapHeadersCall = createCall('contactImport/mapHeaders', mapHeadersEndpoint);
const listStatusCall = createCall('contactImport/listStatus', listStatusEndpoint);

/**
 * Ends an attempt at the step that failed, with the words its endpoint declares for the failure
 * (contacts/api.ts); importSaga.ts shows them and offers "Try again".
 */
export class StepFailed extends Error {
  constructor(
    readonly step: ImportStep,
    readonly wording: UserMessage,
    /** A refused token: the session has ended, so there is nothing to show or retry. */
    readonly endedSession = false,
  ) {
    super(`Import step ${step} failed`);
  }
}

function* callStep<Req, Data>(
  step: ImportStep,
  trio: EndpointCall<Req, Data>,
  request: NoInfer<Req>,
): SagaIterator<Data> {
  const outcome = yield* putAndRun(trio, request);
  if (!outcome.ok)
    throw new StepFailed(
      step,
      outcome.shown.message ?? { id: 'contacts.import.createFailed' },
      outcome.failure.error.httpStatus === 401,
    );
  return outcome.success.data;
}

/** The name check's answer; a 401 gives none, because runCall has ended the session. */
export type NameVerdict = 'free' | NameRefusal | 'sessionEnded';

/** A new list's name must be free (contactlistname-existance) before anything is uploaded. */
export function* checkName(name: string): SagaIterator<NameVerdict> {
  const outcome = yield* putAndRun(nameCheckCall, { name });
  if (outcome.ok) return outcome.success.data.exists ? 'taken' : 'free';
  return outcome.failure.error.httpStatus === 401 ? 'sessionEnded' : 'checkFailed';
}

export function* createList(name: string): SagaIterator<number> {
  const created = yield* callStep('create', createListCall, { name });
  return created.id;
}

export function* mapHeaders(request: MapHeadersRequest): SagaIterator {
  yield* callStep('map', mapHeadersCall, request);
}

/** Asks for the list's status every poll interval until the server has made it ready. */
export function* pollUntilReady(listId: number): SagaIterator<number> {
  const services = yield* sagaServices();
  for (;;) {
    const report = yield* callStep('poll', listStatusCall, { contactlist_id: listId });
    yield put(
      statusReported({
        status: report.status,
        total: report.total_count,
        dpvFailed: report.dpv_failed_count,
      }),
    );
    if (report.status === 'ready') return report.total_count;
    // The call went well but the server gave up on the list: worded as the poll's failure (§8).
    if (report.status === 'failed')
      throw new StepFailed('poll', { id: 'contacts.import.pollFailed' });
    yield delay(services.pollIntervalMs);
  }
}
