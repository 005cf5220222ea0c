import { newIdempotencyKey } from '../../lib/idempotencyKey';
import { APP_STORAGE_KEYS } from '../../lib/storageKeys';

export { newIdempotencyKey };

/**
 * One funding the user started: which card, how much, the idempotency key every attempt at it
 * sends, and the charge once the card has been charged (so a retry only credits it). Kept in
 * storage until the server gives a final answer, so a reload or a retry after a timeout reuses the
 * key and the card is never charged twice (ARCHITECTURE.md, Stripe's idempotency rules).
 */
export interface FundIntent {
  key: string;
  userId: number;
  cardId: number;
  amountCents: number;
  chargeId: number | null;
}

const storageKey = (userId: number) => `${APP_STORAGE_KEYS.fundIntent}.${userId}`;

function isFundIntent(value: unknown): value is FundIntent {
  if (!value || typeof value !== 'object') return false;
  const intent = value as Record<string, unknown>;
  return (
    typeof intent.key === 'string' &&
    typeof intent.userId === 'number' &&
    typeof intent.cardId === 'number' &&
    typeof intent.amountCents === 'number' &&
    (intent.chargeId === null || typeof intent.chargeId === 'number')
  );
}

export function readFundIntent(userId: number): FundIntent | null {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(storageKey(userId)) ?? 'null');
    return isFundIntent(parsed) && parsed.userId === userId ? parsed : null;
  } catch {
    return null;
  }
}

export function saveFundIntent(intent: FundIntent): void {
  try {
    window.localStorage.setItem(storageKey(intent.userId), JSON.stringify(intent));
  } catch {
    // Without storage the intent lives as long as the page; retries in it still reuse the key.
  }
}

export function clearFundIntent(userId: number): void {
  try {
    window.localStorage.removeItem(storageKey(userId));
  } catch {
    // Nothing to clear.
  }
}

/**
 * The intent for this card and amount: the unfinished one when it is the same funding, or a new
 * one (another card or amount is another intent, with its own key).
 */
export function intentFor(
  unfinished: FundIntent | null,
  wanted: { userId: number; cardId: number; amountCents: number },
): FundIntent {
  if (
    unfinished &&
    unfinished.userId === wanted.userId &&
    unfinished.cardId === wanted.cardId &&
    unfinished.amountCents === wanted.amountCents
  )
    return unfinished;
  return { ...wanted, key: newIdempotencyKey(), chargeId: null };
}
