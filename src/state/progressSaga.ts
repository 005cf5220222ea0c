import type { UnknownAction } from '@reduxjs/toolkit';
import { type SagaIterator, type Task, channel } from 'redux-saga';
import { call, fork, put, take } from 'redux-saga/effects';

/**
 * Runs a promise-returning job that reports progress through a callback (an upload, a download)
 * and turns each report into an action. Callbacks cannot `put`, so reports go through a channel
 * that a forked relay drains.
 */
export function* callWithProgress<T, P>(
  job: (report: (progress: P) => void) => Promise<T>,
  toAction: (progress: P) => UnknownAction,
): SagaIterator<T> {
  const reports = channel<{ progress: P }>();
  const relay = (yield fork(function* relayProgress(): SagaIterator {
    for (;;) {
      const { progress } = (yield take(reports)) as { progress: P };
      yield put(toAction(progress));
    }
  })) as Task;
  try {
    return (yield call(job, (progress: P) => reports.put({ progress }))) as T;
  } finally {
    // Not a yield: callers run this through `yield*`, and a generator that yields while
    // cancelled hands its caller a result and lets it carry on.
    relay.cancel();
    reports.close();
  }
}
