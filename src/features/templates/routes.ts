import { lazy } from 'react';
import type { FeatureRoutes, LazyPage } from '../../components/routeEntries';
import { ROLES } from '../../config/constants';
import { paths } from '../../config/paths';
import { withDomainMessages } from '../../i18n/domainMessages';

// One chunk per library; the library component they share is its own chunk. Each page loads with
// the templates messages (a lazy message domain); the editors bring their own when they open.
const SmsTemplatesPage: LazyPage = lazy(
  withDomainMessages('templates', () => import('./pages/SmsTemplatesPage')),
);
const MailTemplatesPage: LazyPage = lazy(
  withDomainMessages('templates', () => import('./pages/MailTemplatesPage')),
);
const CardTemplatesPage: LazyPage = lazy(
  withDomainMessages('templates', () => import('./pages/CardTemplatesPage')),
);
const ProTemplatesPage: LazyPage = lazy(
  withDomainMessages('templates', () => import('./pages/ProTemplatesPage')),
);
const TemplateGalleryPage: LazyPage = lazy(
  withDomainMessages('templates', () => import('./pages/TemplateGalleryPage')),
);

/** The template libraries of the designers and the admin, and the Marketplace gallery. */
export const templatesRoutes: FeatureRoutes = {
  dashboardRoutes: [
    {
      path: paths.dashboard.smsTemplates.path,
      page: SmsTemplatesPage,
      titleId: 'screen.message',
      roles: ROLES.superAdminAndStudio,
      sidebar: [{ roles: ROLES.superAdminAndStudio, labelId: 'nav.sms', icon: 'sms', order: 80 }],
    },
    {
      path: paths.dashboard.mailTemplates.path,
      page: MailTemplatesPage,
      titleId: 'screen.mail',
      roles: ROLES.superAdminAndStudio,
      sidebar: [
        { roles: ROLES.superAdminAndStudio, labelId: 'nav.mailTemplates', icon: 'mail', order: 90 },
      ],
    },
    {
      path: paths.dashboard.cardTemplates.path,
      page: CardTemplatesPage,
      titleId: 'screen.card',
      roles: ROLES.superAdminAndStudio,
      sidebar: [
        {
          roles: ROLES.superAdminAndStudio,
          labelId: 'nav.cardTemplates',
          icon: 'card',
          order: 100,
        },
      ],
    },
    {
      path: paths.dashboard.proTemplates.path,
      page: ProTemplatesPage,
      titleId: 'screen.proTemplates',
      roles: ROLES.superAdmin,
      sidebar: [
        { roles: ROLES.superAdmin, labelId: 'nav.proTemplates', icon: 'proCard', order: 110 },
      ],
    },
    {
      path: paths.dashboard.templateGallery.path,
      page: TemplateGalleryPage,
      titleId: 'screen.templates',
      roles: ROLES.marketplace,
      sidebar: [
        {
          roles: ROLES.marketplace,
          group: 'cardTemplates',
          labelId: 'nav.templates',
          icon: 'templates',
          order: 120,
        },
      ],
    },
  ],
};
