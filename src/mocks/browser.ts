import { setupWorker } from 'msw/browser';
import type { DemoControls } from '../components/demo';
import { getConfig } from '../config/env';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './auth/seed';
import {
  flushOnLeave,
  forgetSavedDatabase,
  readSavedDatabase,
  saveDatabaseSoon,
} from './savedDatabase';
import { forwardToBackendWorker } from './worker/forwarder';

/** Set to one of MOCK_FAULTS to make every call fail that way (fault-injection e2e, manual checks). */
const FAULT_KEY = 'mailcraft.demoFault';

/**
 * msw's start() asks the browser to update its worker without catching the result; when a reload
 * races the worker unregistering itself (its last tab closed), that update rejects with "Failed to
 * update a ServiceWorker" (mswjs/msw#2006). The worker registers again on start, so only that
 * rejection is silenced; every other one still reaches the error reporter.
 */
function ignoreWorkerUpdateRace(event: PromiseRejectionEvent): void {
  const reason: unknown = event.reason;
  const message = reason instanceof Error ? reason.message : String(reason);
  if (
    message.includes('Failed to update a ServiceWorker') &&
    message.includes('mockServiceWorker.js')
  ) {
    event.preventDefault();
  }
}

/** Starts the in-browser mock backend; the database survives reloads until reset. */
export async function startDemoBackend(): Promise<DemoControls> {
  window.addEventListener('unhandledrejection', ignoreWorkerUpdateRace);
  flushOnLeave();
  const config = getConfig();
  // The handlers and the database live in a worker; the page only forwards requests to it.
  const forwarder = forwardToBackendWorker(
    { saved: readSavedDatabase(), fault: window.localStorage.getItem(FAULT_KEY), latencyMs: 200 },
    [...Object.values(config.apiBases), config.geoDataUrl],
    saveDatabaseSoon,
  );
  const worker = setupWorker(forwarder);
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
  return {
    accounts: DEMO_ACCOUNTS,
    password: DEMO_PASSWORD,
    reset: () => {
      forgetSavedDatabase();
      window.localStorage.clear();
      window.sessionStorage.clear();
      window.location.assign('/signin');
      return Promise.resolve();
    },
  };
}
