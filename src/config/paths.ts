/**
 * Every route of the app, written once: `path` is the router's pattern (dashboard ones relative to
 * /dashboard, as the router nests them) and `getHref` builds a link to it. Route entries take their
 * pattern from here and every link, redirect and navigation builds its URL here, so a path cannot
 * drift between the router and the code that leads to it (the shape of bulletproof-react's paths).
 */
const DASHBOARD = '/dashboard';

type Id = number | string;

/** A route without parameters. */
const fixed = (path: string) => ({ path, getHref: () => path });

/** A public route ending in a required parameter, e.g. `/reset-password/:token`. */
const withParam = (base: string, param: string) => ({
  path: `${base}/:${param}`,
  getHref: (value: Id) => `${base}/${encodeURIComponent(value)}`,
});

/** A public route ending in an optional parameter, e.g. `/pro-plan/:domain?`. */
const withOptionalParam = (base: string, param: string) => ({
  path: `${base}/:${param}?`,
  getHref: (value?: Id) => (value === undefined ? base : `${base}/${encodeURIComponent(value)}`),
});

/** A dashboard screen without parameters. */
const screen = (path: string) => ({ path, getHref: () => `${DASHBOARD}/${path}` });

/** A dashboard screen of one record, e.g. `mailinglist/:id`. */
const screenOf = (base: string) => ({
  path: `${base}/:id`,
  getHref: (id: Id) => `${DASHBOARD}/${base}/${encodeURIComponent(id)}`,
});

/** A dashboard screen that opens empty or on one record, e.g. `Create-campaign/:id?`. */
const screenOfOptional = (base: string) => ({
  path: `${base}/:id?`,
  getHref: (id?: Id) =>
    id === undefined ? `${DASHBOARD}/${base}` : `${DASHBOARD}/${base}/${encodeURIComponent(id)}`,
});

export const paths = {
  /** The bare address shows sign-in too; signing out leads here. */
  root: fixed('/'),
  signIn: {
    path: '/signin',
    /** `next` is where to go after signing in; only dashboard paths are followed (lib/safeRedirect). */
    getHref: ({ next }: { next?: string } = {}) =>
      next === undefined ? '/signin' : `/signin?next=${encodeURIComponent(next)}`,
  },
  adminSignIn: fixed('/admin-signin'),
  proSignIn: fixed('/pro-signin'),
  /** Profile completion for a Marketplace user (spec §4), outside the dashboard frame. */
  settings: fixed('/settings'),
  notFound: fixed('/404'),
  serverError: fixed('/500'),
  signUp: fixed('/signup'),
  forgotPassword: fixed('/forgotpassword'),
  forgotUsername: fixed('/forgotusername'),
  phoneUnsubscribe: withParam('/phone-unsubs', 'token'),
  emailUnsubscribe: withParam('/email-unsubs', 'token'),
  resetPassword: withParam('/reset-password', 'token'),
  oauthLogin: fixed('/oauth/login'),
  oauthRegister: fixed('/oauth/register'),
  oauthCallback: fixed('/oauth/callback'),
  auth0Callback: fixed('/auth0loginCallback'),
  proPlan: withOptionalParam('/pro-plan', 'domain'),
  affiliateSignUp: withOptionalParam('/affiliate', 'domain'),
  paymentSuccess: fixed('/Success'),
  payment: fixed('/payment'),
  payments: fixed('/payments'),
  cardSettings: fixed('/card-settings'),
  cancelledAccount: fixed('/cancelled-account'),

  dashboard: {
    /** The dashboard frame every screen below is nested in. */
    root: fixed(DASHBOARD),
    home: { path: '', getHref: () => DASHBOARD },
    industry: screen('industry'),
    category: screen('category'),
    coach: screen('coach'),
    basicUsers: screen('basic'),
    mailing: screen('mailing'),
    mailingList: screenOf('mailinglist'),
    systemMailing: screen('system-mailing'),
    systemMailingList: screenOf('system-mailinglist'),
    failedMailing: screen('failed-mailing'),
    listBuilder: screen('list-builder'),
    smsTemplates: screen('message'),
    mailTemplates: screen('mail'),
    cardTemplates: screen('card'),
    proTemplates: screen('pro-templates'),
    templateGallery: screen('templates'),
    cardEditor: {
      path: 'cardeditor',
      /** Without an id the editor starts a new card. */
      getHref: (id?: Id) =>
        id === undefined
          ? `${DASHBOARD}/cardeditor`
          : `${DASHBOARD}/cardeditor?id=${encodeURIComponent(id)}`,
    },
    zapCampaigns: screen('Zap-campaigns'),
    campaigns: screen('campaigns'),
    createCampaign: screenOfOptional('Create-campaign'),
    userCreateCampaign: screenOfOptional('User-Create-Campaign'),
    userCampaigns: screen('User-Campaigns'),
    account: screen('account'),
    membership: screen('membership'),
    /** Subscriptions, invoices, the billing address and cancelling the account. */
    billing: screen('billing'),
    affiliate: screen('affiliate'),
    affiliateResellers: screen('affiliate-resellers'),
    notifications: screen('notifications'),
    proUser: screen('pro-user'),
    proUserDetail: screenOf('pro'),
    vendorReport: screen('vendor-report'),
    vendorReportFuture: screen('vendor-report-future'),
    vendorSummary: screen('vendor-summary'),
    vendorProduct: screen('vendor-product'),
    vendorPrice: screen('vendor-price'),
    bannerNotification: screen('banner-notification'),
    apiKey: screen('apikey'),
    integration: screen('integration'),
    orderHistory: screen('order-history'),
    bulkMailCenter: screen('bulk-mail-center'),
    faqSupport: screen('faq-support'),
    iframeLoader: screen('iframe-loader'),
  },
} as const;
