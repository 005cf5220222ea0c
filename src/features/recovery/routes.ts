import { lazy } from 'react';
import type { FeatureRoutes, LazyPage } from '../../components/routeEntries';
import { paths } from '../../config/paths';
import { withDomainMessages } from '../../i18n/domainMessages';

const ForgotPasswordPage: LazyPage = lazy(
  withDomainMessages('recovery', () => import('./pages/ForgotPasswordPage')),
);
const ForgotUsernamePage: LazyPage = lazy(
  withDomainMessages('recovery', () => import('./pages/ForgotUsernamePage')),
);
const ResetPasswordPage: LazyPage = lazy(
  withDomainMessages('recovery', () => import('./pages/ResetPasswordPage')),
);

/** Password and username recovery, and the reset link (issue 28). */
export const recoveryRoutes: FeatureRoutes = {
  publicRoutes: [
    {
      path: paths.forgotPassword.path,
      page: ForgotPasswordPage,
      titleId: 'screen.forgotPassword',
      access: 'guest',
    },
    {
      path: paths.forgotUsername.path,
      page: ForgotUsernamePage,
      titleId: 'screen.forgotUsername',
      access: 'guest',
    },
    {
      path: paths.resetPassword.path,
      page: ResetPasswordPage,
      titleId: 'screen.resetPassword',
      access: 'any',
    },
  ],
};
