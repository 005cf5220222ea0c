import { WEBHOOK_POLL_MS } from '../../config/constants';

/** The longest a failing poll waits before it tries again: half an hour. */
export const POLL_BACKOFF_CAP_MS = 30 * 60_000;

/**
 * How long the poll waits after `failures` failed fetches in a row: the spec's 120,000 ms while
 * it works, then twice as long after each failure, up to half an hour, so a server that is down
 * is not asked every two minutes by every open tab.
 */
export function pollDelay(failures: number): number {
  if (failures <= 0) return WEBHOOK_POLL_MS;
  return Math.min(WEBHOOK_POLL_MS * 2 ** failures, POLL_BACKOFF_CAP_MS);
}
