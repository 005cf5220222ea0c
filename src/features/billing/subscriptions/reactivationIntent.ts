import { APP_STORAGE_KEYS } from '../../../lib/storageKeys';
import { newIdempotencyKey } from '../fundIntent';

/**
 * One reactivation the user started: the card and plan, and the idempotency key every attempt
 * sends to stripe-createsubscription-cancelledaccount/. Kept until the server gives a final answer,
 * so a retry after a lost answer (or a reload) replays the subscription instead of charging again.
 */
export interface ReactivationIntent {
  key: string;
  userId: number;
  cardId: number;
  planSku: string;
}

const storageKey = (userId: number) => `${APP_STORAGE_KEYS.reactivationIntent}.${userId}`;

export function readReactivationIntent(userId: number): ReactivationIntent | null {
  try {
    const parsed = JSON.parse(window.localStorage.getItem(storageKey(userId)) ?? 'null') as unknown;
    if (!parsed || typeof parsed !== 'object') return null;
    const intent = parsed as Partial<ReactivationIntent>;
    return typeof intent.key === 'string' &&
      intent.userId === userId &&
      typeof intent.cardId === 'number' &&
      typeof intent.planSku === 'string'
      ? (intent as ReactivationIntent)
      : null;
  } catch {
    return null;
  }
}

export function saveReactivationIntent(intent: ReactivationIntent): void {
  try {
    window.localStorage.setItem(storageKey(intent.userId), JSON.stringify(intent));
  } catch {
    // Without storage the key lives as long as the page; retries in it still reuse it.
  }
}

export function clearReactivationIntent(userId: number): void {
  try {
    window.localStorage.removeItem(storageKey(userId));
  } catch {
    // Nothing to clear.
  }
}

/** The unfinished intent when it is the same card and plan, else a new one with its own key. */
export function reactivationIntentFor(
  unfinished: ReactivationIntent | null,
  wanted: Omit<ReactivationIntent, 'key'>,
): ReactivationIntent {
  if (
    unfinished &&
    unfinished.userId === wanted.userId &&
    unfinished.cardId === wanted.cardId &&
    unfinished.planSku === wanted.planSku
  )
    return unfinished;
  return { ...wanted, key: newIdempotencyKey() };
}
