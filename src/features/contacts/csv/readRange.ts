import { type RangeResult, RangeValidator } from './rangeValidator';
import type { FieldMapping } from './types';

export interface RangeRequest {
  /** Byte range; `end` must be the file's size or just after a line feed (see findLineStart). */
  start: number;
  end: number;
  /** The range starts the file: its first record is the header. */
  hasHeader: boolean;
  /**
   * Read on past `end` to finish the record in progress there (a quoted value with line breaks
   * can straddle the split) and report where it stopped: for the first of two ranges.
   */
  overrun: boolean;
  mapping: FieldMapping;
  /** The header's column count, for a range that starts after the header. */
  columns?: number;
}

export interface RangeOutcome {
  result: RangeResult;
  /** Byte offset just past the last record read: where the next range must start. */
  stopByte: number;
}

/** Text is decoded and checked a megabyte at a time: fewer calls, and chunks stay small. */
const BATCH_BYTES = 1 << 20;
const LINE_FEED = 10;
/** Progress is reported at most this often. */
const PROGRESS_MS = 100;

/** The byte chunks of file[start, end), the next one read while the caller works on this one. */
async function* byteChunks(file: Blob, start: number, end: number): AsyncGenerator<Uint8Array> {
  const reader = file.slice(start, end).stream().getReader();
  try {
    let next = reader.read();
    for (;;) {
      const { done, value } = await next;
      if (done) return;
      next = reader.read();
      yield value;
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}

function concat(parts: Uint8Array[], length: number): Uint8Array {
  if (parts.length === 1) return parts[0]!;
  const bytes = new Uint8Array(length);
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.length;
  }
  return bytes;
}

/**
 * Validates one byte range of a file, streaming: never more than a couple of megabytes of it are
 * held. Used by the worker; runs as well in Node (fs.openAsBlob) for the tests.
 */
export async function validateRange(
  file: Blob,
  request: RangeRequest,
  onProgress?: (bytesDone: number) => void,
): Promise<RangeOutcome> {
  const { start, end } = request;
  const validator = new RangeValidator({
    mapping: request.mapping,
    hasHeader: request.hasHeader,
    columns: request.columns,
    expectedBytes: end - start,
  });
  // ignoreBOM keeps a BOM in the text, where the header's reader drops it: a BOM in the middle
  // of a file is data.
  const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
  let bytesDone = 0;
  let reported = 0;
  const progress = (bytes: number, force = false) => {
    bytesDone += bytes;
    const now = performance.now();
    if (onProgress && (force || now - reported >= PROGRESS_MS)) {
      reported = now;
      onProgress(bytesDone);
    }
  };

  // Batches are cut after their last line feed, so that the text handed on nearly always ends
  // with a whole record and need not be joined to the next (joining costs a copy of the chunk).
  let parts: Uint8Array[] = [];
  let partBytes = 0;
  const flush = (final: boolean) => {
    const bytes = concat(parts, partBytes);
    const cut = final ? bytes.length : bytes.lastIndexOf(LINE_FEED) + 1 || bytes.length;
    validator.push(decoder.decode(bytes.subarray(0, cut), { stream: true }));
    parts = cut < bytes.length ? [bytes.slice(cut)] : [];
    partBytes = bytes.length - cut;
    progress(cut);
  };
  for await (const chunk of byteChunks(file, start, end)) {
    parts.push(chunk);
    partBytes += chunk.length;
    if (partBytes >= BATCH_BYTES) flush(false);
  }
  flush(true);

  let stopByte = end;
  if (request.overrun && end < file.size && !validator.atRecordStart) {
    stopByte = await finishRecordPastEnd(file, end, decoder, validator, progress);
  } else {
    const rest = decoder.decode();
    if (rest.length > 0) validator.push(rest);
  }
  progress(0, true);
  return { result: validator.finish(), stopByte };
}

/**
 * Reads on from `end` until the record in progress ends; returns the byte offset just past it.
 * The record ends at a line feed, and a line feed byte is always a line feed character, so the
 * offset is found by counting line feeds rather than by re-encoding text.
 */
async function finishRecordPastEnd(
  file: Blob,
  end: number,
  decoder: TextDecoder,
  validator: RangeValidator,
  progress: (bytes: number) => void,
): Promise<number> {
  let offset = end;
  for await (const chunk of byteChunks(file, end, file.size)) {
    const text = decoder.decode(chunk, { stream: true });
    const used = validator.pushUntilRecordEnd(text);
    if (used >= 0) {
      let lineFeeds = 0;
      for (let index = 0; index < used; index += 1) if (text.charCodeAt(index) === 10) lineFeeds++;
      let at = -1;
      for (let seen = 0; seen < lineFeeds; seen += 1) at = chunk.indexOf(LINE_FEED, at + 1);
      progress(at + 1);
      // A record cut without a line feed (an unclosed quote runs past 8 MB) ends with the chunk.
      return lineFeeds > 0 ? offset + at + 1 : offset + chunk.length;
    }
    offset += chunk.length;
    progress(chunk.length);
  }
  const rest = decoder.decode();
  if (rest.length > 0) validator.push(rest);
  return file.size;
}
