import { APP_STORAGE_KEYS } from '../../lib/storageKeys';

/*
 * Refund notifications are marked read only on this device, as a list of their keys per user
 * (accounts-money §3, §4). Storage may be unavailable or tampered with: then nothing is read.
 */

const keyOf = (userId: number) => `${APP_STORAGE_KEYS.readRefunds}.${userId}`;

export function readRefundKeys(userId: number): string[] {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(keyOf(userId)) ?? '[]');
    return Array.isArray(stored) ? stored.filter((key) => typeof key === 'string') : [];
  } catch {
    return [];
  }
}

export function keepReadRefundKeys(userId: number, keys: readonly string[]): void {
  try {
    window.localStorage.setItem(keyOf(userId), JSON.stringify(keys));
  } catch {
    // Read marks then last until the tab closes.
  }
}
