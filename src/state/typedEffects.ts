import { type SagaIterator } from 'redux-saga';
import { all, call, getContext, select } from 'redux-saga/effects';
import { SERVICES_KEY, type SagaServices } from './session';

/*
 * redux-saga types every `yield` as any, so a saga reading a result had to cast it. These
 * wrappers state the result type once; a saga uses them with `yield*`, which infers it:
 * `const lists = yield* selected(selectLists)`.
 */

/** The selector's value from the store. */
export function* selected<S, T>(selector: (state: S) => T): SagaIterator<T> {
  return (yield select(selector)) as T;
}

/** The outside world's effects (navigation, file saving), from the saga context. */
export function* sagaServices(): SagaIterator<SagaServices> {
  return (yield getContext(SERVICES_KEY)) as SagaServices;
}

/** What a promise-returning function resolves to; cancelling the saga stops waiting for it. */
export function* awaited<Args extends unknown[], T>(
  job: (...args: Args) => Promise<T>,
  ...args: Args
): SagaIterator<T> {
  return (yield call(job, ...args)) as T;
}

/** Two sagas at once, each one's result in its place: two reads that do not wait for each other. */
export function* inParallel<A, B>(
  first: () => SagaIterator<A>,
  second: () => SagaIterator<B>,
): SagaIterator<[A, B]> {
  return (yield all([call(first), call(second)])) as [A, B];
}
