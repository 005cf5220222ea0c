import { lazy } from 'react';
import type { FeatureRoutes, LazyPage } from '../../components/routeEntries';
import { paths } from '../../config/paths';

// The view loads its own words (view/linkMessages.ts), in the app's language.
const loadPages = () => import('./pages/UnsubscribePage');
const PhoneUnsubscribePage: LazyPage = lazy(() =>
  loadPages().then((module) => ({ default: module.PhoneUnsubscribePage })),
);
const EmailUnsubscribePage: LazyPage = lazy(() =>
  loadPages().then((module) => ({ default: module.EmailUnsubscribePage })),
);

/**
 * The unsubscribe links of texts and emails (accounts-money §2, templates-campaigns-contacts §2
 * public routes): open to anyone, signed in or out, without the shell and without antd.
 */
export const unsubscribeRoutes: FeatureRoutes = {
  publicRoutes: [
    {
      path: paths.phoneUnsubscribe.path,
      page: PhoneUnsubscribePage,
      titleId: 'screen.phoneUnsubscribe',
      access: 'any',
    },
    {
      path: paths.emailUnsubscribe.path,
      page: EmailUnsubscribePage,
      titleId: 'screen.emailUnsubscribe',
      access: 'any',
    },
  ],
};
