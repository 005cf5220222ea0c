/** Messages between the page and the demo backend's worker (see backend.worker.ts). */

export interface StartMessage {
  kind: 'start';
  /** The saved database as localStorage holds it (null: start from the seed). */
  saved: string | null;
  fault: string | null;
  latencyMs: number;
}

export interface RequestMessage {
  kind: 'request';
  id: number;
  method: string;
  url: string;
  headers: [string, string][];
  body: ArrayBuffer | null;
}

/**
 * Turns a fault on (one of MOCK_FAULTS) or off (null) from now on, without a reload; with a
 * `path`, only the next call to that path meets it (kit/faults.ts, ScopedFault).
 */
export interface FaultMessage {
  kind: 'fault';
  fault: string | null;
  path?: string;
}

export type ToWorker = StartMessage | RequestMessage | FaultMessage;

export interface ResponseMessage {
  kind: 'response';
  id: number;
  /** Null: no mock route serves this request; it goes on to the network. */
  response: {
    status: number;
    statusText: string;
    headers: [string, string][];
    body: ArrayBuffer;
  } | null;
  /** The whole database to save, when this or an earlier call changed it since the last reply. */
  saved: string | null;
}

export interface FailedMessage {
  kind: 'failed';
  id: number;
  message: string;
}

/**
 * The database to save, sent as soon as a call has changed it: a call whose answer is lost (the
 * demo's lostAnswer) still did its work, and a reload must find that work saved.
 */
export interface SavedMessage {
  kind: 'saved';
  saved: string;
}

export type FromWorker = ResponseMessage | FailedMessage | SavedMessage;
