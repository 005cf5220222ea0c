import '../worker/memoryStorage';
import { getResponse } from 'msw';
import { API_BASES, type ApiBase, getConfig } from '../../config/env';

/**
 * The mock backend as a function from a request to a response, for the local API server
 * (scripts/api-local/server.mjs) that serves it over real HTTP. The server hands over a request
 * for one of the five API bases and a path under it; this puts it at the URL the handlers answer
 * (the bases of this build's configuration) and runs the same handlers as the demo's worker. The
 * caller sets `globalThis.location` before loading this module: the handlers' URLs are made from
 * it on first use.
 */
export interface MockBackend {
  /** The answer to a request sent to `base` at `path` (with its query), or null when no handler has one. */
  respond(
    base: ApiBase,
    pathAndQuery: string,
    init: { method: string; headers: Headers; body: ArrayBuffer | null },
  ): Promise<Response | null>;
}

export async function createMockBackend(): Promise<MockBackend> {
  const { handlers } = await import('../handlers');
  const bases = getConfig().apiBases;
  return {
    async respond(base, pathAndQuery, init) {
      const request = new Request(`${bases[base]}${pathAndQuery.replace(/^\//, '')}`, init);
      return (await getResponse(handlers, request)) ?? null;
    },
  };
}

/** Whether a path segment names one of the API bases. */
export function isApiBase(name: string): name is ApiBase {
  return (API_BASES as readonly string[]).includes(name);
}
