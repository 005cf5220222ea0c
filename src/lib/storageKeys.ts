/** Browser storage keys, named exactly as the spec names them (accounts-money §3 "Browser storage keys"). */
export const STORAGE_KEYS = {
  idToken: 'id_token',
  loginData: 'logindata',
  isSuperAdmin: 'isSuperAdmin',
  isProAdmin: 'isProAdmin',
  proAdminToken: 'proAdminToken',
  hideFirstLoginModal: 'hideFirstLoginModal',
  redirectToNotification: 'redirectToNotification',
  redirectToBilling: 'redirectToBilling',
} as const;

/** Keys of our own, outside the spec's list. */
export const APP_STORAGE_KEYS = {
  preferences: 'mailcraft.preferences',
  signOutReason: 'mailcraft.signOutReason',
  /** The funding charge in progress, per user (its idempotency key outlives a reload). */
  fundIntent: 'mailcraft.fundIntent',
  /** The plan upgrade in progress, per user (the same, for upgrades). */
  upgradeIntent: 'mailcraft.upgradeIntent',
  /** The reactivation of a cancelled account in progress, per user (its idempotency key). */
  reactivationIntent: 'mailcraft.reactivationIntent',
  /**
   * The plan and order data held locally (accounts-money §3), in sessionStorage: what /Success
   * shows was bought.
   */
  planOrder: 'mailcraft.planOrder',
  /**
   * While an admin views the app as someone else: who acts ({id, name, kind}), for the banner and
   * the header every call carries after a reload; and the super admin's own token to switch back
   * to (the spec keeps the PRO admin's in proAdminToken and names no key for the super admin's).
   */
  actor: 'mailcraft.actor',
  superAdminToken: 'mailcraft.superAdminToken',
  /** The refund notifications read on this device, per user (suffixed with the user's id). */
  readRefunds: 'mailcraft.readRefunds',
} as const;
