import type { Profile } from '../../auth';
import { STORAGE_KEYS } from '../../../lib/storageKeys';

/**
 * Whether the first-login welcome is still to be shown: the server says it was never dismissed
 * and this browser has not dismissed it for this user (hideFirstLoginModal, accounts-money §3,
 * holds the id of the user who closed it, so another account on the same browser still sees it).
 */
export function welcomeDue(profile: Profile): boolean {
  if (profile.firstlogin_status !== 0) return false;
  try {
    return localStorage.getItem(STORAGE_KEYS.hideFirstLoginModal) !== String(profile.id);
  } catch {
    return true;
  }
}

/** Remembers in this browser that this user closed the welcome. */
export function rememberWelcomeClosed(profile: Profile): void {
  try {
    localStorage.setItem(STORAGE_KEYS.hideFirstLoginModal, String(profile.id));
  } catch {
    // Storage refused: the server's flag still hides it once its call has gone through.
  }
}
