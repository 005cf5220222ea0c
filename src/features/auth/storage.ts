import { APP_STORAGE_KEYS, STORAGE_KEYS } from '../../lib/storageKeys';
import { centsToDollars } from '../../lib/money';
import type { SessionActor } from '../../state/session';
import { type LoginData, type Profile, profileSchema } from './schemas';

/** Reads and writes the session keys the spec names; storage may be unavailable or tampered with. */
function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Private mode or a full quota: the session still works until the tab closes.
  }
}

function remove(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}

/**
 * The profile is stored as the server sent it (the balance in dollars), so that reading it back
 * through the same schema gives the same profile.
 */
function asServerSent<T extends Profile>(profile: T): T {
  return { ...profile, total_creditpoints: centsToDollars(profile.total_creditpoints) };
}

export function storeSession(loginData: LoginData): void {
  write(STORAGE_KEYS.idToken, loginData.api_token);
  write(STORAGE_KEYS.loginData, JSON.stringify(asServerSent(loginData)));
  if (loginData.role_id === 1) write(STORAGE_KEYS.isSuperAdmin, 'true');
}

export function storeProfile(profile: Profile, token: string): void {
  write(STORAGE_KEYS.loginData, JSON.stringify({ ...asServerSent(profile), api_token: token }));
}

/**
 * Keeps the token of the account that impersonates (a PRO admin over their basic account after
 * basic → pro, accounts-money §4), so "Switch to PRO Admin" can restore it.
 */
export function storeImpersonator(token: string): void {
  write(STORAGE_KEYS.proAdminToken, token);
  write(STORAGE_KEYS.isProAdmin, 'true');
}

/**
 * Logout clears id_token, logindata and isSuperAdmin (spec §4 Session), and the tokens kept to
 * switch back: a token left in storage after logout would still open an account.
 */
export function clearSession(): void {
  for (const key of [
    STORAGE_KEYS.idToken,
    STORAGE_KEYS.loginData,
    STORAGE_KEYS.isSuperAdmin,
    STORAGE_KEYS.isProAdmin,
    STORAGE_KEYS.proAdminToken,
    APP_STORAGE_KEYS.actor,
    APP_STORAGE_KEYS.superAdminToken,
  ])
    remove(key);
}

/** Who acts while an admin views the app as this user (issue 29); null when no one does. */
export function readStoredActor(): SessionActor | null {
  try {
    const actor = JSON.parse(read(APP_STORAGE_KEYS.actor) ?? 'null') as SessionActor | null;
    return actor && typeof actor.id === 'number' && typeof actor.name === 'string' ? actor : null;
  } catch {
    return null;
  }
}

export function readStoredSession(): { token: string | null; profile: Profile | null } {
  const token = read(STORAGE_KEYS.idToken);
  if (!token) return { token: null, profile: null };
  try {
    const parsed = profileSchema.safeParse(JSON.parse(read(STORAGE_KEYS.loginData) ?? 'null'));
    return { token, profile: parsed.success ? parsed.data : null };
  } catch {
    return { token, profile: null };
  }
}

/** A super admin impersonating a user keeps isSuperAdmin while signed in as someone else. */
export function isImpersonatingSuperAdmin(profile: Profile): boolean {
  return read(STORAGE_KEYS.isSuperAdmin) === 'true' && profile.role_id !== 1;
}

export type RedirectFlag = 'notification' | 'billing';

export function setRedirectFlag(flag: RedirectFlag): void {
  write(
    flag === 'notification' ? STORAGE_KEYS.redirectToNotification : STORAGE_KEYS.redirectToBilling,
    'true',
  );
}

/** Returns the redirect flag that was set, if any, and clears both. */
export function takeRedirectFlag(): RedirectFlag | null {
  const notification = read(STORAGE_KEYS.redirectToNotification) === 'true';
  const billing = read(STORAGE_KEYS.redirectToBilling) === 'true';
  remove(STORAGE_KEYS.redirectToNotification);
  remove(STORAGE_KEYS.redirectToBilling);
  if (notification) return 'notification';
  if (billing) return 'billing';
  return null;
}

export type SignOutReason = 'subscription';

export function rememberSignOutReason(reason: SignOutReason): void {
  try {
    window.sessionStorage.setItem(APP_STORAGE_KEYS.signOutReason, reason);
  } catch {
    // The reason is a courtesy; losing it is harmless.
  }
}

/**
 * Read without clearing: the page that shows it may render before the reload that follows a
 * forced sign-out, and the reason must still be there after that reload.
 */
export function peekSignOutReason(): SignOutReason | null {
  try {
    return window.sessionStorage.getItem(APP_STORAGE_KEYS.signOutReason) === 'subscription'
      ? 'subscription'
      : null;
  } catch {
    return null;
  }
}

export function clearSignOutReason(): void {
  try {
    window.sessionStorage.removeItem(APP_STORAGE_KEYS.signOutReason);
  } catch {
    // Nothing to clear.
  }
}
