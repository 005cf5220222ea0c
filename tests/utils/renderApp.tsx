import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, createAppRouter } from '../../src/app/App';
import { makeTestStore } from './store';
import type { DemoControls } from '../../src/components/demo';
import { type DemoUser, storeSessionOf } from './session';
import { createTestServices } from './services';

/** The user-event session a rendered screen is driven with. */
export type User = ReturnType<typeof userEvent.setup>;

export interface RenderAppOptions {
  as?: DemoUser;
  demo?: DemoControls | null;
}

/** Renders the whole app at a path, with a memory router, a real store and the msw mock backend. */
export async function renderApp(path: string, options: RenderAppOptions = {}) {
  if (options.as) storeSessionOf(options.as);
  const services = createTestServices();
  const store = makeTestStore(services);
  const router = createAppRouter(services, path);
  const user = userEvent.setup();
  const view = render(<App store={store} router={router} demo={options.demo ?? null} />);
  // Let lazy pages and the first sagas settle.
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return { ...view, store, router, services, user };
}
