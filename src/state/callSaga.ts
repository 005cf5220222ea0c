import { type SagaIterator } from 'redux-saga';
import { call, put } from 'redux-saga/effects';
import {
  type ApiFailure,
  type ApiResult,
  type FailureDisplay,
  type ShownFailure,
  callEndpoint,
  describeFailure,
  toApiFailure,
} from '../api';
import type { CallFailure, CallSuccess, EndpointCall } from './callState';
import { genericErrorRaised } from './notices';
import {
  selectSessionActor,
  selectSessionToken,
  selectSessionUserId,
  sessionExpired,
} from './session';
import { selected } from './typedEffects';

/** A failure's outcome also says what the user was told about it, and where. */
export type CallOutcome<Req, Data> =
  | { ok: true; success: CallSuccess<Req, Data> }
  | { ok: false; failure: CallFailure<Req>; shown: ShownFailure };

/**
 * Tells the user about a failure as declared: a toast is raised here, inline and dialog failures
 * are shown by the screen from the call's state, silent ones nowhere.
 */
export function* showFailure(
  display: FailureDisplay,
  error: ApiFailure,
): SagaIterator<ShownFailure> {
  const shown = describeFailure(display, error);
  if (shown.show === 'toast') yield put(genericErrorRaised(shown.message));
  return shown;
}

/**
 * Runs one call through its trio: the caller has already dispatched `request` (loader on); this
 * puts `success` or `failure` and shows the failure as the call declares. A 401 on an
 * authenticated call ends the session instead. Never throws, so a bad response cannot kill a
 * watcher. Cancelling the saga aborts the HTTP request. Use it with `yield*`, which types the
 * outcome: `const outcome = yield* runCall(trio, request)`.
 */
/** Who calls: the session's token and user, and the admin acting, if any (every call sends them). */
export function* sessionContext(): SagaIterator<{
  token: string | null;
  userId: number | null;
  actorId: number | null;
}> {
  const token = yield* selected(selectSessionToken);
  const userId = yield* selected(selectSessionUserId);
  const actor = yield* selected(selectSessionActor);
  return { token, userId, actorId: actor?.id ?? null };
}

export function* runCall<Req, Data>(
  trio: EndpointCall<Req, Data>,
  request: NoInfer<Req>,
): SagaIterator<CallOutcome<Req, Data>> {
  const { token, userId, actorId } = yield* sessionContext();
  const controller = new AbortController();
  try {
    const result = (yield call(callEndpoint<Req, Data>, trio.endpoint, request, {
      token,
      userId,
      actorId,
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
  } catch (thrown) {
    const error = toApiFailure(thrown);
    const sentToken = trio.endpoint.token.in !== 'none' && token !== null;
    // Only for the session in use now: a call sent with a token since replaced (a switch back
    // from an impersonation that ended it) must not sign the new session out.
    const endsSession =
      error.httpStatus === 401 && sentToken && (yield* selected(selectSessionToken)) === token;
    // The toast goes before the failure, so the failure stays the call's last word.
    const shown: ShownFailure = endsSession
      ? { show: 'silent', message: null }
      : yield* showFailure(trio.showFailure, error);
    const failure: CallFailure<Req> = { request, error };
    yield put(trio.failure(failure));
    if (endsSession) yield put(sessionExpired());
    return { ok: false, failure, shown };
  } finally {
    // Aborting a finished request does nothing, so this need not ask whether the saga was
    // cancelled. And it must not yield: a generator run through `yield*` that yields while
    // cancelled would hand its caller a result and let it carry on.
    controller.abort();
  }
}

/** Puts the trio's request (loader on) and runs it: one step of a sequence. */
export function* putAndRun<Req, Data>(
  trio: EndpointCall<Req, Data>,
  request: NoInfer<Req>,
): SagaIterator<CallOutcome<Req, Data>> {
  yield put(trio.request(request, 'sequence'));
  return yield* runCall(trio, request);
}
