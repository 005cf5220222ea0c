import { newIdempotencyKey } from '../../lib/idempotencyKey';
import type { LoginData } from '../auth';
import type { PlanSku } from '../../config/constants';

/**
 * How far "Create account" got, kept in sessionStorage until the account is finished: the
 * register call's idempotency key (a retry after a lost answer is replayed, never a second
 * account), the account once created (its session, so the plan's calls resume with it instead of
 * registering again), which plan calls are done, and the upgrade's key (one charge per intent).
 * sessionStorage: it holds the new account's token, and dies with the tab.
 */
export interface SignupProgress {
  registerKey: string | null;
  account: LoginData | null;
  customerDone: boolean;
  /** The card token saved on the account (a demo token or a processor id; never the number). */
  cardSaved: string | null;
  upgrade: { key: string; sku: PlanSku } | null;
}

const KEY = 'mailcraft.signupProgress';

export const NO_PROGRESS: SignupProgress = {
  registerKey: null,
  account: null,
  customerDone: false,
  cardSaved: null,
  upgrade: null,
};

export function readProgress(): SignupProgress {
  try {
    const parsed = JSON.parse(window.sessionStorage.getItem(KEY) ?? 'null') as unknown;
    if (!parsed || typeof parsed !== 'object') return { ...NO_PROGRESS };
    return { ...NO_PROGRESS, ...(parsed as Partial<SignupProgress>) };
  } catch {
    return { ...NO_PROGRESS };
  }
}

export function saveProgress(progress: SignupProgress): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(progress));
  } catch {
    // Without storage the progress lives as long as the page; a retry in it still resumes.
  }
}

export function clearProgress(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // Nothing to clear.
  }
}

/** The register key of this attempt: the unfinished one, or a new one kept from now on. */
export function registerKeyOf(progress: SignupProgress): string {
  return progress.registerKey ?? newIdempotencyKey();
}

/** The upgrade intent for this plan: the unfinished one for the same SKU, or a new one. */
export function upgradeIntentOf(progress: SignupProgress, sku: PlanSku) {
  return progress.upgrade?.sku === sku ? progress.upgrade : { key: newIdempotencyKey(), sku };
}
