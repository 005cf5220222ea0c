import { useMemo } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider, createBrowserRouter, createMemoryRouter } from 'react-router-dom';
import { DemoContext, type DemoControls } from '../components/demo';
import type { SagaServices } from '../state/session';
import { ErrorBoundary } from './ErrorBoundary';
import { LocaleProvider } from './providers/LocaleProvider';
import { NoticeToaster } from './providers/NoticeToaster';
import { buildRoutes } from './router';
import type { AppStore } from './store';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** Creates the router and lets the sagas navigate through it. Tests use a memory router. */
export function createAppRouter(services: SagaServices, initialPath?: string): AppRouter {
  const routes = buildRoutes();
  const router = initialPath
    ? createMemoryRouter(routes, { initialEntries: [initialPath] })
    : createBrowserRouter(routes);
  services.navigate = (to, options) => void router.navigate(to, options);
  return router;
}

export function App({
  store,
  router,
  demo,
}: {
  store: AppStore;
  router: AppRouter;
  demo: DemoControls | null;
}) {
  const routerElement = useMemo(() => <RouterProvider router={router} />, [router]);
  return (
    <Provider store={store}>
      <LocaleProvider>
        <DemoContext.Provider value={demo}>
          <ErrorBoundary>{routerElement}</ErrorBoundary>
          <NoticeToaster />
        </DemoContext.Provider>
      </LocaleProvider>
    </Provider>
  );
}
