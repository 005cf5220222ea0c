import './config/zod';
import './styles/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createAppRouter } from './app/App';
import { initErrorReporting } from './app/errorReporter';
import { createBrowserServices } from './app/services';
import { makeStore } from './app/store';
import type { DemoControls } from './components/demo';
import { DEMO_BUILD } from './config/demoBuild';
import { ConfigError, getConfig } from './config/env';
import { en } from './i18n/locales/en';

function showConfigError(root: HTMLElement, error: ConfigError): void {
  const box = document.createElement('section');
  box.className = 'config-error';
  const title = document.createElement('h1');
  title.textContent = en['error.config.title'];
  const details = document.createElement('p');
  details.textContent = error.message;
  box.append(title, details);
  root.replaceChildren(box);
}

/** Lets the browser handle input and paint before the next step of the boot. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function boot(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) return;
  let config;
  try {
    config = getConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      showConfigError(root, error);
      return;
    }
    throw error;
  }

  let demo: DemoControls | null = null;
  if (DEMO_BUILD && config.mode === 'demo') {
    // The mock backend is a separate chunk that a connected build never loads.
    const { startDemoBackend } = await import('./mocks/browser');
    demo = startDemoBackend();
  }
  initErrorReporting();

  // Each step in its own task, so no one of them blocks input for long on a slow phone: the
  // store starts its sagas, the router reads the history, then React renders.
  const services = createBrowserServices();
  const store = makeStore(services);
  await nextTask();
  const router = createAppRouter(services);
  await nextTask();
  // A transition: React renders the first screen in slices and yields to the browser between
  // them, instead of blocking the main thread for the whole tree.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App store={store} router={router} demo={demo} />
      </StrictMode>,
    );
  });
}

void boot();
