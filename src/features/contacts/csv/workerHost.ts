import { errorListBuffers } from './errorList';
import { mergeRanges, reportOfRange } from './mergeRanges';
import { readCsvPreview } from './preview';
import type { PartialMessage, ValidateMessage, WorkerReply, WorkerRequest } from './protocol';
import { validateRange } from './readRange';

export type PostReply = (reply: WorkerReply, transfer?: Transferable[]) => void;

/**
 * A validation worker's behaviour, apart from the Worker itself (validate.worker.ts is the thin
 * adapter), so that tests can drive it in Node with real MessagePorts.
 */
export function createWorkerHost(post: PostReply): (request: WorkerRequest) => void {
  let receivePort: (port: MessagePort) => void = () => undefined;
  const mergePort = new Promise<MessagePort>((resolve) => {
    receivePort = resolve;
  });
  return (request) => {
    if (request.type === 'merge') {
      receivePort(request.port);
      return;
    }
    run(request, mergePort, post).catch((error: unknown) => {
      post({ type: 'error', message: error instanceof Error ? error.message : String(error) });
    });
  };
}

async function run(
  request: ValidateMessage,
  mergePort: Promise<MessagePort>,
  post: PostReply,
): Promise<void> {
  const { role, file, mapping } = request;
  const columns =
    role === 'second' ? (await readCsvPreview(file, { rows: 0 })).header.length : undefined;
  const { result, stopByte } = await validateRange(
    file,
    {
      start: request.start,
      end: request.end,
      hasHeader: role !== 'second',
      overrun: role === 'first',
      mapping,
      columns,
    },
    (bytesDone) => post({ type: 'progress', bytesDone }),
  );
  if (role === 'only') {
    const report = reportOfRange(result, file.size);
    post({ type: 'report', report }, errorListBuffers(report.errors));
    return;
  }
  if (role === 'second') {
    const partial: PartialMessage = { type: 'partial', result, start: request.start };
    request.port!.postMessage(partial, [
      result.emails.slots.buffer as ArrayBuffer,
      ...errorListBuffers(result.errors),
    ]);
    // The port is not closed here: closing may drop the message in flight; the page ends this
    // worker once the report is in.
    post({ type: 'handedOver' });
    return;
  }
  post({ type: 'boundary', stopByte });
  const port = await mergePort;
  const second = await new Promise<PartialMessage>((resolve) => {
    port.onmessage = (event: MessageEvent<PartialMessage>) => resolve(event.data);
  });
  port.close();
  const report = await mergeRanges(file, result, second.result, second.start, mapping);
  post({ type: 'report', report }, errorListBuffers(report.errors));
}
