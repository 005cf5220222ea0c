import { APP_STORAGE_KEYS } from '../../../lib/storageKeys';
import { newIdempotencyKey } from '../fundIntent';
import type { PlanSku } from '../../../config/constants';

/**
 * One upgrade the user started: the plan's SKU and the idempotency key every attempt sends, kept
 * until the server gives a final answer (as fundIntent.ts does for funding). Another plan is
 * another intent.
 */
export interface UpgradeIntent {
  key: string;
  userId: number;
  sku: PlanSku;
}

const storageKey = (userId: number) => `${APP_STORAGE_KEYS.upgradeIntent}.${userId}`;

function read(userId: number): UpgradeIntent | null {
  try {
    const parsed = JSON.parse(window.localStorage.getItem(storageKey(userId)) ?? 'null') as unknown;
    const intent = parsed as Partial<UpgradeIntent> | null;
    return intent &&
      typeof intent.key === 'string' &&
      intent.userId === userId &&
      typeof intent.sku === 'string'
      ? (intent as UpgradeIntent)
      : null;
  } catch {
    return null;
  }
}

/** An upgrade to this plan was sent and never answered for good (its key is kept). */
export function hasUnfinishedUpgrade(userId: number, sku: PlanSku): boolean {
  return read(userId)?.sku === sku;
}

/** The unfinished intent for this plan, or a new one (saved until the server answers for good). */
export function upgradeIntentFor(userId: number, sku: PlanSku): UpgradeIntent {
  const unfinished = read(userId);
  const intent = unfinished?.sku === sku ? unfinished : { key: newIdempotencyKey(), userId, sku };
  try {
    window.localStorage.setItem(storageKey(userId), JSON.stringify(intent));
  } catch {
    // Without storage the key lives as long as the page; retries in it still reuse it.
  }
  return intent;
}

export function clearUpgradeIntent(userId: number): void {
  try {
    window.localStorage.removeItem(storageKey(userId));
  } catch {
    // Nothing to clear.
  }
}
