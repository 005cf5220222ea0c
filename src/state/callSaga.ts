import { type SagaIterator } from 'redux-saga';
import { call, cancelled, put, select } from 'redux-saga/effects';
import { type ApiResult, type Endpoint, callEndpoint, toApiFailure } from '../api';
import type { MessageId } from '../i18n/messageIds';
import type { Call, CallFailure, CallSuccess } from './callState';
import { genericErrorRaised } from './notices';
import { selectSessionToken, selectSessionUserId, sessionExpired } from './session';
import { failureMessage } from './userMessage';

export interface RunCallOptions {
  /** Show the failure as the generic error toast, worded by the server or by this message id. */
  errorToast?: MessageId;
}

export type CallOutcome<Req, Data> =
  { ok: true; success: CallSuccess<Req, Data> } | { ok: false; failure: CallFailure<Req> };

/**
 * Runs one call through its trio: the caller has already dispatched `request` (loader on); this
 * puts `success` or `failure`. A 401 on an authenticated call ends the session. Never throws, so a
 * bad response cannot kill a watcher. Cancelling the saga aborts the HTTP request.
 */
export function* runCall<Req, Data>(
  endpoint: Endpoint<Req, Data>,
  trio: Call<Req, Data>,
  request: Req,
  options: RunCallOptions = {},
): SagaIterator<CallOutcome<Req, Data>> {
  const token = (yield select(selectSessionToken)) as string | null;
  const userId = (yield select(selectSessionUserId)) as number | null;
  const controller = new AbortController();
  try {
    const result = (yield call(callEndpoint<Req, Data>, endpoint, request, {
      token,
      userId,
      signal: controller.signal,
    })) as ApiResult<Data>;
    const success: CallSuccess<Req, Data> = {
      request,
      data: result.data,
      totalCount: result.totalCount,
      message: result.message,
    };
    yield put(trio.success(success));
    return { ok: true, success };
  } catch (error) {
    const failure: CallFailure<Req> = { request, error: toApiFailure(error) };
    yield put(trio.failure(failure));
    const sentToken = endpoint.token.in !== 'none' && token !== null;
    if (failure.error.httpStatus === 401 && sentToken) yield put(sessionExpired());
    else if (options.errorToast)
      yield put(genericErrorRaised(failureMessage(failure.error, options.errorToast)));
    return { ok: false, failure };
  } finally {
    if ((yield cancelled()) as boolean) controller.abort();
  }
}

/** A watcher-ready worker: takes the trio's request action and runs the call. */
export function callWorker<Req, Data>(
  endpoint: Endpoint<Req, Data>,
  trio: Call<Req, Data>,
  options: RunCallOptions = {},
) {
  return function* worker(action: { payload: Req }): SagaIterator<CallOutcome<Req, Data>> {
    return (yield call(runCall<Req, Data>, endpoint, trio, action.payload, options)) as CallOutcome<
      Req,
      Data
    >;
  };
}
