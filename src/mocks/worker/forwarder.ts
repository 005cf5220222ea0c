import { http, type HttpHandler } from 'msw';
import type { FromWorker, ResponseMessage, StartMessage } from './protocol';

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/**
 * The page's one msw handler in demo mode: every request to the API bases or the geo data service
 * is posted to the backend's worker (backend.worker.ts) and answered with what it sends back, so
 * the page's main thread only copies bytes. `onSnapshot` receives the database to save, before the
 * app sees the answer of the call that changed it.
 */
export function forwardToBackendWorker(
  start: Omit<StartMessage, 'kind'>,
  prefixes: readonly string[],
  onSnapshot: (snapshot: string) => void,
): HttpHandler {
  const worker = new Worker(new URL('./backend.worker.ts', import.meta.url), { type: 'module' });
  worker.postMessage({ kind: 'start', ...start } satisfies StartMessage);
  const waiting = new Map<number, (message: FromWorker) => void>();
  worker.onmessage = ({ data }: MessageEvent<FromWorker>) => {
    waiting.get(data.id)?.(data);
    waiting.delete(data.id);
  };
  let nextId = 1;
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const ours = new RegExp(`^(?:${[...new Set(prefixes)].map(escape).join('|')})`);

  return http.all(ours, async ({ request }) => {
    const id = nextId++;
    const body = ['GET', 'HEAD'].includes(request.method) ? null : await request.arrayBuffer();
    const reply = await new Promise<FromWorker>((resolve) => {
      waiting.set(id, resolve);
      worker.postMessage(
        {
          kind: 'request',
          id,
          method: request.method,
          url: request.url,
          headers: [...request.headers],
          body,
        },
        body ? [body] : [],
      );
    });
    if (reply.kind === 'failed') throw new Error(`Demo backend: ${reply.message}`);
    return toResponse(reply, onSnapshot);
  });
}

function toResponse(reply: ResponseMessage, onSnapshot: (snapshot: string) => void) {
  if (reply.saved !== null) onSnapshot(reply.saved);
  const answer = reply.response;
  // Not a mock route: the request goes on to the network.
  if (!answer) return undefined;
  return new Response(NULL_BODY_STATUSES.has(answer.status) ? null : answer.body, {
    status: answer.status,
    statusText: answer.statusText,
    headers: answer.headers,
  });
}
