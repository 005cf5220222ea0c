import { profileOf } from '../../src/mocks/auth/profile';
import { db } from '../../src/mocks/db';
import { STORAGE_KEYS } from '../../src/lib/storageKeys';

export const DEMO_EMAILS = {
  admin: 'admin@mailcraft.demo',
  market: 'market@mailcraft.demo',
  newcomer: 'newcomer@mailcraft.demo',
  studio: 'studio@mailcraft.demo',
  pastdue: 'pastdue@mailcraft.demo',
  cancelled: 'cancelled@mailcraft.demo',
  coached: 'coached@mailcraft.demo',
  /** Not in the sign-in panel (DEMO_ACCOUNTS): the print-brand tier 0 user. */
  tierzero: 'tia@mailcraft.demo',
} as const;

export type DemoUser = keyof typeof DEMO_EMAILS;

/** Puts a seeded user's session in storage, as a previous sign-in would have left it. */
export function storeSessionOf(who: DemoUser): void {
  const user = db().users.find((row) => row.email === DEMO_EMAILS[who]);
  if (!user) throw new Error(`No seeded user ${who}`);
  window.localStorage.setItem(STORAGE_KEYS.idToken, user.api_token);
  window.localStorage.setItem(
    STORAGE_KEYS.loginData,
    JSON.stringify({ ...profileOf(user), api_token: user.api_token }),
  );
  if (user.role_id === 1) window.localStorage.setItem(STORAGE_KEYS.isSuperAdmin, 'true');
}
