// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CSV_COLUMNS } from '../../../../scripts/csv/generateContacts.mjs';
import { autoMap } from '../../../../src/features/contacts/csv/fieldMapping';
import {
  validateFile,
  type ValidationProgress,
  type WorkerLike,
} from '../../../../src/features/contacts/csv/validateFile';
import { InProcessWorker } from '../../../utils/inProcessWorker';
import { comparable } from './helpers';
import { type TempFolder, tempFolder } from './nodeSupport';

/**
 * The page's side of the validation, with workers that run the real worker code (workerHost.ts)
 * in this thread, asynchronously like workers, and real MessagePorts between them.
 */
const createWorker = () => new InProcessWorker();
const mapping = autoMap(CSV_COLUMNS);
let folder: TempFolder;

beforeAll(async () => {
  folder = await tempFolder();
  await folder.generate('file.csv', 1_500_000, 3);
  // A value with many line breaks across the middle of the file: the split's first guess falls
  // inside it, and the second range has to start again after it.
  const header = `${CSV_COLUMNS.join(',')}\r\n`;
  const row = (business: string) =>
    `Ann,Lee,"${business}",web,ann@example.com,1 Main St,Boston,MA,02134,Al,Lee,1 Main St,Boston,MA,02134,6175550100\r\n`;
  const note = Array.from({ length: 400 }, (_, line) => `note line ${line}, "quoted"`)
    .join('\r\n')
    .replaceAll('"', '""');
  await folder.write('quoted.csv', header + row('before') + row(note) + row('after'));
});
afterAll(() => folder.remove());

describe('validateFile', () => {
  it('validates in one worker and reports progress up to the whole file', async () => {
    InProcessWorker.created = [];
    const file = await folder.blob('file.csv');
    const progress: ValidationProgress[] = [];
    const report = await validateFile(file, mapping, {
      workers: 1,
      createWorker,
      onProgress: (step) => progress.push(step),
    });
    expect(InProcessWorker.created).toHaveLength(1);
    expect(InProcessWorker.created[0]!.terminated).toBe(true);
    expect(report.bytes).toBe(file.size);
    expect(report.ms).toBeGreaterThanOrEqual(0);
    expect(progress.at(-1)).toEqual({ bytesDone: file.size, bytesTotal: file.size });
  });

  it('gives the same report with two workers, merged in a worker', async () => {
    const file = await folder.blob('file.csv');
    const one = await validateFile(file, mapping, { workers: 1, createWorker });
    InProcessWorker.created = [];
    const two = await validateFile(file, mapping, { workers: 2, createWorker });
    expect(InProcessWorker.created).toHaveLength(2);
    expect(comparable(two)).toEqual(comparable(one));
    const [first, second] = InProcessWorker.created.map((worker) => worker.requests);
    expect(first!.map((request) => request.type)).toEqual(['validate', 'merge']);
    expect(second!.map((request) => request.type)).toEqual(['validate']);
  });

  it('starts the second range again when the middle falls inside a quoted value', async () => {
    const file = await folder.blob('quoted.csv');
    const one = await validateFile(file, mapping, { workers: 1, createWorker });
    InProcessWorker.created = [];
    const two = await validateFile(file, mapping, { workers: 2, createWorker });
    expect(InProcessWorker.created).toHaveLength(3);
    expect(InProcessWorker.created[1]!.terminated).toBe(true);
    expect(comparable(two)).toEqual(comparable(one));
    expect(two).toMatchObject({ rows: 3, duplicateEmails: 2, wrongColumnCount: 0 });
  });

  it('stops the workers and rejects with an AbortError when aborted', async () => {
    // Workers that never answer: only the abort can end the validation.
    const terminated: ReturnType<typeof vi.fn>[] = [];
    const createSilentWorker = (): WorkerLike => {
      const terminate = vi.fn();
      terminated.push(terminate);
      return { onmessage: null, onerror: null, postMessage: vi.fn(), terminate };
    };
    const file = await folder.blob('file.csv');
    const controller = new AbortController();
    const running = validateFile(file, mapping, {
      workers: 2,
      createWorker: createSilentWorker,
      signal: controller.signal,
    });
    await vi.waitFor(() => expect(terminated).toHaveLength(2));
    controller.abort();
    await expect(running).rejects.toMatchObject({ name: 'AbortError' });
    for (const terminate of terminated) expect(terminate).toHaveBeenCalled();
  });

  it('does not start when already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      validateFile(await folder.blob('file.csv'), mapping, {
        createWorker,
        signal: controller.signal,
      }),
    ).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('rejects when a worker fails', async () => {
    const file = await folder.blob('file.csv');
    const broken = {
      arrayBuffer: () => file.arrayBuffer(),
      size: file.size,
      slice: () => {
        throw new Error('The file could not be read.');
      },
    } as unknown as Blob;
    await expect(validateFile(broken, mapping, { workers: 1, createWorker })).rejects.toThrow(
      'The file could not be read.',
    );
  });
});
