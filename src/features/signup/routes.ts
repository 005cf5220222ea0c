import { lazy } from 'react';
import type { FeatureRoutes, LazyPage } from '../../components/routeEntries';
import { paths } from '../../config/paths';
import { withDomainMessages } from '../../i18n/domainMessages';

const SignUpPage: LazyPage = lazy(withDomainMessages('signup', () => import('./pages/SignUpPage')));
const OauthRegisterPage: LazyPage = lazy(
  withDomainMessages('signup', () => import('./pages/OauthRegisterPage')),
);
const AffiliateLandingPage: LazyPage = lazy(
  withDomainMessages('signup', () => import('./pages/AffiliateLandingPage')),
);

/** Sign-up (stepped, with a plan), completing an external sign-up, and the reseller's referral landing page (issue 28). */
export const signupRoutes: FeatureRoutes = {
  publicRoutes: [
    { path: paths.signUp.path, page: SignUpPage, titleId: 'screen.signUp', access: 'guest' },
    {
      path: paths.oauthRegister.path,
      page: OauthRegisterPage,
      titleId: 'screen.oauthRegister',
      access: 'any',
    },
    {
      path: paths.affiliateSignUp.path,
      page: AffiliateLandingPage,
      titleId: 'screen.affiliateSignUp',
      access: 'any',
    },
  ],
};
