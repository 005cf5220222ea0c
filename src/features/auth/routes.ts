import { lazy } from 'react';
import type { FeatureRoutes, LazyPage } from '../../components/routeEntries';
import { paths } from '../../config/paths';

const SignInPage: LazyPage = lazy(() => import('./pages/SignInPage'));
const ProfileCompletionPage: LazyPage = lazy(() => import('./pages/ProfileCompletionPage'));

/** Sign-in in its three variants, and profile completion (spec §4). */
export const authRoutes: FeatureRoutes = {
  publicRoutes: [
    { path: paths.root.path, page: SignInPage, titleId: 'auth.signIn.title', access: 'guest' },
    { path: paths.signIn.path, page: SignInPage, titleId: 'auth.signIn.title', access: 'guest' },
    {
      path: paths.adminSignIn.path,
      page: SignInPage,
      titleId: 'auth.signIn.adminTitle',
      variant: 'admin',
      access: 'guest',
    },
    {
      path: paths.proSignIn.path,
      page: SignInPage,
      titleId: 'auth.signIn.proTitle',
      variant: 'pro',
      access: 'guest',
    },
    {
      path: paths.settings.path,
      page: ProfileCompletionPage,
      titleId: 'settings.title',
      access: 'signedIn',
      antd: true,
    },
  ],
};
