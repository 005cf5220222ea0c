import { Suspense, lazy } from 'react';
import { withDomainMessages } from '../i18n/domainMessages';
import type { RouteObject } from 'react-router-dom';
import { PageLoader } from '../components/PageLoader';
import type { DashboardRouteHandle, PublicRouteEntry } from '../components/routeEntries';
import { paths } from '../config/paths';
import { ActiveAccountOnly, GuestOnly, RequireSession, RoleGate } from './guards';
import { RouteErrorPage } from './RouteErrorPage';
import { dashboardRoutes, publicRoutes } from './routes';

// With the shell's words (sidebar, top bar), which the sign-in page does not need.
const DashboardLayout = lazy(withDomainMessages('shell', () => import('./layout/DashboardLayout')));
const AntdRoot = lazy(() => import('./providers/AntdRoot'));
const NotFoundPage = lazy(() => import('./pages/NotFoundPage'));

function publicElement(entry: PublicRouteEntry) {
  const content = <entry.page titleId={entry.titleId} variant={entry.variant} />;
  const page = (
    <Suspense fallback={<PageLoader />}>
      {entry.antd ? <AntdRoot>{content}</AntdRoot> : content}
    </Suspense>
  );
  if (entry.access === 'guest') return <GuestOnly>{page}</GuestOnly>;
  if (entry.access === 'signedIn') return <RequireSession>{page}</RequireSession>;
  return page;
}

/** Builds the router's routes from the route table. */
export function buildRoutes(): RouteObject[] {
  return [
    {
      errorElement: <RouteErrorPage />,
      children: [
        ...publicRoutes.map((entry) => ({ path: entry.path, element: publicElement(entry) })),
        {
          path: paths.dashboard.root.path,
          element: (
            <RequireSession>
              <ActiveAccountOnly>
                <Suspense fallback={<PageLoader />}>
                  <DashboardLayout />
                </Suspense>
              </ActiveAccountOnly>
            </RequireSession>
          ),
          children: dashboardRoutes.map((entry) => ({
            ...(entry.path === '' ? { index: true } : { path: entry.path }),
            handle: { workspace: entry.workspace === true } satisfies DashboardRouteHandle,
            element: (
              <RoleGate roles={entry.roles} titleId={entry.titleId}>
                <Suspense fallback={<PageLoader />}>
                  {entry.antd === false ? (
                    <entry.page titleId={entry.titleId} />
                  ) : (
                    <AntdRoot>
                      <entry.page titleId={entry.titleId} />
                    </AntdRoot>
                  )}
                </Suspense>
              </RoleGate>
            ),
          })),
        },
        {
          path: '*',
          element: (
            <Suspense fallback={<PageLoader />}>
              <NotFoundPage />
            </Suspense>
          ),
        },
      ],
    },
  ];
}
