/** Business constants from the spec, kept in one place (spec §9 of both documents). */
export const APP_VERSION = __APP_VERSION__;
export const PRODUCT_NAME = 'Mailcraft';

export const ROLE = { superAdmin: 1, marketplace: 2, designStudio: 3 } as const;
export type Role = (typeof ROLE)[keyof typeof ROLE];
export const ALL_ROLES: readonly Role[] = [ROLE.superAdmin, ROLE.marketplace, ROLE.designStudio];

/** The sets of roles the spec opens screens and sidebar entries to (templates-campaigns-contacts §2). */
export const ROLES = {
  all: ALL_ROLES,
  superAdmin: [ROLE.superAdmin],
  marketplace: [ROLE.marketplace],
  designStudio: [ROLE.designStudio],
  superAdminAndStudio: [ROLE.superAdmin, ROLE.designStudio],
  /** The paying roles: Marketplace and Design Studio. */
  customers: [ROLE.marketplace, ROLE.designStudio],
} as const satisfies Record<string, readonly Role[]>;

export const PROFILE_TIMEOUT_MS = 45_000;
/** The loader shown after a profile change (accounts-money §9 "Default loader shows for 2000 ms"). */
export const PROFILE_LOADER_MS = 2_000;
export const DEFAULT_TIMEOUT_MS = 30_000;
/** After this long without an answer the shell says a request is still working and offers to stop waiting. */
export const SLOW_REQUEST_MS = 5_000;

export const TOAST_SUCCESS_MS = 3_000;
export const TOAST_GENERIC_ERROR_MS = 5_000;
/** Webhook (refund) notifications are polled this often while a token exists (accounts-money §9). */
export const WEBHOOK_POLL_MS = 120_000;
/** The bell's list of notifications is this tall, and scrolls (accounts-money §9). */
export const NOTIFICATION_LIST_HEIGHT_PX = 300;

export const LAYOUT = {
  topBarHeight: 65,
  sidebarWidth: 280,
  sidebarWidthSmall: 240,
  sidebarCollapsedWidth: 80,
  /** Desktop above 1220px, tablet above 767px, else mobile. */
  desktopMin: 1221,
  tabletMin: 768,
  notificationListHeight: 300,
} as const;

/** java_stripesubscription_status values that end the session (spec §4 Subscription status). */
export const ENDED_SUBSCRIPTION_STATUSES: readonly string[] = [
  'expire',
  'expired',
  'canceled',
  'cancelled',
  'past_due',
  'incomplete',
  'not found',
];

export const STORE_BADGE_LINKS = {
  appStore: 'https://apps.apple.com/',
  playStore: 'https://play.google.com/store/apps',
} as const;

/**
 * The amounts a balance can be funded with, in dollars: 10, then 50 to 1000 in steps of 50, then
 * 1500 to 3000 (accounts-money §9). No other amount is accepted.
 */
export const FUND_AMOUNTS: readonly number[] = [
  10,
  ...Array.from({ length: 20 }, (_, index) => 50 * (index + 1)),
  1500,
  2000,
  2500,
  3000,
];
/** A funding charge is saved 1.5 s after the last press (accounts-money §4 Funding). */
export const FUNDING_DEBOUNCE_MS = 1_500;

/** Plan SKUs (accounts-money §3, §9); price-by-sku is asked with quantity 1. */
export const PLAN_SKUS = {
  free: 'SUB-FREE',
  basicMonth: 'SUB-BASIC-MONTH',
  basicAnnual: 'SUB-BASIC-ANNUAL',
  proMonth: 'SUB-PRO-MONTH',
  proAnnual: 'SUB-PRO-ANNUAL',
} as const;
export type PlanSku = (typeof PLAN_SKUS)[keyof typeof PLAN_SKUS];
export const PRICE_QUANTITY = 1;
export const ANNUAL_SAVING_PERCENT = 20;
export const DESIGN_SERVICES_FROM_DOLLARS = 79;
/** A PRO reseller earns this share of what the subscribers they brought in pay (accounts-money §1, §9). */
export const RESELLER_COMMISSION_PERCENT = 50;
/** Earnings subscribers are fetched 10 at a time from offset 0 (accounts-money §3). */
export const EARNINGS_PAGE_SIZE = 10;
/** The top quantity tier starts here and shows as "1000+" (accounts-money §9). */
export const TOP_TIER_THRESHOLD = 1_000;
