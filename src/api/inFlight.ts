/**
 * The requests on their way, so the shell can say when one is slow and let the user stop waiting
 * (issue 25: a request that hangs showed a spinner for 30 s with no word). Each request registers
 * how to abort it; a user's cancel aborts the slow ones, which then fail as unanswered (their
 * screens say so and offer Retry; a money call then finds out what it did).
 */
interface Pending {
  startedAt: number;
  cancel: () => void;
}

const pending = new Map<number, Pending>();
const listeners = new Set<() => void>();
let nextId = 1;

const notify = () => listeners.forEach((listener) => listener());

/** Registers a request; the returned function forgets it once it has settled. */
export function trackRequest(cancel: () => void): () => void {
  const id = nextId++;
  pending.set(id, { startedAt: Date.now(), cancel });
  notify();
  return () => {
    if (pending.delete(id)) notify();
  };
}

/** When the oldest request still on its way started (ms since the epoch), or null. */
export function oldestRequestStartedAt(): number | null {
  let oldest: number | null = null;
  for (const { startedAt } of pending.values())
    if (oldest === null || startedAt < oldest) oldest = startedAt;
  return oldest;
}

/** Stops waiting for every request that has been on its way for `olderThanMs` or more. */
export function cancelSlowRequests(olderThanMs: number): void {
  const now = Date.now();
  for (const [id, request] of [...pending])
    if (now - request.startedAt >= olderThanMs) {
      pending.delete(id);
      request.cancel();
    }
  notify();
}

export function subscribeToRequests(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
