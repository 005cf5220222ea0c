import { APP_STORAGE_KEYS, STORAGE_KEYS } from '../../lib/storageKeys';
import type { SessionActor } from '../../state/session';

/*
 * What a switch keeps in the browser (accounts-money §3 "Browser storage keys", §4): the PRO
 * admin's token in proAdminToken with isProAdmin, the super admin's in a key of ours, and who acts
 * while impersonating. Storage may be unavailable (private mode): the switch then lasts the tab.
 */

function write(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Without storage the switch still holds until the tab closes.
  }
}

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function remove(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing to clear.
  }
}

export type SwitchBack = 'superAdmin' | 'proAdmin';

/** The token to switch back to, if this session was reached by impersonation or a side switch. */
export function switchBackToken(kind: SwitchBack): string | null {
  if (kind === 'proAdmin')
    return read(STORAGE_KEYS.isProAdmin) === 'true' ? read(STORAGE_KEYS.proAdminToken) : null;
  return read(APP_STORAGE_KEYS.superAdminToken);
}

/** Which ways back this session offers ('Switch to Super Admin', 'Switch to PRO Admin'). */
export function waysBack(): SwitchBack[] {
  return (['superAdmin', 'proAdmin'] as const).filter((kind) => switchBackToken(kind) !== null);
}

export function keepSuperAdminToken(token: string): void {
  write(APP_STORAGE_KEYS.superAdminToken, token);
}

export function keepProAdminToken(token: string): void {
  write(STORAGE_KEYS.proAdminToken, token);
  write(STORAGE_KEYS.isProAdmin, 'true');
}

export function keepActor(actor: SessionActor | null): void {
  if (actor) write(APP_STORAGE_KEYS.actor, JSON.stringify(actor));
  else remove(APP_STORAGE_KEYS.actor);
}

/** The session the app now runs as: its token now, its profile once get-profile answers. */
export function keepToken(token: string): void {
  write(STORAGE_KEYS.idToken, token);
}

/** After a way back: the restored tokens are cleared (§4), and the super admin's takes both. */
export function clearWayBack(kind: SwitchBack): void {
  remove(STORAGE_KEYS.proAdminToken);
  remove(STORAGE_KEYS.isProAdmin);
  if (kind === 'superAdmin') remove(APP_STORAGE_KEYS.superAdminToken);
}
