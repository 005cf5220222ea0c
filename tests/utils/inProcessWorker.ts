import { afterEach, beforeEach, vi } from 'vitest';
import type { WorkerReply, WorkerRequest } from '../../src/features/contacts/csv/protocol';
import type { WorkerLike } from '../../src/features/contacts/csv/validateFile';
import { createWorkerHost } from '../../src/features/contacts/csv/workerHost';

/**
 * A Web Worker for jsdom (which has none) running the validation worker's real code
 * (csv/workerHost.ts) in this thread, asynchronously like a worker. The engine's tests and the
 * import screen's tests both use it; `created` lets them see how many were started and stopped.
 */
export class InProcessWorker implements WorkerLike {
  static created: InProcessWorker[] = [];
  onmessage: WorkerLike['onmessage'] = null;
  onerror: WorkerLike['onerror'] = null;
  terminated = false;
  readonly requests: WorkerRequest[] = [];
  private readonly handle = createWorkerHost((reply) => {
    setTimeout(() => {
      if (!this.terminated) this.onmessage?.({ data: reply } as MessageEvent<WorkerReply>);
    });
  });

  constructor() {
    InProcessWorker.created.push(this);
  }

  postMessage(message: unknown): void {
    this.requests.push(message as WorkerRequest);
    setTimeout(() => {
      if (!this.terminated) this.handle(message as WorkerRequest);
    });
  }

  terminate(): void {
    this.terminated = true;
  }
}

/** Gives each test of the file `Worker`, as the in-process worker above. */
export function withInProcessWorkers(): void {
  beforeEach(() => {
    InProcessWorker.created = [];
    vi.stubGlobal('Worker', InProcessWorker);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
}
