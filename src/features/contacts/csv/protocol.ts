import type { RangeResult } from './rangeValidator';
import type { CsvValidationReport, FieldMapping } from './types';

/**
 * The messages between the page (validateFile.ts) and the validation workers. The page only
 * starts workers and passes small messages; reading, checking and merging happen in the workers.
 *
 *   one worker:   page → only  validate          only → page  progress…, report
 *   two workers:  page → first validate(0..B)    first → page progress…, boundary(stop)
 *                 page → second validate(B..end, port)   second → first (port) partial
 *                 page → first merge(port)       first → page report
 * If the first range's last record ran past B (B fell inside a quoted value with line breaks),
 * the page starts the second range again from `stop` before sending merge.
 */
export type WorkerRole = 'only' | 'first' | 'second';

export interface ValidateMessage {
  type: 'validate';
  role: WorkerRole;
  file: Blob;
  start: number;
  end: number;
  mapping: FieldMapping;
  /** second: where to send its partial result (the first worker holds the other end). */
  port?: MessagePort;
}

export interface MergeMessage {
  type: 'merge';
  /** first: where the second range's partial result arrives. */
  port: MessagePort;
}

export type WorkerRequest = ValidateMessage | MergeMessage;

export type WorkerReply =
  | { type: 'progress'; bytesDone: number }
  | { type: 'boundary'; stopByte: number }
  | { type: 'handedOver' }
  | { type: 'report'; report: CsvValidationReport }
  | { type: 'error'; message: string };

/** second → first, over the port: its result (buffers transferred) and where its range began. */
export interface PartialMessage {
  type: 'partial';
  result: RangeResult;
  start: number;
}
