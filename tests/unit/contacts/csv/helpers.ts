import { errorEntries } from '../../../../src/features/contacts/csv/errorList';
import { mergeRanges, reportOfRange } from '../../../../src/features/contacts/csv/mergeRanges';
import { readCsvPreview } from '../../../../src/features/contacts/csv/preview';
import { RangeValidator } from '../../../../src/features/contacts/csv/rangeValidator';
import { validateRange } from '../../../../src/features/contacts/csv/readRange';
import type {
  CsvValidationReport,
  FieldMapping,
} from '../../../../src/features/contacts/csv/types';

/** The text given to the validator in chunks of the given sizes (cycled), as one range. */
export function validateText(text: string, mapping: FieldMapping, sizes = [1 << 20]) {
  const validator = new RangeValidator({ mapping, hasHeader: true });
  for (let at = 0, step = 0; at < text.length; step += 1) {
    const size = sizes[step % sizes.length]!;
    validator.push(text.slice(at, at + size));
    at += size;
  }
  return reportOfRange(validator.finish(), 0);
}

/**
 * What the page and two workers do (validateFile.ts and workerHost.ts), as plain calls: the file
 * split at the line start after `middle`, the first range read on past it, the second read again
 * when the first stopped elsewhere, then merged. Returns the report and where the split fell.
 */
export async function validateInTwoRanges(
  file: Blob,
  mapping: FieldMapping,
  lineStart: number,
): Promise<{ report: CsvValidationReport; stopByte: number; redone: boolean }> {
  const first = await validateRange(file, {
    start: 0,
    end: lineStart,
    hasHeader: true,
    overrun: true,
    mapping,
  });
  const columns = (await readCsvPreview(file, { rows: 0 })).header.length;
  const secondFrom = async (start: number) =>
    validateRange(file, {
      start,
      end: file.size,
      hasHeader: false,
      overrun: false,
      mapping,
      columns,
    });
  let second = await secondFrom(lineStart);
  const redone = first.stopByte !== lineStart;
  if (redone) second = await secondFrom(first.stopByte);
  const report = await mergeRanges(file, first.result, second.result, first.stopByte, mapping);
  return { report, stopByte: first.stopByte, redone };
}

/** A report in a form toEqual can compare: counts and every error entry, `ms` left out. */
export function comparable(report: CsvValidationReport) {
  const { errors, ms: _ms, bytes: _bytes, ...counts } = report;
  return { counts, errors: errorEntries(errors) };
}

/**
 * A Blob whose stream() yields chunks of `chunkSize` bytes, so that tests choose where chunks
 * break (a browser's do not say). Only what the engine uses: size, slice, stream, arrayBuffer.
 */
export function chunkedBlob(bytes: Uint8Array, chunkSize: number): Blob {
  const blob = {
    size: bytes.length,
    type: '',
    slice: (start = 0, end = bytes.length) =>
      chunkedBlob(
        bytes.subarray(Math.min(start, bytes.length), Math.min(end, bytes.length)),
        chunkSize,
      ),
    arrayBuffer: () => Promise.resolve(bytes.slice().buffer),
    text: () => Promise.resolve(new TextDecoder().decode(bytes)),
    stream: () => {
      let at = 0;
      return new ReadableStream<Uint8Array>({
        pull(controller) {
          if (at >= bytes.length) controller.close();
          else controller.enqueue(bytes.slice(at, (at += chunkSize)));
        },
      });
    },
  };
  return blob as unknown as Blob;
}
