import { type SagaIterator } from 'redux-saga';
import { call, put, race, take, takeLatest } from 'redux-saga/effects';
import { successRaised } from '../../../state/notices';
import { sessionEnded } from '../../../state/session';
import { uploadFile } from './chunkedUpload';
import {
  StepFailed,
  checkName,
  createList,
  mapHeaders,
  pollUntilReady,
} from './importCalls';
import {
  type ImportOrder,
  type ImportStep,
  importCancelled,
  importRetried,
  importStarted,
  importWizardOpened,
  listCreated,
  nameRefused,
  stepFailed,
  stepStarted,
} from './importSlice';

const STEPS: ImportStep[] = ['create', 'upload', 'map', 'poll'];

/** Where an attempt stopped: the step to try again and the list it made, if it got that far. */
interface Stopped {
  step: ImportStep;
  listId: number | null;
}

/**
 * One attempt, from step `from` to the end: null once the list is ready (or the session ended),
 * else where it stopped. `listId` is null only when the list is still to be created.
 */
function* attemptFrom(
  order: ImportOrder,
  from: ImportStep,
  knownListId: number | null,
): SagaIterator<Stopped | null> {
  let listId = knownListId;
  try {
    if (listId === null) {
      yield put(stepStarted('create'));
      const name = 'name' in order.target ? order.target.name : order.listName;
      listId = yield* createList(name);
      yield put(listCreated(listId));
    }
    if (STEPS.indexOf(from) <= STEPS.indexOf('upload')) {
      yield put(stepStarted('upload'));
      yield call(uploadFile, listId, order.file);
    }
    if (STEPS.indexOf(from) <= STEPS.indexOf('map')) {
      yield put(stepStarted('map'));
      yield call(mapHeaders, {
        contactlist_id: listId,
        has_header: true,
        mapping: order.mapping,
        repair_zips: order.repairZips,
      });
    }
    yield put(stepStarted('poll'));
    const total = yield* pollUntilReady(listId);
    // The modal may be closed by now: a toast tells the user either way.
    yield put(
      successRaised({
        id: 'contacts.import.ready',
        values: { name: order.listName, count: total },
      }),
    );
    return null;
  } catch (error) {
    if (!(error instanceof StepFailed)) throw error;
    // A refused token has ended the session (and so this import): nothing to show.
    if (error.endedSession) return null;
    yield put(stepFailed({ step: error.step, error: error.wording }));
    return { step: error.step, listId };
  }
}

/**
 * The whole import: the name check for a new list, then the steps; after a failure it waits for
 * "Try again" and resumes at the failed step with the same file (kept here, not in the store).
 */
function* importFile(order: ImportOrder): SagaIterator {
  let listId = 'listId' in order.target ? order.target.listId : null;
  if ('name' in order.target) {
    const { name } = order.target;
    const verdict = yield* checkName(name);
    if (verdict === 'sessionEnded') return;
    if (verdict !== 'free') {
      yield put(nameRefused({ name, reason: verdict }));
      return;
    }
  }
  let from: ImportStep = listId === null ? 'create' : 'upload';
  for (;;) {
    const stopped: Stopped | null = yield* attemptFrom(order, from, listId);
    if (!stopped) return;
    // Opening the wizard again drops a failed import and its file.
    const { retried } = (yield race({
      retried: take(importRetried),
      dropped: take(importWizardOpened),
    })) as { retried?: unknown };
    if (!retried) return;
    ({ step: from, listId } = stopped);
  }
}

export function* importSaga(): SagaIterator {
  yield takeLatest(importStarted, function* importing(action: ReturnType<typeof importStarted>) {
    // Closing the modal stops the import only when the user confirms it (importCancelled); it
    // keeps polling otherwise, so the ready toast comes even after the modal closed.
    yield race({
      settled: call(importFile, action.payload),
      cancelled: take(importCancelled),
      signedOut: take(sessionEnded),
    });
  });
}
