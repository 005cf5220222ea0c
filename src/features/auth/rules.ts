import { ENDED_SUBSCRIPTION_STATUSES, ROLE } from '../../config/constants';
import { paths } from '../../config/paths';
import { safeRedirectPath } from '../../lib/safeRedirect';
import type { Profile } from './schemas';
import type { RedirectFlag } from './storage';

/** Subscription-status rule (spec §4): these statuses end the session, except for an impersonating super admin. */
export function subscriptionHasEnded(profile: Profile, impersonatingSuperAdmin: boolean): boolean {
  if (impersonatingSuperAdmin) return false;
  const status = profile.java_stripesubscription_status.trim().toLowerCase();
  return ENDED_SUBSCRIPTION_STATUSES.includes(status);
}

/**
 * A cancelled account is not signed out like the other ended statuses: it keeps its session, kept
 * to /cancelled-account (and /card-settings) until it reactivates (accounts-money §4 "Cancelled
 * accounts can be reactivated"; README "Cancelled accounts").
 */
export function accountIsCancelled(profile: Profile, impersonatingSuperAdmin: boolean): boolean {
  if (impersonatingSuperAdmin) return false;
  const status = profile.java_stripesubscription_status.trim().toLowerCase();
  return status === 'cancelled' || status === 'canceled';
}

/** Profile-completion rule (spec §4): a Marketplace user with profilecomplete_status 0 goes to /settings. */
export function needsProfileCompletion(profile: Profile): boolean {
  return profile.role_id === ROLE.marketplace && profile.profilecomplete_status === 0;
}

/** Where sign-in leads: a redirect flag first, then the remembered location if it is safe, else the dashboard. */
export function postLoginTarget(
  flag: RedirectFlag | null,
  remembered: string | null | undefined,
): string {
  if (flag === 'notification') return paths.dashboard.notifications.getHref();
  if (flag === 'billing') return paths.dashboard.membership.getHref();
  return (
    safeRedirectPath(remembered, paths.dashboard.root.getHref()) ?? paths.dashboard.home.getHref()
  );
}
