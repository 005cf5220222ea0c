import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import AntdRoot from '../../src/app/providers/AntdRoot';
import { LocaleProvider } from '../../src/app/providers/LocaleProvider';
import { NoticeToaster } from '../../src/app/providers/NoticeToaster';
import type { AppStore } from '../../src/app/store';
import { makeTestStore } from './store';
import { type DemoUser, storeSessionOf } from './session';
import { type TestServices, createTestServices } from './services';

export interface RenderWithAppOptions {
  /** Signs this demo user in first, as a previous visit would have left the session. */
  as?: DemoUser;
  /** Reuse a store (and its services) instead of building a fresh one, e.g. to reopen a screen. */
  store?: AppStore;
  services?: TestServices;
}

/** The providers App and the dashboard route put around a screen: store, intl, antd, toasts. */
export function AppProviders({ store, children }: { store: AppStore; children: ReactElement }) {
  return (
    <Provider store={store}>
      <LocaleProvider>
        <AntdRoot>{children}</AntdRoot>
        <NoticeToaster />
      </LocaleProvider>
    </Provider>
  );
}

/**
 * Mounts a component (not a route) inside the app's providers, with a real store, real sagas and
 * the msw mock backend. A fresh store is a fresh page load; pass `store` to stay on the same one.
 */
export function renderWithApp(ui: ReactElement, options: RenderWithAppOptions = {}) {
  if (options.as) storeSessionOf(options.as);
  const services = options.services ?? createTestServices();
  const store = options.store ?? makeTestStore(services);
  const user = userEvent.setup();
  const view = render(<AppProviders store={store}>{ui}</AppProviders>);
  return {
    ...view,
    store,
    services,
    user,
    /** Replaces the mounted component, keeping the providers and the store. */
    rerenderUi: (next: ReactElement) =>
      view.rerender(<AppProviders store={store}>{next}</AppProviders>),
  };
}
