import { http, HttpResponse, delay, type HttpHandler } from 'msw';
import type { Endpoint, SuccessRule } from '../../api/endpoint';
import { getConfig } from '../../config/env';
import { type Database, type UserRecord, databaseChanged, db } from '../db';

/** What a handler answers: an HTTP status and a JSON body (or raw text, for the odd case). */
export interface MockReply {
  status: number;
  body: unknown;
}

export interface MockRequest<Req> {
  body: Partial<Req> & Record<string, unknown>;
  params: Record<string, string>;
  /** The URL's query string (a few POST calls carry paging there). */
  query: Record<string, string>;
  db: Database;
  /** The user whose token came with the call; null only for public calls. */
  user: UserRecord | null;
}

type Resolver<Req> = (request: MockRequest<Req>) => MockReply | Promise<MockReply>;

/** The envelope our servers answer with (spec §7: status, data, total_count, message, errors). */
export function ok(
  data: unknown,
  extra: { total_count?: number; message?: string; status?: number } = {},
): MockReply {
  return {
    status: extra.status ?? 200,
    body: {
      status: true,
      data,
      message: extra.message ?? 'Success',
      ...(extra.total_count === undefined ? {} : { total_count: extra.total_count }),
    },
  };
}

export function fail(
  message: string,
  options: { status?: number; errors?: Record<string, string[]> } = {},
): MockReply {
  return {
    status: options.status ?? 200,
    body: {
      status: false,
      message,
      data: null,
      ...(options.errors ? { errors: options.errors } : {}),
    },
  };
}

/** Field validation in the Laravel style the API uses: 422 with errors per field. */
export function invalid(errors: Record<string, string[]>): MockReply {
  return fail('The given data was invalid.', { status: 422, errors });
}

/**
 * Faults the mock server can be told to answer every call with: the fault-injection suites use
 * them, and in the browser demo the `mailcraft.demoFault` storage key turns one on.
 */
export const MOCK_FAULTS = [
  'http500',
  'http404',
  'network',
  'timeout',
  'truncated',
  'statusFalse',
  'badSchema',
] as const;
export type MockFault = (typeof MOCK_FAULTS)[number];

let activeFault: MockFault | null = null;

export function setMockFault(fault: MockFault | null): void {
  activeFault = fault;
}

export function isMockFault(value: unknown): value is MockFault {
  return (MOCK_FAULTS as readonly unknown[]).includes(value);
}

/**
 * What a broken server sends for each fault. Faults that arrive with a success status use the one
 * the endpoint succeeds with (201 for `http201` calls), so the body itself is what gets judged.
 */
async function faultResponse(fault: MockFault, success: SuccessRule): Promise<Response> {
  const okStatus = success === 'http201' ? 201 : 200;
  switch (fault) {
    case 'http500':
      return new HttpResponse(
        '<!doctype html><html><body><h1>500 Internal Server Error</h1></body></html>',
        {
          status: 500,
          headers: { 'Content-Type': 'text/html' },
        },
      );
    case 'http404':
      return HttpResponse.json({ message: 'Not Found' }, { status: 404 });
    case 'network':
      return HttpResponse.error();
    case 'timeout':
      await delay('infinite');
      return HttpResponse.error();
    case 'truncated':
      return new HttpResponse('{"status":true,"data":{"id":1,"na', {
        status: okStatus,
        headers: { 'Content-Type': 'application/json' },
      });
    case 'statusFalse':
      return HttpResponse.json(
        {
          status: false,
          message: 'The server refused this request (injected fault).',
          data: null,
        },
        { status: okStatus },
      );
    case 'badSchema':
      return HttpResponse.json(
        {
          status: true,
          message: 'ok',
          data: { id: 'not-a-number', unexpected: null },
        },
        { status: okStatus },
      );
  }
}

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
 * Serves one endpoint, at the URL its definition gives. Checks the token (401 otherwise), reads the
 * JSON body or query, runs the resolver and persists what changed.
 */
export function handle<Req, Data>(
  endpoint: Endpoint<Req, Data>,
  resolver: Resolver<Req>,
  options: { pattern?: string } = {},
): HttpHandler {
  const path = options.pattern ?? (typeof endpoint.path === 'string' ? endpoint.path : undefined);
  if (path === undefined)
    throw new Error(`Endpoint ${endpoint.id} has a computed path: give its mock a pattern`);
  mocked.add(endpoint.id);
  const url = `${getConfig().apiBases[endpoint.base]}${path}`;
  const method = endpoint.method === 'GET' ? http.get : http.post;

  return method(url, async ({ request, params }) => {
    if (latencyMs > 0) await delay(latencyMs);
    if (activeFault) return faultResponse(activeFault, endpoint.success);
    const body =
      endpoint.method === 'GET'
        ? Object.fromEntries(new URL(request.url).searchParams)
        : await readBody(request);
    if (body === null)
      return HttpResponse.json({ status: false, message: 'Malformed JSON body.' }, { status: 400 });

    let user: UserRecord | null = null;
    if (endpoint.token.in !== 'none') {
      const token = endpoint.token.in === 'userId' ? null : tokenOf(endpoint, request, body);
      const userId = endpoint.token.in === 'userId' ? Number(body.user_id) : undefined;
      user =
        (token
          ? db().users.find((row) => row.api_token === token)
          : db().users.get(userId ?? -1)) ?? null;
      if (!user)
        return HttpResponse.json({ status: false, message: 'Unauthenticated.' }, { status: 401 });
    }

    const reply = await resolver({
      body: body as MockRequest<Req>['body'],
      params: params as Record<string, string>,
      query: Object.fromEntries(new URL(request.url).searchParams),
      db: db(),
      user,
    });
    if (request.method !== 'GET') databaseChanged();
    return HttpResponse.json(reply.body as Record<string, unknown>, { status: reply.status });
  });
}
