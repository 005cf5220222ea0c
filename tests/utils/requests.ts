import { act } from 'react';
import { matchRequestUrl } from 'msw';
import type { Endpoint } from '../../src/api/endpoint';
import { endpointUrl } from '../../src/mocks/kit/handle';
import { server } from '../../src/mocks/node';
import { noteBodyRead, serverIdle } from './serverActivity';

export interface SeenRequest {
  url: string;
  method: string;
  body: unknown;
  /** Header names in lower case (the Idempotency-Key of a money call, a header token). */
  headers: Record<string, string>;
}

type AnyEndpoint = Endpoint<never, unknown>;

function parsed(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Records what the mock server receives, so tests can assert the calls a screen or saga made.
 * tests/setup.ts removes the recorder after each test.
 */
export function recordRequests(): SeenRequest[] {
  const seen: SeenRequest[] = [];
  server.events.on('request:start', ({ request }) => {
    const headers = Object.fromEntries(request.headers);
    // The body is read now, synchronously enough to keep the order the app sent them in.
    void noteBodyRead(
      request
        .clone()
        .text()
        .then((text) => {
          seen.push({ url: request.url, method: request.method, body: parsed(text), headers });
        }),
    );
  });
  return seen;
}

/** Whether a request was a call of this endpoint: its method, at its URL (query aside). */
export function isCallTo(request: Pick<SeenRequest, 'url' | 'method'>, endpoint: AnyEndpoint) {
  return (
    request.method === endpoint.method &&
    matchRequestUrl(new URL(request.url), endpointUrl(endpoint)).matches
  );
}

export const sentTo = (seen: SeenRequest[], endpoint: AnyEndpoint) =>
  seen.filter((request) => isCallTo(request, endpoint));

/** The JSON bodies sent to one endpoint, in the order they were sent, the token left out. */
export const bodiesTo = (seen: SeenRequest[], endpoint: AnyEndpoint) =>
  sentTo(seen, endpoint).map((request) => withoutToken(request.body));

function withoutToken(body: unknown): Record<string, unknown> {
  const { api_token: _token, ...rest } = (body ?? {}) as Record<string, unknown>;
  return rest;
}

/** Records the JSON bodies sent to one endpoint as they arrive, in order, the token left out. */
export function recordBodiesTo(endpoint: AnyEndpoint): Record<string, unknown>[] {
  const bodies: Record<string, unknown>[] = [];
  server.events.on('request:start', ({ request }) => {
    if (!isCallTo(request, endpoint)) return;
    void noteBodyRead(
      request
        .clone()
        .text()
        .then((text) => bodies.push(withoutToken(parsed(text)))),
    );
  });
  return bodies;
}

/** Requests the mock server has seen start, and a way to wait until none is in flight. */
export interface RequestTracker {
  /** Every request, in the order it started (recorded synchronously as it starts). */
  started: Pick<SeenRequest, 'url' | 'method'>[];
  /** Waits for the app and the mock server to be quiet (serverActivity.ts), not a fixed time. */
  idle: () => Promise<void>;
}

/** Tracks requests from now on; tests/setup.ts removes the listeners after each test. */
export function trackRequests(): RequestTracker {
  const started: RequestTracker['started'] = [];
  server.events.on('request:start', ({ request }) => {
    started.push({ url: request.url, method: request.method });
  });
  const turn = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
  return { started, idle: () => serverIdle(turn) };
}
