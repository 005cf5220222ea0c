/** Every failure of a call becomes one ApiError, whatever went wrong (ARCHITECTURE.md, "Every response is validated"). */
export type ApiErrorKind = 'http' | 'status' | 'network' | 'timeout' | 'invalid-response';

/** The plain form of an ApiError, safe to keep in Redux state. */
export interface ApiFailure {
  kind: ApiErrorKind;
  httpStatus: number | undefined;
  /** The server's own message, when it sent one. */
  serverMessage: string | undefined;
  /** Field errors as the server sent them (`errors`), flattened to lines. */
  fieldErrors: string[];
}

export class ApiError extends Error {
  override name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly httpStatus: number | undefined;
  readonly serverMessage: string | undefined;
  readonly fieldErrors: string[];
  readonly body: unknown;

  constructor(
    kind: ApiErrorKind,
    details: {
      httpStatus?: number;
      serverMessage?: string;
      fieldErrors?: string[];
      body?: unknown;
      cause?: unknown;
    } = {},
  ) {
    super(
      details.serverMessage ??
        `API call failed (${kind}${details.httpStatus ? ` ${details.httpStatus}` : ''})`,
      {
        cause: details.cause,
      },
    );
    this.kind = kind;
    this.httpStatus = details.httpStatus;
    this.serverMessage = details.serverMessage;
    this.fieldErrors = details.fieldErrors ?? [];
    this.body = details.body;
  }

  toFailure(): ApiFailure {
    return {
      kind: this.kind,
      httpStatus: this.httpStatus,
      serverMessage: this.serverMessage,
      fieldErrors: this.fieldErrors,
    };
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** Wraps anything thrown into an ApiFailure, so a bug in a worker never escapes as a raw exception. */
export function toApiFailure(error: unknown): ApiFailure {
  if (isApiError(error)) return error.toFailure();
  return {
    kind: 'invalid-response',
    httpStatus: undefined,
    serverMessage: undefined,
    fieldErrors: [],
  };
}

/**
 * Whether the server decided this failure (it refused: a declined card, a bad amount), which ends
 * a money intent; one it may not have seen, or whose answer was lost (network, timeout, a 5xx, a
 * garbled answer), keeps the intent's idempotency key, so a retry replays what the server did.
 */
export function isFinalAnswer(error: ApiFailure): boolean {
  if (error.kind === 'status') return true;
  return error.kind === 'http' && error.httpStatus !== undefined && error.httpStatus < 500;
}
