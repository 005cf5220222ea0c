import { lazy } from 'react';
import type { FeatureRoutes, LazyPage } from '../../components/routeEntries';
import { paths } from '../../config/paths';
import { withDomainMessages } from '../../i18n/domainMessages';

const OauthLoginPage: LazyPage = lazy(
  withDomainMessages('externalSignIn', () => import('./pages/OauthLoginPage')),
);
const OauthCallbackPage: LazyPage = lazy(
  withDomainMessages('externalSignIn', () => import('./pages/OauthCallbackPage')),
);
const Auth0CallbackPage: LazyPage = lazy(
  withDomainMessages('externalSignIn', () => import('./pages/Auth0CallbackPage')),
);

/** Signing in with an external provider (Auth0, or the demo's simulated provider) and its callbacks (issue 28). */
export const externalSignInRoutes: FeatureRoutes = {
  publicRoutes: [
    {
      path: paths.oauthLogin.path,
      page: OauthLoginPage,
      titleId: 'screen.oauthLogin',
      access: 'any',
    },
    {
      path: paths.oauthCallback.path,
      page: OauthCallbackPage,
      titleId: 'screen.oauthCallback',
      access: 'any',
    },
    {
      path: paths.auth0Callback.path,
      page: Auth0CallbackPage,
      titleId: 'screen.auth0Callback',
      access: 'any',
    },
  ],
};
