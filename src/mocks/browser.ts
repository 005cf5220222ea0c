import { setupWorker } from 'msw/browser';
import type { DemoControls } from '../components/demo';
import { onDatabaseChange, resetDatabase } from './db';
import {
  flushOnLeave,
  forgetSavedDatabase,
  persistChanges,
  restoreSavedDatabase,
} from './persistence';
import { isMockFault, setMockFault } from './kit/faults';
import { setMockLatency } from './kit/handle';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './auth/seed';
import { handlers } from './handlers';

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
  restoreSavedDatabase();
  onDatabaseChange(persistChanges);
  flushOnLeave();
  setMockLatency(200);
  const fault = window.localStorage.getItem(FAULT_KEY);
  setMockFault(isMockFault(fault) ? fault : null);
  const worker = setupWorker(...handlers);
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
      resetDatabase();
      window.localStorage.clear();
      window.sessionStorage.clear();
      window.location.assign('/signin');
      return Promise.resolve();
    },
  };
}
