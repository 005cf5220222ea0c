import './memoryStorage';
import { getResponse } from 'msw';
import type { CollectionName } from '../registry';
import { onDatabaseChange } from '../db';
import { handlers } from '../handlers';
import { armScopedFault, isDemoFault, setMockFault } from '../kit/faults';
import { setMockLatency } from '../kit/handle';
import { databaseSnapshot, restoreDatabase } from './databaseSnapshot';
import type { FromWorker, RequestMessage, ToWorker } from './protocol';

/**
 * The demo's mock backend, in a worker of its own: the seed, the handlers and the database's
 * (de)serialisation run here, so a costly call (a page of 100,000 contacts, an upload's chunk)
 * never blocks the page. The page's service worker hands each API request to the page
 * (msw), whose one forwarding handler (forwarder.ts) posts it here; the answer goes back the same
 * way with the database snapshot to save when the call changed it.
 */

/** The part of DedicatedWorkerGlobalScope used here (the app's lib is DOM, not WebWorker). */
interface WorkerScope {
  postMessage(message: FromWorker, transfer: Transferable[]): void;
  onmessage: ((event: MessageEvent<ToWorker>) => void) | null;
}

const scope = self as unknown as WorkerScope;
const changed = new Set<CollectionName>();
let saveScheduled = false;

/**
 * Sends the snapshot once the current call's work is done, whether or not its answer is ever
 * delivered (a lost answer still charged the card). An answer sent in the same turn carries the
 * snapshot itself, and this finds nothing left to send.
 */
function saveSoon(): void {
  if (saveScheduled) return;
  saveScheduled = true;
  setTimeout(() => {
    saveScheduled = false;
    if (changed.size === 0) return;
    const saved = databaseSnapshot(changed);
    changed.clear();
    scope.postMessage({ kind: 'saved', saved }, []);
  }, 0);
}

async function answer(message: RequestMessage): Promise<void> {
  try {
    const request = new Request(message.url, {
      method: message.method,
      headers: message.headers,
      body: message.body,
    });
    const response = await getResponse(handlers, request);
    const body = response ? await response.arrayBuffer() : null;
    const saved = changed.size > 0 ? databaseSnapshot(changed) : null;
    changed.clear();
    scope.postMessage(
      {
        kind: 'response',
        id: message.id,
        saved,
        response:
          response && body
            ? {
                status: response.status,
                statusText: response.statusText,
                headers: [...response.headers],
                body,
              }
            : null,
      },
      body ? [body] : [],
    );
  } catch (error) {
    scope.postMessage(
      {
        kind: 'failed',
        id: message.id,
        message: error instanceof Error ? error.message : String(error),
      },
      [],
    );
  }
}

scope.onmessage = ({ data }) => {
  if (data.kind === 'request') {
    void answer(data);
    return;
  }
  if (data.kind === 'fault') {
    const fault = isDemoFault(data.fault) ? data.fault : null;
    if (fault && data.path) armScopedFault({ fault, path: data.path });
    else setMockFault(fault);
    return;
  }
  restoreDatabase(data.saved);
  onDatabaseChange((collections) => {
    collections.forEach((name) => changed.add(name));
    saveSoon();
  });
  setMockLatency(data.latencyMs);
  setMockFault(isDemoFault(data.fault) ? data.fault : null);
};
