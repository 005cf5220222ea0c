import { csvCell } from '../../../lib/csvText';

export { csvCell };
import { errorAt } from './errorList';
import type { CsvErrorEntry, CsvValidationReport, ErrorReason, FieldKey } from './types';

export type ErrorCsvHeading = 'row' | 'reason' | 'column' | 'value';

/**
 * A piece of the error CSV that the UI words in the user's language: a heading, a row's reason
 * (with its details, for a message that names them) or a field's name.
 */
export type ErrorCsvTextPart =
  | { kind: 'header'; column: ErrorCsvHeading }
  | {
      kind: 'reason';
      reason: ErrorReason;
      /** duplicate: the row where the address first appears. */
      firstRow?: number;
      /** columns: the row's field count, and the header's. */
      fieldCount?: number;
      columns: number;
    }
  | { kind: 'column'; field: FieldKey };

export type ErrorCsvText = (part: ErrorCsvTextPart) => string;

const ENGLISH_HEADINGS: Record<ErrorCsvHeading, string> = {
  row: 'Row',
  reason: 'Reason',
  column: 'Column',
  value: 'Value',
};
const ENGLISH_REASONS: Record<ErrorReason, string> = {
  email: 'Bad email',
  phone: 'Bad phone',
  zip: 'Bad ZIP',
  duplicate: 'Duplicate email',
  columns: 'Wrong number of columns',
};

/** Plain English words, for tests and as a fallback. */
export const englishErrorCsvText: ErrorCsvText = (part) =>
  part.kind === 'header'
    ? ENGLISH_HEADINGS[part.column]
    : part.kind === 'column'
      ? part.field
      : part.reason === 'duplicate'
        ? `${ENGLISH_REASONS.duplicate} (first in row ${part.firstRow})`
        : part.reason === 'columns'
          ? `${ENGLISH_REASONS.columns} (${part.fieldCount} of ${part.columns})`
          : ENGLISH_REASONS[part.reason];

/** Rows are joined in blocks: one string per block, not one per row, for up to 500,000 rows. */
const BLOCK_ROWS = 4096;
const HEADINGS: ErrorCsvHeading[] = ['row', 'reason', 'column', 'value'];

/**
 * The listed faults as a CSV file to download: row number, reason, column, value. It starts with
 * a BOM so that Excel reads it as UTF-8. Built on demand (a click), not during validation; words
 * that do not depend on the row are asked for once.
 */
export function buildErrorCsv(
  report: Pick<CsvValidationReport, 'errors' | 'columns'>,
  text: ErrorCsvText = englishErrorCsvText,
): Blob {
  const heading = HEADINGS.map((column) => csvCell(text({ kind: 'header', column }))).join(',');
  const parts: string[] = [`\uFEFF${heading}\r\n`];
  const fixedReasons = new Map<ErrorReason, string>();
  const fieldNames = new Map<FieldKey, string>();
  const reasonCell = (entry: CsvErrorEntry) => {
    const { reason, firstRow, fieldCount } = entry;
    const part = { kind: 'reason' as const, reason, firstRow, fieldCount, columns: report.columns };
    if (reason === 'duplicate' || reason === 'columns') return csvCell(text(part));
    let cell = fixedReasons.get(reason);
    if (cell === undefined) fixedReasons.set(reason, (cell = csvCell(text(part))));
    return cell;
  };
  const columnCell = (field: FieldKey | null) => {
    if (field === null) return '';
    let cell = fieldNames.get(field);
    if (cell === undefined)
      fieldNames.set(field, (cell = csvCell(text({ kind: 'column', field }))));
    return cell;
  };
  const { errors } = report;
  for (let from = 0; from < errors.count; from += BLOCK_ROWS) {
    let block = '';
    for (let index = from; index < Math.min(errors.count, from + BLOCK_ROWS); index += 1) {
      const entry = errorAt(errors, index);
      block += `${entry.row},${reasonCell(entry)},${columnCell(entry.field)},${csvCell(entry.value)}\r\n`;
    }
    parts.push(block);
  }
  return new Blob(parts, { type: 'text/csv;charset=utf-8' });
}
