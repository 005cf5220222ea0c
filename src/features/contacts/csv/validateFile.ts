import type { ValidateMessage, WorkerReply } from './protocol';
import type { CsvValidationReport, FieldMapping } from './types';

/** What validateFile needs of a Worker: tests pass their own. */
export interface WorkerLike {
  postMessage(message: unknown, transfer?: Transferable[]): void;
  terminate(): void;
  onmessage: ((event: MessageEvent<WorkerReply>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
}

export interface ValidationProgress {
  bytesDone: number;
  bytesTotal: number;
}

export interface ValidateFileOptions {
  /** 2 splits the file in two byte ranges read at once; default: 2 for files over 32 MB. */
  workers?: 1 | 2;
  /** Called at most ~10 times a second a worker. */
  onProgress?: (progress: ValidationProgress) => void;
  /** Aborting stops the workers and rejects with an AbortError. */
  signal?: AbortSignal;
  createWorker?: () => WorkerLike;
}

/** Smaller files are not worth a second worker's start-up and merge. */
const SPLIT_MIN_BYTES = 32 * 1024 * 1024;
const LINE_START_PROBE = 64 * 1024;

function createValidationWorker(): WorkerLike {
  return new Worker(new URL('./validate.worker.ts', import.meta.url), { type: 'module' });
}

function defaultWorkers(size: number): 1 | 2 {
  const cores = typeof navigator === 'undefined' ? 1 : (navigator.hardwareConcurrency ?? 1);
  return size >= SPLIT_MIN_BYTES && cores >= 2 ? 2 : 1;
}

/** The offset just past the first line feed at or after `offset` (or the file's size). */
export async function findLineStart(file: Blob, offset: number): Promise<number> {
  for (let at = offset; at < file.size; at += LINE_START_PROBE) {
    const bytes = new Uint8Array(await file.slice(at, at + LINE_START_PROBE).arrayBuffer());
    const lineFeed = bytes.indexOf(10);
    if (lineFeed !== -1) return at + lineFeed + 1;
  }
  return file.size;
}

function abortError(): DOMException {
  return new DOMException('The validation was stopped.', 'AbortError');
}

/**
 * Validates the whole file in Web Workers, streaming, and resolves with the report. The page only
 * starts the workers and relays a port: every row is read, checked and merged in a worker, and the
 * report arrives as a few typed arrays, cheap for the main thread to receive.
 */
export async function validateFile(
  file: Blob,
  mapping: FieldMapping,
  options: ValidateFileOptions = {},
): Promise<CsvValidationReport> {
  const { signal, onProgress } = options;
  if (signal?.aborted) throw abortError();
  const started = performance.now();
  const create = options.createWorker ?? createValidationWorker;
  let middle = file.size;
  if ((options.workers ?? defaultWorkers(file.size)) === 2 && file.size > 0)
    middle = await findLineStart(file, Math.floor(file.size / 2));
  if (signal?.aborted) throw abortError();

  const workers: (WorkerLike | null)[] = [null, null];
  const done = [0, 0];
  let channel: MessageChannel | null = null;
  let secondStart = middle;

  return new Promise<CsvValidationReport>((resolve, reject) => {
    const stop = () => {
      for (const worker of workers) worker?.terminate();
      signal?.removeEventListener('abort', onAbort);
    };
    const fail = (error: unknown) => {
      stop();
      reject(
        error instanceof Error || error instanceof DOMException ? error : new Error(String(error)),
      );
    };
    const onAbort = () => fail(abortError());
    signal?.addEventListener('abort', onAbort, { once: true });

    const start = (index: 0 | 1, message: ValidateMessage, transfer: Transferable[] = []) => {
      workers[index]?.terminate();
      done[index] = 0;
      const worker = create();
      workers[index] = worker;
      worker.onmessage = (event) => {
        // A second range started again leaves its first worker's last messages behind.
        if (workers[index] === worker) onReply(index, event.data);
      };
      worker.onerror = (event) => fail(new Error(event.message || 'The validation worker failed.'));
      worker.postMessage(message, transfer);
    };

    const startSecond = (from: number) => {
      channel = new MessageChannel();
      secondStart = from;
      start(
        1,
        {
          type: 'validate',
          role: 'second',
          file,
          start: from,
          end: file.size,
          mapping,
          port: channel.port2,
        },
        [channel.port2],
      );
    };

    const onReply = (index: number, reply: WorkerReply) => {
      switch (reply.type) {
        case 'progress':
          done[index] = reply.bytesDone;
          onProgress?.({
            bytesDone: Math.min(file.size, done[0]! + done[1]!),
            bytesTotal: file.size,
          });
          return;
        case 'boundary':
          // The first range's last record ended past the middle: read the second range again
          // from where it really starts (rare: only a quoted value with line breaks does this).
          if (reply.stopByte !== secondStart) startSecond(reply.stopByte);
          workers[0]!.postMessage({ type: 'merge', port: channel!.port1 }, [channel!.port1]);
          return;
        case 'handedOver':
          return;
        case 'report':
          stop();
          onProgress?.({ bytesDone: file.size, bytesTotal: file.size });
          resolve({ ...reply.report, ms: performance.now() - started });
          return;
        case 'error':
          fail(new Error(reply.message));
      }
    };

    if (middle >= file.size) {
      start(0, { type: 'validate', role: 'only', file, start: 0, end: file.size, mapping });
    } else {
      start(0, { type: 'validate', role: 'first', file, start: 0, end: middle, mapping });
      startSecond(middle);
    }
  });
}
