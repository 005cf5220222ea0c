import type { WorkerRequest } from './protocol';
import { createWorkerHost } from './workerHost';

/**
 * The validation worker: a module worker started by validateFile.ts with
 *   new Worker(new URL('./validate.worker.ts', import.meta.url), { type: 'module' })
 * Everything it does lives in workerHost.ts; this only connects it to the worker's messages.
 */

/** The part of DedicatedWorkerGlobalScope used here (the app's lib is DOM, not WebWorker). */
interface WorkerScope {
  postMessage(message: unknown, transfer: Transferable[]): void;
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
}

const scope = self as unknown as WorkerScope;
const handle = createWorkerHost((reply, transfer = []) => scope.postMessage(reply, transfer));
scope.onmessage = (event) => handle(event.data);
