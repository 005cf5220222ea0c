import { answerCallsWith } from '../api';
import type { DemoControls } from '../components/demo';
import { getConfig } from '../config/env';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './auth/seed';
import {
  flushOnLeave,
  forgetSavedDatabase,
  readSavedDatabase,
  saveDatabaseSoon,
} from './savedDatabase';
import { backendFetch } from './worker/forwarder';

/** Set to one of MOCK_FAULTS to make every call fail that way (fault-injection e2e, manual checks). */
const FAULT_KEY = 'mailcraft.demoFault';

/** A real server's round trip, so loading states show in the demo as they will in production. */
const LATENCY_MS = 200;

/**
 * Starts the in-browser mock backend; the database survives reloads until reset. The handlers and
 * the database live in a worker; the app's HTTP layer sends its calls there (api/transport.ts).
 */
export function startDemoBackend(): DemoControls {
  flushOnLeave();
  const config = getConfig();
  answerCallsWith(
    backendFetch(
      {
        saved: readSavedDatabase(),
        fault: window.localStorage.getItem(FAULT_KEY),
        latencyMs: LATENCY_MS,
      },
      [...Object.values(config.apiBases), config.geoDataUrl],
      saveDatabaseSoon,
    ),
  );
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
