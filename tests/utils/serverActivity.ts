import { server } from '../../src/mocks/node';

/**
 * What the mock server is doing in this test: requests it is still answering, request bodies a
 * recorder is still reading, and how many requests have started. "Nothing was sent" is decided
 * once all of that is quiet, not after a fixed pause (which passes vacuously when a call is late).
 */
const inFlight = new Map<string, string>();
const bodyReads = new Set<Promise<unknown>>();
let startedCount = 0;

/** Starts watching for one test (tests/setup.ts; its afterEach removes the listeners). */
export function watchServerActivity(): void {
  inFlight.clear();
  bodyReads.clear();
  startedCount = 0;
  server.events.on('request:start', ({ request, requestId }) => {
    startedCount += 1;
    inFlight.set(requestId, `${request.method} ${request.url}`);
    // A request the app aborted (a cancelled saga) gets no answer it could act on, and msw may
    // never report its end.
    request.signal.addEventListener('abort', () => inFlight.delete(requestId), { once: true });
  });
  server.events.on('request:end', ({ requestId }) => inFlight.delete(requestId));
  server.events.on('unhandledException', ({ requestId }) => inFlight.delete(requestId));
}

/** A recorder's body read; the server is not idle until it has finished. */
export function noteBodyRead<T>(read: Promise<T>): Promise<T> {
  bodyReads.add(read);
  void read.finally(() => bodyReads.delete(read));
  return read;
}

const nextTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Turns of the event loop that must pass with nothing new before the app counts as idle. */
const QUIET_TURNS = 3;
/** A request still open after this long is a hung handler: the test says so instead of waiting. */
const LIMIT_MS = 10_000;

/**
 * Resolves once no request is in flight, no body is being read, and no request started during a
 * few turns of the event loop (an answer's saga may send the next call straight away).
 * `turn` runs each turn (tests with a DOM pass React's act, so renders finish too).
 */
export async function serverIdle(turn: () => Promise<void> = nextTurn): Promise<void> {
  const deadline = Date.now() + LIMIT_MS;
  let quiet = 0;
  while (quiet < QUIET_TURNS) {
    const before = startedCount;
    await turn();
    if (bodyReads.size > 0) await Promise.allSettled([...bodyReads]);
    const busy = inFlight.size > 0 || startedCount !== before;
    quiet = busy ? 0 : quiet + 1;
    if (Date.now() > deadline) {
      throw new Error(`the mock server is still answering ${[...inFlight.values()].join(', ')}`);
    }
  }
}
