import { lazy } from 'react';
import type { FeatureRoutes, LazyPage } from '../../components/routeEntries';
import { ROLES } from '../../config/constants';
import { paths } from '../../config/paths';
import { withDomainMessages } from '../../i18n/domainMessages';

const FaqSupportPage: LazyPage = lazy(
  withDomainMessages('support', () => import('./pages/FaqSupportPage')),
);

/** FAQ and support (issue 29): questions and answers for the user's role, and a support contact. */
export const supportRoutes: FeatureRoutes = {
  dashboardRoutes: [
    {
      path: paths.dashboard.faqSupport.path,
      page: FaqSupportPage,
      titleId: 'screen.faqSupport',
      roles: ROLES.all,
    },
  ],
};
