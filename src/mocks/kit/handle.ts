import { HttpResponse, delay } from 'msw';
import type { Endpoint } from '../../api/endpoint';
import { getConfig } from '../../config/env';
import type { UserRecord } from '../auth';
import { type Database, databaseChanged, db } from '../db';
import { ACTING_USER_HEADER, IDEMPOTENCY_HEADER } from '../../api/endpoint';
import { LOST_ANSWER, faultForCall, faultResponse } from './faults';
import { type BodyReader, bodyReader } from './fields';
import type { MockReply } from './replies';

export interface MockRequest<Req> {
  body: Partial<Req> & Record<string, unknown>;
  /** The body's fields read by name (names checked against the endpoint's request type). */
  read: BodyReader<Req>;
  params: Record<string, string>;
  /** The URL's query string (a few POST calls carry paging there). */
  query: Record<string, string>;
  db: Database;
  /** The user whose token came with the call; null only for public calls. */
  user: UserRecord | null;
  /** The admin acting as `user`, when the token is an impersonation's (issue 29); else null. */
  actor: UserRecord | null;
  /** The Idempotency-Key header of a money call (kit/idempotency.ts replays by it). */
  idempotencyKey: string | null;
}

type Resolver<Req> = (request: MockRequest<Req>) => MockReply | Promise<MockReply>;

let latencyMs = 0;

/** The browser demo answers after a short pause so loaders are visible; tests answer at once. */
export function setMockLatency(ms: number): void {
  latencyMs = ms;
}

const mocked = new Set<string>();

/** Ids of endpoints that have a mock handler: the fault suite fails on any endpoint missing here. */
export function mockedEndpointIds(): ReadonlySet<string> {
  return mocked;
}

async function readBody(request: Request): Promise<Record<string, unknown> | null> {
  // A file upload: its fields as strings and its file parts as Blobs.
  if (request.headers.get('content-type')?.includes('multipart/form-data')) {
    try {
      return Object.fromEntries((await request.formData()).entries());
    } catch {
      return null;
    }
  }
  const text = await request.text();
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

function tokenOf<Req>(
  endpoint: Endpoint<Req, unknown>,
  request: Request,
  body: Record<string, unknown>,
): string | null {
  const placement = endpoint.token;
  if (placement.in === 'header') return request.headers.get(placement.name);
  const token = body.api_token;
  return typeof token === 'string' ? token : null;
}

/**
 * A token the server issued for an impersonation (issue 29): the user it opens and the admin
 * acting, who must be named in the X-Acting-User header; the call joins the audit trail. An ended
 * impersonation's token opens nothing.
 */
function actingSession(
  token: string,
  request: Request,
  call: string,
): { user: UserRecord | null; actor: UserRecord | null } | { refusal: Response } {
  const session = db().impersonations.find((row) => row.token === token && row.ended_at === null);
  if (!session) return { user: null, actor: null };
  if (request.headers.get(ACTING_USER_HEADER) !== String(session.actor_id))
    return {
      refusal: HttpResponse.json(
        { status: false, message: 'The acting user does not match this session.' },
        { status: 403 },
      ),
    };
  db().impersonationAudit.insert({
    impersonation_id: session.id,
    actor_id: session.actor_id,
    user_id: session.user_id,
    call,
    at: new Date().toISOString(),
  });
  return {
    user: db().users.get(session.user_id) ?? null,
    actor: db().users.get(session.actor_id) ?? null,
  };
}

/**
 * The user a plain file download (an export's CSV, not an endpoint) is for: its token in the
 * api_token header, an impersonation's included (named and recorded as any call is).
 */
export function userOfFileRequest(request: Request, call: string): UserRecord | null {
  const token = request.headers.get('api_token');
  if (!token) return null;
  const user = db().users.find((row) => row.api_token === token);
  if (user) return user;
  const acting = actingSession(token, request, call);
  return 'refusal' in acting ? null : acting.user;
}

/** Every field of a request reads as `:field`, so a computed path resolves to an msw pattern. */
const PATH_PARAMS = new Proxy(
  {},
  { get: (_target, key) => (typeof key === 'string' ? `:${key}` : undefined) },
);

/**
 * The URL pattern an endpoint's calls arrive at: its base and path, a computed path's fields as
 * path parameters, and no query string (msw matches the path; the query is read from the request).
 */
export function endpointUrl<Req>(endpoint: Endpoint<Req, unknown>): string {
  const path =
    typeof endpoint.path === 'string' ? endpoint.path : endpoint.path(PATH_PARAMS as Req);
  return `${getConfig().apiBases[endpoint.base]}${path.split('?')[0]!}`;
}

/**
 * One endpoint's answer, served through the dispatcher (kit/dispatcher.ts) rather than as an msw
 * handler of its own: msw compiles and tries every handler's URL pattern, and reads the cookies,
 * for every request the page makes (its own scripts included), which at a hundred handlers cost
 * the demo's boot seconds of main thread on a slow phone.
 */
export interface MockRoute {
  endpointId: string;
  method: 'GET' | 'POST';
  /** The endpoint's URL as an msw-style pattern (`:name` segments for a computed path's fields). */
  url: string;
  respond: (request: Request, params: Record<string, string>) => Promise<Response>;
}

/**
 * Serves one endpoint, at the URL its definition gives. Checks the token (401 otherwise), reads the
 * JSON body or query, runs the resolver and reports the collections it changed.
 */
export function handle<Req, Data>(
  endpoint: Endpoint<Req, Data>,
  resolver: Resolver<Req>,
): MockRoute {
  mocked.add(endpoint.id);
  return {
    endpointId: endpoint.id,
    method: endpoint.method,
    url: endpointUrl(endpoint),
    respond: (request, params) => answer(endpoint, resolver, request, params),
  };
}

async function answer<Req>(
  endpoint: Endpoint<Req, unknown>,
  resolver: Resolver<Req>,
  request: Request,
  params: Record<string, string>,
): Promise<Response> {
  {
    if (latencyMs > 0) await delay(latencyMs);
    const fault = faultForCall(request.url);
    if (fault && fault !== LOST_ANSWER) return faultResponse(fault, endpoint.success);
    const body =
      endpoint.method === 'GET'
        ? Object.fromEntries(new URL(request.url).searchParams)
        : await readBody(request);
    if (body === null)
      return HttpResponse.json({ status: false, message: 'Malformed JSON body.' }, { status: 400 });

    let user: UserRecord | null = null;
    let actor: UserRecord | null = null;
    const token = endpoint.token.in === 'userId' ? null : tokenOf(endpoint, request, body);
    // A read open to visitors too: signed out it runs for no one; a token sent must still be good.
    const publicRead = endpoint.token.in === 'body' && endpoint.token.optional && token === null;
    if (endpoint.token.in !== 'none' && !publicRead) {
      const userId = endpoint.token.in === 'userId' ? Number(body.user_id) : undefined;
      user =
        (token
          ? db().users.find((row) => row.api_token === token)
          : db().users.get(userId ?? -1)) ?? null;
      if (!user && token) {
        const path = typeof endpoint.path === 'string' ? endpoint.path : endpoint.id;
        const acting = actingSession(token, request, path.split('?')[0]!);
        if ('refusal' in acting) return acting.refusal;
        ({ user, actor } = acting);
      }
      if (!user)
        return HttpResponse.json({ status: false, message: 'Unauthenticated.' }, { status: 401 });
    }

    const reply = await resolver({
      body: body as MockRequest<Req>['body'],
      read: bodyReader<Req>(body),
      params,
      query: Object.fromEntries(new URL(request.url).searchParams),
      db: db(),
      user,
      actor,
      idempotencyKey: request.headers.get(IDEMPOTENCY_HEADER),
    });
    databaseChanged();
    if (fault === LOST_ANSWER) {
      await delay('infinite');
      return HttpResponse.error();
    }
    return HttpResponse.json(reply.body as Record<string, unknown>, { status: reply.status });
  }
}
