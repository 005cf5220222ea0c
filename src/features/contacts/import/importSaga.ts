import { type SagaIterator } from 'redux-saga';
import { successRaised } from '../../../state/notices';
import { callWithProgress } from '../../../state/progressSaga';
import {
  call,
  cancelled,
  delay,
  getContext,
  put,
  race,
  select,
  take,
  takeLatest,
} from 'redux-saga/effects';
import { type ApiResult, callEndpoint, toApiFailure, uploadToEndpoint } from '../../../api';
import type { MessageId } from '../../../i18n/messageIds';
import {
  SERVICES_KEY,
  type SagaServices,
  selectSessionToken,
  sessionExpired,
} from '../../../state/session';
import { failureMessage } from '../../../state/userMessage';
import {
  type UploadChunkRequest,
  createContactListEndpoint,
  listStatusEndpoint,
  mapHeadersEndpoint,
  uploadChunkEndpoint,
} from '../api';
import type { ListStatusReport } from '../schemas';
import { chosenFile } from './chosenFiles';
import {
  type ImportRequest,
  type ImportStep,
  importCancelled,
  importStarted,
  listCreated,
  statusReported,
  stepFailed,
  stepStarted,
  uploadProgressed,
} from './importSlice';

/** Chunks small enough to retry cheaply, big enough that 1 GB is ~128 requests. */
export const CHUNK_BYTES = 8 * 1024 * 1024;

/** Each step's failure in the spec's words (§8); the create step has no spec wording. */
const STEP_MESSAGES: Record<ImportStep, MessageId> = {
  create: 'contacts.import.createFailed',
  upload: 'contacts.import.uploadFailed',
  map: 'contacts.import.mapFailed',
  poll: 'contacts.import.pollFailed',
};

class StepError extends Error {
  constructor(
    readonly step: ImportStep,
    override readonly cause: unknown,
  ) {
    super(`Import step ${step} failed`);
  }
}

function* attempt<T>(step: ImportStep, effect: () => Promise<T>): SagaIterator<T> {
  try {
    return (yield call(effect)) as T;
  } catch (error) {
    throw new StepError(step, error);
  }
}

/** Uploads every chunk in order, reporting the bytes sent so far. */
function* uploadFile(listId: number, file: File, token: string | null): SagaIterator {
  // Cancelling the import (closing the modal) stops the chunk in flight too.
  const controller = new AbortController();
  try {
    yield call(uploadChunks, listId, file, token, controller.signal);
  } finally {
    if ((yield cancelled()) as boolean) controller.abort();
  }
}

function* uploadChunks(
  listId: number,
  file: File,
  token: string | null,
  signal: AbortSignal,
): SagaIterator {
  const chunkCount = Math.max(1, Math.ceil(file.size / CHUNK_BYTES));
  for (let index = 0; index < chunkCount; index += 1) {
    const offset = index * CHUNK_BYTES;
    const blob = file.slice(offset, Math.min(file.size, offset + CHUNK_BYTES));
    const request: UploadChunkRequest = {
      contactlist_id: listId,
      file_name: file.name,
      file_size: file.size,
      chunk_index: index,
      chunk_count: chunkCount,
      offset,
    };
    try {
      yield call(
        callWithProgress<unknown, number>,
        (report) =>
          uploadToEndpoint(
            uploadChunkEndpoint,
            request,
            { field: 'chunk', blob, name: file.name },
            { token, signal, onProgress: report },
          ),
        (loaded) =>
          uploadProgressed({ uploaded: offset + Math.min(loaded, blob.size), total: file.size }),
      );
    } catch (error) {
      throw new StepError('upload', error);
    }
    yield put(uploadProgressed({ uploaded: offset + blob.size, total: file.size }));
  }
}

function* pollUntilReady(listId: number, token: string | null): SagaIterator<number> {
  const services = (yield getContext(SERVICES_KEY)) as SagaServices;
  for (;;) {
    const result = (yield call(attempt, 'poll', () =>
      callEndpoint(listStatusEndpoint, { contactlist_id: listId }, { token }),
    )) as ApiResult<ListStatusReport>;
    const report = result.data;
    yield put(
      statusReported({
        status: report.status,
        total: report.total_count,
        dpvFailed: report.dpv_failed_count,
      }),
    );
    if (report.status === 'ready') return report.total_count;
    if (report.status === 'failed') throw new StepError('poll', new Error('The list failed'));
    yield delay(services.pollIntervalMs);
  }
}

const STEPS: ImportStep[] = ['create', 'upload', 'map', 'poll'];

function* runImport(request: ImportRequest): SagaIterator {
  const token = (yield select(selectSessionToken)) as string | null;
  const file = chosenFile(request.fileId);
  const startAt = STEPS.indexOf(request.resume?.from ?? 'create');
  let listId = request.resume?.listId ?? ('listId' in request.target ? request.target.listId : 0);
  try {
    if (!file) throw new StepError('upload', new Error('The chosen file is gone'));
    if (startAt <= 0 && 'name' in request.target) {
      yield put(stepStarted('create'));
      const { name } = request.target;
      const created = (yield call(attempt, 'create', () =>
        callEndpoint(createContactListEndpoint, { name }, { token }),
      )) as ApiResult<{ id: number }>;
      listId = created.data.id;
    }
    yield put(listCreated(listId));
    if (startAt <= 1) {
      yield put(stepStarted('upload'));
      yield call(uploadFile, listId, file, token);
    }
    if (startAt <= 2) {
      yield put(stepStarted('map'));
      yield call(attempt, 'map', () =>
        callEndpoint(
          mapHeadersEndpoint,
          {
            contactlist_id: listId,
            has_header: true,
            mapping: request.mapping,
            repair_zips: request.repairZips,
          },
          { token },
        ),
      );
    }
    yield put(stepStarted('poll'));
    const total = (yield call(pollUntilReady, listId, token)) as number;
    // The modal may be closed by now: a toast tells the user either way.
    yield put(
      successRaised({
        id: 'contacts.import.ready',
        values: { name: request.listName, count: total },
      }),
    );
  } catch (error) {
    if (!(error instanceof StepError)) throw error;
    const failure = toApiFailure(error.cause);
    if (failure.httpStatus === 401) {
      yield put(sessionExpired());
      return;
    }
    // A server's own words are shown for the create step only: the spec words the other three.
    const message =
      error.step === 'create'
        ? failureMessage(failure, STEP_MESSAGES.create)
        : { id: STEP_MESSAGES[error.step] };
    yield put(stepFailed({ step: error.step, error: message }));
  }
}

export function* importSaga(): SagaIterator {
  yield takeLatest(importStarted, function* importing(action: ReturnType<typeof importStarted>) {
    yield race({ done: call(runImport, action.payload), stop: take(importCancelled) });
  });
}
