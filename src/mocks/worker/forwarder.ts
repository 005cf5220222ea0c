import type {
  FaultMessage,
  FromWorker,
  RequestMessage,
  ResponseMessage,
  StartMessage,
} from './protocol';

/** What the worker sends back for one call (a snapshot to save is sent on its own). */
type CallAnswer = Exclude<FromWorker, { kind: 'saved' }>;

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/** User Timing marks of each forwarded call, for DevTools and the end-to-end suite (e2e/fixtures.ts). */
export const CALL_STARTED_MARK = 'demo-api:start';
export const CALL_ENDED_MARK = 'demo-api:end';

export interface DemoBackend {
  fetch: typeof fetch;
  /**
   * Makes every call fail that way from now on (null: answer normally again), or with a `path`
   * only the next call to that path.
   */
  setFault: (fault: string | null, path?: string) => void;
}

/**
 * The demo's fetch: a request to the API bases or the geo data service is posted to the backend's
 * worker (backend.worker.ts) and answered with what it sends back; any other goes to the network.
 * The app's HTTP layer uses it in place of the browser's (api/transport.ts), so the page's main
 * thread only copies bytes: no service worker hands every request (the app's own scripts
 * included) to the page to be matched. `onSnapshot` receives the database to save, before the app
 * sees the answer of the call that changed it.
 */
export function backendFetch(
  start: Omit<StartMessage, 'kind'>,
  prefixes: readonly string[],
  onSnapshot: (snapshot: string) => void,
): DemoBackend {
  const worker = new Worker(new URL('./backend.worker.ts', import.meta.url), { type: 'module' });
  worker.postMessage({ kind: 'start', ...start } satisfies StartMessage);
  const waiting = new Map<number, (message: CallAnswer) => void>();
  worker.onmessage = ({ data }: MessageEvent<FromWorker>) => {
    if (data.kind === 'saved') {
      onSnapshot(data.saved);
      return;
    }
    waiting.get(data.id)?.(data);
    waiting.delete(data.id);
  };
  let nextId = 1;
  const ours = (url: string) => prefixes.some((prefix) => url.startsWith(prefix));

  function post(message: RequestMessage): Promise<CallAnswer> {
    return new Promise((resolve) => {
      waiting.set(message.id, resolve);
      worker.postMessage(message, message.body ? [message.body] : []);
    });
  }

  const demoFetch: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    if (!ours(request.url)) return fetch(request);
    const id = nextId++;
    performance.mark(CALL_STARTED_MARK, {
      detail: { id, method: request.method, url: request.url },
    });
    try {
      const body = ['GET', 'HEAD'].includes(request.method)
        ? null
        : await request.clone().arrayBuffer();
      const reply = await untilAborted(
        request.signal,
        post({
          kind: 'request',
          id,
          method: request.method,
          url: request.url,
          headers: [...request.headers],
          body,
        }),
      );
      if (reply.kind === 'failed') throw new TypeError(`Demo backend: ${reply.message}`);
      if (reply.saved !== null) onSnapshot(reply.saved);
      return toResponse(reply) ?? (await fetch(request));
    } finally {
      performance.mark(CALL_ENDED_MARK, { detail: { id } });
    }
  };
  return {
    fetch: demoFetch,
    setFault: (fault, path) =>
      worker.postMessage({ kind: 'fault', fault, path } satisfies FaultMessage),
  };
}

/** Rejects as fetch does when the request is aborted (a timeout, a left screen) before the answer. */
function untilAborted<T>(signal: AbortSignal, answer: Promise<T>): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    // The worker always answers (a failure is a message too), so the answer never rejects.
    void answer.then((value) => {
      signal.removeEventListener('abort', onAbort);
      resolve(value);
    });
  });
}

/** The worker's answer as a Response; undefined when no mock route serves the request. */
function toResponse(reply: ResponseMessage): Response | undefined {
  const answer = reply.response;
  if (!answer) return undefined;
  return new Response(NULL_BODY_STATUSES.has(answer.status) ? null : answer.body, {
    status: answer.status,
    statusText: answer.statusText,
    headers: answer.headers,
  });
}
