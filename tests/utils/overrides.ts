import { http, HttpResponse, type HttpResponseResolver } from 'msw';
import type { Endpoint } from '../../src/api/endpoint';
import { type MockFault, faultResponse } from '../../src/mocks/kit/faults';
import { endpointUrl } from '../../src/mocks/kit/handle';
import { fail } from '../../src/mocks/kit/replies';
import { routes } from '../../src/mocks/handlers';
import { server } from '../../src/mocks/node';

/**
 * Overrides of one call, named by its endpoint definition (never by a path string): the handler
 * sits at the endpoint's own URL and method, so a renamed path or a moved base cannot leave a
 * test overriding nothing. Overrides last until the test ends (tests/setup.ts resets handlers).
 */

export interface OverrideOptions {
  /** Only the next call is overridden; later ones reach the mock backend again. */
  once?: boolean;
}

/** The server refusing a call: `status: false` with this message, as the mock's `fail` sends it. */
export interface Refusal {
  message: string;
  /** HTTP status (default 200, as the API refuses most calls). */
  status?: number;
  errors?: Record<string, string[]>;
}

/**
 * Answers the endpoint's calls with `resolver` (msw's: it gets the request and returns a
 * Response). A resolver that returns nothing passes the call on to the mock backend, so it can
 * hold a call or look at it.
 */
export function overrideCall(
  endpoint: Endpoint<never, unknown>,
  resolver: HttpResponseResolver,
  options: OverrideOptions = {},
): void {
  const method = endpoint.method === 'GET' ? http.get : http.post;
  server.use(method(endpointUrl(endpoint), resolver, options));
}

/** Answers the endpoint's calls with this JSON body (an envelope as the server sends it). */
export function answerCall(
  endpoint: Endpoint<never, unknown>,
  body: Record<string, unknown>,
  options: OverrideOptions & { status?: number } = {},
): void {
  const { status = 200, ...rest } = options;
  overrideCall(endpoint, () => HttpResponse.json(body, { status }), rest);
}

/**
 * Fails the endpoint's calls: a server refusal (`{ message, status?, errors? }`), or one of the
 * mock backend's faults ('http500', 'network', 'timeout', 'badSchema'…, src/mocks/kit/faults.ts).
 */
export function failCall(
  endpoint: Endpoint<never, unknown>,
  failure: MockFault | Refusal,
  options: OverrideOptions = {},
): void {
  overrideCall(
    endpoint,
    () => {
      if (typeof failure === 'string') return faultResponse(failure, endpoint.success);
      const reply = fail(failure.message, failure);
      return HttpResponse.json(reply.body as Record<string, unknown>, { status: reply.status });
    },
    options,
  );
}

/**
 * The next call to the endpoint is done by the mock backend, and its answer lost on the way back
 * (a network error reaches the app): what a money call's idempotency key and find-out exist for.
 */
export function loseAnswerOf(endpoint: Endpoint<never, unknown>): void {
  const route = routes.find((entry) => entry.endpointId === endpoint.id);
  if (!route) throw new Error(`${endpoint.id} has no mock route`);
  overrideCall(
    endpoint,
    async ({ request, params }) => {
      await route.respond(request, params as Record<string, string>);
      return HttpResponse.error();
    },
    { once: true },
  );
}
