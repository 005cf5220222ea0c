import type { ZodMiniType } from 'zod/mini';
import type { ApiBase } from '../config/env';
import { type FailureDisplay, withUnknownOutcome } from './failureDisplay';

/**
 * How a call proves it succeeded; the spec differs per call (templates-campaigns-contacts §7,
 * accounts-money §7).
 * - `status`: HTTP 2xx and `status` true in the body (most calls).
 * - `http200` / `http201`: that exact HTTP status, whatever the body says.
 * - `newer`: the newer API's boolean `status` true, with `data` and `message` present.
 */
export type SuccessRule = 'status' | 'http200' | 'http201' | 'newer';

/**
 * Where the session token travels: `body` as api_token in the JSON body (POST default),
 * `header` (GET default, or a POST that names it so), `userId` for the PDF call that sends
 * user_id instead, `none` for public calls. `optional` on `body`: a read a visitor may make signed
 * out too (plan prices on sign-up): the token goes when there is a session, and none is asked for.
 */
export type TokenPlacement =
  | { in: 'body'; optional?: true }
  | { in: 'header'; name: string }
  | { in: 'userId' }
  | { in: 'none' };

export interface Endpoint<Req, Data> {
  /** Unique id, used by the mock backend and the fault-injection suite. */
  id: string;
  base: ApiBase;
  method: 'GET' | 'POST';
  path: string | ((request: Req) => string);
  token: TokenPlacement;
  success: SuccessRule;
  /** Schema of the envelope's `data` (or of the whole envelope, see `dataFrom`). */
  data: Schema<Data>;
  /**
   * `envelope` for the odd call whose figures sit beside `data` (get-contacts reads data, total and
   * maxPages): the schema then checks the whole body.
   */
  dataFrom: 'data' | 'envelope';
  timeoutMs?: number;
  /**
   * A money call (a charge, an upgrade, a reactivation): its request carries `idempotency_key`,
   * which travels as the Idempotency-Key header, and the server replays its first answer to the
   * same key (Stripe's rule), so a retry, a double click or a reload can never charge twice.
   */
  idempotent: boolean;
  /** Where and in which words the user learns that this call failed (see FailureDisplay). */
  showFailure: FailureDisplay;
}

/** The header an idempotent call's key travels in. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/**
 * The header that says who is acting while an admin views the app as another user (issue 29): the
 * acting account's id on every call made under an impersonation, which the server records.
 */
export const ACTING_USER_HEADER = 'X-Acting-User';

export type RequestOf<E> = E extends Endpoint<infer Req, unknown> ? Req : never;
export type DataOf<E> = E extends Endpoint<unknown, infer Data> ? Data : never;

export interface EndpointInput<Req, Data> {
  id: string;
  base: ApiBase;
  method?: 'GET' | 'POST';
  path: string | ((request: Req) => string);
  token?: TokenPlacement;
  success?: SuccessRule;
  data: Schema<Data>;
  dataFrom?: 'data' | 'envelope';
  timeoutMs?: number;
  idempotent?: boolean;
  showFailure: FailureDisplay;
}

/** A zod/mini schema whose parsed output is T; zod/mini keeps validation light on the first load. */
export type Schema<T> = ZodMiniType<T, unknown>;

const registry = new Map<string, Endpoint<never, unknown>>();

/**
 * Declares a call once: base, method, path, request type, response schema, success rule and how
 * its failure is shown.
 */
export function defineEndpoint<Req, Data>(input: EndpointInput<Req, Data>): Endpoint<Req, Data> {
  const method = input.method ?? 'POST';
  const endpoint: Endpoint<Req, Data> = {
    ...input,
    method,
    token: input.token ?? (method === 'GET' ? { in: 'header', name: 'api_token' } : { in: 'body' }),
    success: input.success ?? 'status',
    dataFrom: input.dataFrom ?? 'data',
    idempotent: input.idempotent ?? false,
    // A money call never says "could not" when it cannot tell (api/failureDisplay.ts).
    showFailure: input.idempotent ? withUnknownOutcome(input.showFailure) : input.showFailure,
  };
  if (registry.has(endpoint.id)) throw new Error(`Endpoint ${endpoint.id} is defined twice`);
  registry.set(endpoint.id, endpoint);
  return endpoint;
}

/** Every endpoint defined so far: the fault-injection suite and the mock backend walk this. */
export function registeredEndpoints(): Endpoint<never, unknown>[] {
  return [...registry.values()];
}

export function resolvePath<Req>(endpoint: Endpoint<Req, unknown>, request: Req): string {
  return typeof endpoint.path === 'function' ? endpoint.path(request) : endpoint.path;
}
