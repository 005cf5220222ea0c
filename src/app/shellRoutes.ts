import { lazy } from 'react';
import type { FeatureRoutes, LazyPage } from '../components/routeEntries';
import { ROLES } from '../config/constants';
import { paths } from '../config/paths';
import type { FrameKey, ShellModalKey } from '../features/shell';

const NotFoundPage: LazyPage = lazy(() => import('./pages/NotFoundPage'));
const ServerErrorPage: LazyPage = lazy(() => import('./pages/ServerErrorPage'));
const EmbeddedFramePage: LazyPage = lazy(() => import('./pages/EmbeddedFramePage'));

/** The shell's own routes: status pages, the embedded frame, and its modal and frame entries. */
export const shellRoutes: FeatureRoutes<ShellModalKey, FrameKey> = {
  publicRoutes: [
    {
      path: paths.notFound.path,
      page: NotFoundPage,
      titleId: 'page.notFound.title',
      access: 'any',
    },
    {
      path: paths.serverError.path,
      page: ServerErrorPage,
      titleId: 'page.serverError.title',
      access: 'any',
    },
  ],
  dashboardRoutes: [
    {
      path: paths.dashboard.iframeLoader.path,
      page: EmbeddedFramePage,
      titleId: 'screen.iframeLoader',
      roles: ROLES.all,
    },
  ],
  sidebarActions: [
    {
      key: 'zapier',
      action: { frame: 'zapier' },
      titleId: 'nav.zapier',
      sidebar: [
        {
          roles: ROLES.marketplace,
          group: 'integrations',
          labelId: 'nav.zapier',
          icon: 'zap',
          order: 180,
        },
      ],
    },
    {
      key: 'pricing',
      action: { modal: 'pricing' },
      titleId: 'screen.pricing',
      sidebar: [{ roles: ROLES.customers, labelId: 'nav.pricing', icon: 'pricing', order: 190 }],
    },
    {
      key: 'help',
      action: { frame: 'help' },
      titleId: 'nav.help',
      sidebar: [{ roles: ROLES.all, labelId: 'nav.help', icon: 'help', order: 200 }],
    },
  ],
};
