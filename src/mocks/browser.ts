import { answerCallsWith } from '../api';
import type { DemoControls } from '../components/demo';
import { getConfig } from '../config/env';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './auth';
import {
  flushOnLeave,
  forgetSavedDatabase,
  readSavedDatabase,
  saveDatabaseSoon,
} from './savedDatabase';
import { backendFetch } from './worker/forwarder';

/** Set to one of MOCK_FAULTS to make every call fail that way (fault-injection e2e, manual checks). */
const FAULT_KEY = 'mailcraft.demoFault';
/**
 * The same without a reload: `window.dispatchEvent(new CustomEvent('mailcraft:demo-fault',
 * { detail: 'http500' }))`, and `detail: null` to lift it (the fault e2e suite's switch). With
 * `detail: { fault: 'lostAnswer', path: 'chargeCard' }` only the next call to that path meets it.
 */
const FAULT_EVENT = 'mailcraft:demo-fault';

/** A real server's round trip, so loading states show in the demo as they will in production. */
const LATENCY_MS = 200;

/**
 * Starts the in-browser mock backend; the database survives reloads until reset. The handlers and
 * the database live in a worker; the app's HTTP layer sends its calls there (api/transport.ts).
 */
export function startDemoBackend(): DemoControls {
  flushOnLeave();
  const config = getConfig();
  const backend = backendFetch(
    {
      saved: readSavedDatabase(),
      fault: window.localStorage.getItem(FAULT_KEY),
      latencyMs: LATENCY_MS,
    },
    [...Object.values(config.apiBases), config.geoDataUrl],
    saveDatabaseSoon,
  );
  answerCallsWith(backend.fetch);
  window.addEventListener(FAULT_EVENT, (event) => {
    const { detail } = event as CustomEvent<unknown>;
    if (detail && typeof detail === 'object') {
      const { fault, path } = detail as Record<string, unknown>;
      if (typeof fault === 'string' && typeof path === 'string') backend.setFault(fault, path);
      return;
    }
    backend.setFault(typeof detail === 'string' ? detail : null);
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
