import { type SagaIterator } from 'redux-saga';
import { call, cancelled, put } from 'redux-saga/effects';
import { describeFailure, toApiFailure, uploadToEndpoint } from '../../../api';
import { callWithProgress } from '../../../state/progressSaga';
import { selected } from '../../../state/typedEffects';
import { selectSessionToken, sessionExpired } from '../../../state/session';
import { type UploadChunkRequest, uploadChunkEndpoint } from '../api';
import { StepFailed } from './importCalls';
import { uploadProgressed } from './importSlice';

/** Chunks small enough to retry cheaply, big enough that 1 GB is ~128 requests. */
export const CHUNK_BYTES = 8 * 1024 * 1024;

/**
 * Uploads every chunk in order, reporting the bytes sent so far. It always starts at chunk 0:
 * the server starts the list's upload over then, so a retry never mixes two attempts' bytes.
 */
export function* uploadFile(listId: number, file: File): SagaIterator {
  const token = yield* selected(selectSessionToken);
  // Cancelling the import (closing the modal, signing out) stops the chunk in flight too.
  const controller = new AbortController();
  try {
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
      yield call(sendChunk, request, blob, file.name, { token, signal: controller.signal });
      yield put(uploadProgressed({ uploaded: offset + blob.size, total: file.size }));
    }
  } finally {
    if ((yield cancelled()) as boolean) controller.abort();
  }
}

function* sendChunk(
  request: UploadChunkRequest,
  blob: Blob,
  name: string,
  context: { token: string | null; signal: AbortSignal },
): SagaIterator {
  try {
    yield call(
      callWithProgress<unknown, number>,
      (report) =>
        uploadToEndpoint(
          uploadChunkEndpoint,
          request,
          { field: 'chunk', blob, name },
          { ...context, onProgress: report },
        ),
      (loaded) =>
        uploadProgressed({
          uploaded: request.offset + Math.min(loaded, blob.size),
          total: request.file_size,
        }),
    );
  } catch (error) {
    const failure = toApiFailure(error);
    // The rule runCall applies to the JSON calls: a refused token ends the session.
    if (failure.httpStatus === 401) yield put(sessionExpired());
    const shown = describeFailure(uploadChunkEndpoint.showFailure, failure);
    throw new StepFailed(
      'upload',
      shown.message ?? { id: 'contacts.import.uploadFailed' },
      failure.httpStatus === 401,
    );
  }
}
