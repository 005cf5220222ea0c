import { lazy } from 'react';
import { ALL_ROLES } from '../config/constants';
import { withDomainMessages } from '../i18n/domainMessages';
import type {
  DashboardRouteEntry,
  LazyPage,
  PublicRouteEntry,
  SidebarActionEntry,
} from './routeTypes';

/**
 * THE route table (ARCHITECTURE.md "One table per fact"): the router, the role guard and the three
 * sidebars are all derived from it. Pages are lazy-only imports so each is its own chunk.
 */
const SignInPage: LazyPage = lazy(() => import('../features/auth/pages/SignInPage'));
const ProfileCompletionPage: LazyPage = lazy(
  () => import('../features/auth/pages/ProfileCompletionPage'),
);
const NotFoundPage: LazyPage = lazy(() => import('./pages/NotFoundPage'));
const ServerErrorPage: LazyPage = lazy(() => import('./pages/ServerErrorPage'));
const UnbuiltPublicPage: LazyPage = lazy(() => import('./pages/UnbuiltPublicPage'));
const UnbuiltPage: LazyPage = lazy(() => import('./pages/UnbuiltPage'));
const DashboardHomePage: LazyPage = lazy(
  () => import('../features/dashboard/pages/DashboardHomePage'),
);
// Template libraries (one chunk each; the library component is shared between them).
const SmsTemplatesPage: LazyPage = lazy(
  () => import('../features/templates/pages/SmsTemplatesPage'),
);
const MailTemplatesPage: LazyPage = lazy(
  () => import('../features/templates/pages/MailTemplatesPage'),
);
const CardTemplatesPage: LazyPage = lazy(
  () => import('../features/templates/pages/CardTemplatesPage'),
);
const ProTemplatesPage: LazyPage = lazy(
  () => import('../features/templates/pages/ProTemplatesPage'),
);
const TemplateGalleryPage: LazyPage = lazy(
  () => import('../features/templates/pages/TemplateGalleryPage'),
);
const EmbeddedFramePage: LazyPage = lazy(() => import('./pages/EmbeddedFramePage'));
// Contacts: each page loads with the contacts messages (a lazy message domain).
const ContactListsPage: LazyPage = lazy(
  withDomainMessages('contacts', () => import('../features/contacts/pages/ContactListsPage')),
);
const ContactListPage: LazyPage = lazy(
  withDomainMessages('contacts', () => import('../features/contacts/pages/ContactListPage')),
);
const SystemContactListsPage: LazyPage = lazy(
  withDomainMessages('contacts', () => import('../features/contacts/pages/SystemContactListsPage')),
);
const SystemContactListPage: LazyPage = lazy(
  withDomainMessages('contacts', () => import('../features/contacts/pages/SystemContactListPage')),
);
const ListBuilderPage: LazyPage = lazy(
  withDomainMessages('contacts', () => import('../features/contacts/pages/ListBuilderPage')),
);
const FailedAddressesPage: LazyPage = lazy(
  withDomainMessages('contacts', () => import('../features/contacts/pages/FailedAddressesPage')),
);
const IndustryPage: LazyPage = lazy(() => import('../features/catalog/pages/IndustryPage'));
const CategoryPage: LazyPage = lazy(() => import('../features/catalog/pages/CategoryPage'));

const ADMIN = [1] as const;
const MARKETPLACE = [2] as const;
const STUDIO = [3] as const;
const ADMIN_AND_STUDIO = [1, 3] as const;
const CUSTOMERS = [2, 3] as const;

export const publicRoutes: readonly PublicRouteEntry[] = [
  { path: '/', page: SignInPage, titleId: 'auth.signIn.title', access: 'guest' },
  { path: '/signin', page: SignInPage, titleId: 'auth.signIn.title', access: 'guest' },
  {
    path: '/admin-signin',
    page: SignInPage,
    titleId: 'auth.signIn.adminTitle',
    variant: 'admin',
    access: 'guest',
  },
  {
    path: '/pro-signin',
    page: SignInPage,
    titleId: 'auth.signIn.proTitle',
    variant: 'pro',
    access: 'guest',
  },
  { path: '/404', page: NotFoundPage, titleId: 'page.notFound.title', access: 'any' },
  { path: '/500', page: ServerErrorPage, titleId: 'page.serverError.title', access: 'any' },
  {
    path: '/settings',
    page: ProfileCompletionPage,
    titleId: 'settings.title',
    access: 'signedIn',
    antd: true,
  },
  { path: '/signup', page: UnbuiltPublicPage, titleId: 'screen.signUp', access: 'guest' },
  {
    path: '/forgotpassword',
    page: UnbuiltPublicPage,
    titleId: 'screen.forgotPassword',
    access: 'guest',
  },
  {
    path: '/forgotusername',
    page: UnbuiltPublicPage,
    titleId: 'screen.forgotUsername',
    access: 'guest',
  },
  {
    path: '/phone-unsubs/:token',
    page: UnbuiltPublicPage,
    titleId: 'screen.phoneUnsubscribe',
    access: 'any',
  },
  {
    path: '/email-unsubs/:token',
    page: UnbuiltPublicPage,
    titleId: 'screen.emailUnsubscribe',
    access: 'any',
  },
  {
    path: '/reset-password/:token',
    page: UnbuiltPublicPage,
    titleId: 'screen.resetPassword',
    access: 'any',
  },
  { path: '/oauth/login', page: UnbuiltPublicPage, titleId: 'screen.oauthLogin', access: 'any' },
  {
    path: '/oauth/register',
    page: UnbuiltPublicPage,
    titleId: 'screen.oauthRegister',
    access: 'any',
  },
  {
    path: '/oauth/callback',
    page: UnbuiltPublicPage,
    titleId: 'screen.oauthCallback',
    access: 'any',
  },
  {
    path: '/auth0loginCallback',
    page: UnbuiltPublicPage,
    titleId: 'screen.auth0Callback',
    access: 'any',
  },
  { path: '/pro-plan/:domain?', page: UnbuiltPublicPage, titleId: 'screen.proPlan', access: 'any' },
  {
    path: '/affiliate/:domain?',
    page: UnbuiltPublicPage,
    titleId: 'screen.affiliateSignUp',
    access: 'any',
  },
  { path: '/Success', page: UnbuiltPublicPage, titleId: 'screen.success', access: 'any' },
  { path: '/payment', page: UnbuiltPublicPage, titleId: 'screen.payment', access: 'any' },
  { path: '/payments', page: UnbuiltPublicPage, titleId: 'screen.payments', access: 'any' },
  {
    path: '/card-settings',
    page: UnbuiltPublicPage,
    titleId: 'screen.cardSettings',
    access: 'any',
  },
  {
    path: '/cancelled-account',
    page: UnbuiltPublicPage,
    titleId: 'screen.cancelledAccount',
    access: 'any',
  },
];

/** The spec's leftover demo content (mailbox, githubSearch, blank_page) is deliberately absent: those paths are not found. */
export const dashboardRoutes: readonly DashboardRouteEntry[] = [
  {
    path: '',
    page: DashboardHomePage,
    titleId: 'screen.home',
    roles: ALL_ROLES,
    sidebar: [{ roles: ALL_ROLES, labelId: 'nav.dashboard', icon: 'dashboard', order: 10 }],
  },
  {
    path: 'industry',
    page: IndustryPage,
    titleId: 'screen.industry',
    roles: ADMIN,
    sidebar: [{ roles: ADMIN, labelId: 'nav.industry', icon: 'industry', order: 20 }],
  },
  {
    path: 'category',
    page: CategoryPage,
    titleId: 'screen.category',
    roles: ADMIN_AND_STUDIO,
    sidebar: [{ roles: ADMIN_AND_STUDIO, labelId: 'nav.category', icon: 'category', order: 30 }],
  },
  {
    path: 'coach',
    page: UnbuiltPage,
    titleId: 'screen.coach',
    roles: ADMIN,
    sidebar: [{ roles: ADMIN, labelId: 'nav.coach', icon: 'coach', order: 40 }],
  },
  {
    path: 'basic',
    page: UnbuiltPage,
    titleId: 'screen.basic',
    roles: ADMIN,
    sidebar: [{ roles: ADMIN, labelId: 'nav.basic', icon: 'users', order: 50 }],
  },
  {
    path: 'mailing',
    page: ContactListsPage,
    titleId: 'screen.mailing',
    roles: MARKETPLACE,
    sidebar: [
      {
        roles: MARKETPLACE,
        group: 'contacts',
        labelId: 'nav.myContactLists',
        icon: 'contacts',
        order: 60,
      },
    ],
  },
  {
    path: 'message',
    page: SmsTemplatesPage,
    titleId: 'screen.message',
    roles: ADMIN_AND_STUDIO,
    sidebar: [{ roles: ADMIN_AND_STUDIO, labelId: 'nav.sms', icon: 'sms', order: 80 }],
  },
  {
    path: 'mail',
    page: MailTemplatesPage,
    titleId: 'screen.mail',
    roles: ADMIN_AND_STUDIO,
    sidebar: [{ roles: ADMIN_AND_STUDIO, labelId: 'nav.mailTemplates', icon: 'mail', order: 90 }],
  },
  {
    path: 'card',
    page: CardTemplatesPage,
    titleId: 'screen.card',
    roles: ADMIN_AND_STUDIO,
    sidebar: [{ roles: ADMIN_AND_STUDIO, labelId: 'nav.cardTemplates', icon: 'card', order: 100 }],
  },
  {
    path: 'pro-templates',
    page: ProTemplatesPage,
    titleId: 'screen.proTemplates',
    roles: ADMIN,
    sidebar: [{ roles: ADMIN, labelId: 'nav.proTemplates', icon: 'proCard', order: 110 }],
  },
  {
    path: 'templates',
    page: TemplateGalleryPage,
    titleId: 'screen.templates',
    roles: MARKETPLACE,
    sidebar: [
      {
        roles: MARKETPLACE,
        group: 'cardTemplates',
        labelId: 'nav.templates',
        icon: 'templates',
        order: 120,
      },
    ],
  },
  {
    path: 'Zap-campaigns',
    page: UnbuiltPage,
    titleId: 'screen.zapCampaigns',
    roles: MARKETPLACE,
    sidebar: [
      {
        roles: MARKETPLACE,
        group: 'cardTemplates',
        labelId: 'nav.zapCampaigns',
        icon: 'zap',
        order: 121,
      },
    ],
  },
  {
    path: 'campaigns',
    page: UnbuiltPage,
    titleId: 'screen.campaigns',
    roles: ADMIN_AND_STUDIO,
    sidebar: [{ roles: ADMIN_AND_STUDIO, labelId: 'nav.campaigns', icon: 'campaigns', order: 130 }],
  },
  {
    path: 'User-Create-Campaign/:id?',
    page: UnbuiltPage,
    titleId: 'screen.userCreateCampaign',
    roles: MARKETPLACE,
    sidebar: [
      {
        roles: MARKETPLACE,
        group: 'campaigns',
        labelId: 'nav.orderCampaign',
        icon: 'order',
        order: 140,
      },
    ],
  },
  {
    path: 'User-Campaigns',
    page: UnbuiltPage,
    titleId: 'screen.userCampaigns',
    roles: MARKETPLACE,
    sidebar: [
      {
        roles: MARKETPLACE,
        group: 'campaigns',
        labelId: 'nav.activeCampaigns',
        icon: 'active',
        order: 141,
      },
    ],
  },
  {
    path: 'account',
    page: UnbuiltPage,
    titleId: 'screen.account',
    roles: ALL_ROLES,
    sidebar: [
      { roles: ADMIN, labelId: 'nav.accountSettings', icon: 'settings', order: 150 },
      {
        roles: MARKETPLACE,
        group: 'account',
        labelId: 'nav.profileDetails',
        icon: 'profile',
        order: 150,
      },
      { roles: STUDIO, group: 'account', labelId: 'nav.profile', icon: 'profile', order: 150 },
    ],
  },
  {
    path: 'membership',
    page: UnbuiltPage,
    titleId: 'screen.membership',
    roles: CUSTOMERS,
    sidebar: [
      { roles: CUSTOMERS, group: 'account', labelId: 'nav.billing', icon: 'billing', order: 151 },
    ],
  },
  {
    path: 'affiliate',
    page: UnbuiltPage,
    titleId: 'screen.affiliate',
    roles: STUDIO,
    sidebar: [
      { roles: STUDIO, group: 'account', labelId: 'nav.affiliate', icon: 'affiliate', order: 152 },
    ],
  },
  {
    path: 'notifications',
    page: UnbuiltPage,
    titleId: 'screen.notifications',
    roles: CUSTOMERS,
    sidebar: [
      {
        roles: CUSTOMERS,
        group: 'account',
        labelId: 'nav.notificationSettings',
        icon: 'notifications',
        order: 153,
      },
    ],
  },
  {
    path: 'pro-user',
    page: UnbuiltPage,
    titleId: 'screen.proUser',
    roles: STUDIO,
    sidebar: [
      {
        roles: STUDIO,
        group: 'account',
        labelId: 'nav.proUser',
        icon: 'proUser',
        order: 154,
        // Hidden for role 3 without basic-user details (templates-campaigns-contacts §2).
        visible: (profile) => profile.basicuser_bycoachid !== null,
      },
    ],
  },
  {
    path: 'vendor-report',
    page: UnbuiltPage,
    titleId: 'screen.vendorReport',
    roles: ADMIN,
    sidebar: [
      {
        roles: ADMIN,
        group: 'vendorReports',
        labelId: 'nav.vendorReport',
        icon: 'report',
        order: 160,
      },
    ],
  },
  {
    path: 'vendor-report-future',
    page: UnbuiltPage,
    titleId: 'screen.vendorReportFuture',
    roles: ADMIN,
    sidebar: [
      {
        roles: ADMIN,
        group: 'vendorReports',
        labelId: 'nav.vendorReportFuture',
        icon: 'report',
        order: 161,
      },
    ],
  },
  {
    path: 'vendor-summary',
    page: UnbuiltPage,
    titleId: 'screen.vendorSummary',
    roles: ADMIN,
    sidebar: [
      {
        roles: ADMIN,
        group: 'vendorReports',
        labelId: 'nav.vendorSummary',
        icon: 'report',
        order: 162,
      },
    ],
  },
  {
    path: 'vendor-product',
    page: UnbuiltPage,
    titleId: 'screen.vendorProduct',
    roles: ADMIN,
    sidebar: [
      {
        roles: ADMIN,
        group: 'vendorReports',
        labelId: 'nav.vendorProduct',
        icon: 'report',
        order: 163,
      },
    ],
  },
  {
    path: 'banner-notification',
    page: UnbuiltPage,
    titleId: 'screen.bannerNotification',
    roles: ADMIN,
    sidebar: [{ roles: ADMIN, labelId: 'nav.bannerNotification', icon: 'banner', order: 170 }],
  },
  {
    path: 'apikey',
    page: UnbuiltPage,
    titleId: 'screen.apiKey',
    roles: MARKETPLACE,
    sidebar: [
      {
        roles: MARKETPLACE,
        group: 'integrations',
        labelId: 'nav.apiKey',
        icon: 'apiKey',
        order: 181,
      },
    ],
  },
  // Routes with no sidebar entry of their own.
  { path: 'cardeditor', page: UnbuiltPage, titleId: 'screen.cardEditor', roles: ADMIN_AND_STUDIO },
  {
    path: 'list-builder',
    page: ListBuilderPage,
    titleId: 'screen.listBuilder',
    roles: MARKETPLACE,
  },
  {
    path: 'mailinglist/:id',
    page: ContactListPage,
    titleId: 'screen.mailingList',
    roles: MARKETPLACE,
  },
  {
    path: 'system-mailing',
    page: SystemContactListsPage,
    titleId: 'screen.systemMailing',
    roles: ADMIN,
  },
  {
    path: 'system-mailinglist/:id',
    page: SystemContactListPage,
    titleId: 'screen.systemMailingList',
    roles: ADMIN,
  },
  {
    path: 'failed-mailing',
    page: FailedAddressesPage,
    titleId: 'screen.failedMailing',
    roles: MARKETPLACE,
  },
  {
    path: 'Create-campaign/:id?',
    page: UnbuiltPage,
    titleId: 'screen.createCampaign',
    roles: ADMIN_AND_STUDIO,
  },
  { path: 'pro/:id', page: UnbuiltPage, titleId: 'screen.proUserDetail', roles: ADMIN },
  { path: 'order-history', page: UnbuiltPage, titleId: 'screen.orderHistory', roles: MARKETPLACE },
  { path: 'integration', page: UnbuiltPage, titleId: 'screen.integration', roles: MARKETPLACE },
  { path: 'faq-support', page: UnbuiltPage, titleId: 'screen.faqSupport', roles: ALL_ROLES },
  {
    path: 'affiliate-resellers',
    page: UnbuiltPage,
    titleId: 'screen.affiliateResellers',
    roles: STUDIO,
  },
  {
    path: 'bulk-mail-center',
    page: UnbuiltPage,
    titleId: 'screen.bulkMailCenter',
    roles: MARKETPLACE,
  },
  {
    path: 'iframe-loader',
    page: EmbeddedFramePage,
    titleId: 'screen.iframeLoader',
    roles: ALL_ROLES,
  },
  { path: 'vendor-price', page: UnbuiltPage, titleId: 'screen.vendorPrice', roles: ADMIN },
];

export const sidebarActions: readonly SidebarActionEntry[] = [
  {
    key: 'upload-contacts',
    action: { modal: 'uploadContacts' },
    titleId: 'screen.uploadContacts',
    sidebar: [
      {
        roles: MARKETPLACE,
        group: 'contacts',
        labelId: 'nav.uploadContacts',
        icon: 'upload',
        order: 61,
      },
    ],
  },
  {
    key: 'create-contact-list',
    action: { modal: 'createContactList' },
    titleId: 'screen.createContactList',
    sidebar: [
      {
        roles: MARKETPLACE,
        group: 'contacts',
        labelId: 'nav.createContactList',
        icon: 'addList',
        order: 62,
      },
    ],
  },
  {
    key: 'list-builder-modal',
    action: { modal: 'listBuilder' },
    titleId: 'screen.listBuilder',
    sidebar: [{ roles: MARKETPLACE, labelId: 'nav.listBuilder', icon: 'listBuilder', order: 70 }],
  },
  {
    key: 'zapier',
    action: { frame: 'zapier' },
    titleId: 'nav.zapier',
    sidebar: [
      { roles: MARKETPLACE, group: 'integrations', labelId: 'nav.zapier', icon: 'zap', order: 180 },
    ],
  },
  {
    key: 'pricing',
    action: { modal: 'pricing' },
    titleId: 'screen.pricing',
    sidebar: [{ roles: CUSTOMERS, labelId: 'nav.pricing', icon: 'pricing', order: 190 }],
  },
  {
    key: 'help',
    action: { frame: 'help' },
    titleId: 'nav.help',
    sidebar: [{ roles: ALL_ROLES, labelId: 'nav.help', icon: 'help', order: 200 }],
  },
];
