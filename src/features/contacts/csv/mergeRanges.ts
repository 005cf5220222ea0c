import { isValidEmailAt } from './emailRule';
import { trimEndOf, trimStartOf } from './spaces';
import { EmailTable } from './emailTable';
import { fieldIndex, ErrorListBuilder, REASON_DUPLICATE, valueAt } from './errorList';
import { viewField, type RecordView } from './recordScanner';
import { RecordStream } from './recordStream';
import type { RangeResult } from './rangeValidator';
import type { CsvErrorList, CsvValidationReport, FieldMapping } from './types';

/** The first range's result as the whole file's report (one worker, or nothing to merge). */
export function reportOfRange(result: RangeResult, bytes: number, ms = 0): CsvValidationReport {
  const { records: _records, emails: _emails, ...report } = result;
  return { ...report, bytes, ms };
}

interface CrossDuplicate {
  row: number;
  firstRow: number;
  value: string;
}

/**
 * Joins the reports of two consecutive ranges of one file: the second's rows are renumbered after
 * the first's, and an address of the second range already in the first is a duplicate too. Those
 * are found by looking the second range's table up in the first's (both tables are hashes and
 * first rows only); their values are then read again from the file, as far as the last of them.
 * Runs in the first worker, never on the page.
 */
export async function mergeRanges(
  file: Blob,
  first: RangeResult,
  second: RangeResult,
  secondStart: number,
  mapping: FieldMapping,
): Promise<CsvValidationReport> {
  const shift = first.records;
  const firstTable = new EmailTable(first.emails);
  const secondTable = new EmailTable(second.emails);
  let crossCount = 0;
  let lastCrossRow = 0;
  firstTable.forEachShared(secondTable, (secondRow) => {
    crossCount += 1;
    lastCrossRow = Math.max(lastCrossRow, secondRow);
  });
  const cross =
    crossCount === 0
      ? []
      : await readCrossDuplicates(file, secondStart, first.columns, mapping, lastCrossRow, {
          firstTable,
          secondTable,
        });

  const errors = new ErrorListBuilder();
  for (let index = 0; index < first.errors.count; index += 1)
    errors.addFrom(first.errors, index, first.errors.rows[index]!, first.errors.details[index]!);
  mergeSecondErrors(errors, second.errors, cross, shift, firstTable);
  const list = errors.finish();
  return {
    rows: first.rows + second.rows,
    columns: first.columns,
    badEmail: first.badEmail + second.badEmail,
    badPhone: first.badPhone + second.badPhone,
    badZip: first.badZip + second.badZip,
    repairedZips: first.repairedZips + second.repairedZips,
    duplicateEmails: first.duplicateEmails + second.duplicateEmails + crossCount,
    wrongColumnCount: first.wrongColumnCount + second.wrongColumnCount,
    errors: list,
    errorsOmitted: first.errorsOmitted + second.errorsOmitted + errors.omitted,
    bytes: file.size,
    ms: 0,
  };
}

/**
 * The second range's entries, renumbered, in row order with the new cross-range duplicates. A
 * duplicate within the second range points to the first range's row when its address is there.
 */
function mergeSecondErrors(
  into: ErrorListBuilder,
  list: CsvErrorList,
  cross: CrossDuplicate[],
  shift: number,
  firstTable: EmailTable,
): void {
  let next = 0;
  const email = fieldIndex('email');
  for (let index = 0; index < list.count; index += 1) {
    const row = list.rows[index]!;
    for (; next < cross.length && cross[next]!.row < row; next += 1) addCross(cross[next]!);
    let detail = list.details[index]!;
    if (list.reasons[index] === REASON_DUPLICATE) {
      const value = valueAt(list, index);
      const start = trimStartOf(value, 0, value.length);
      const inFirst = isValidEmailAt(value, start, trimEndOf(value, start, value.length))
        ? firstTable.firstRow()
        : 0;
      detail = inFirst !== 0 ? inFirst : detail + shift;
    }
    into.addFrom(list, index, row + shift, detail);
  }
  for (; next < cross.length; next += 1) addCross(cross[next]!);

  function addCross({ row, firstRow, value }: CrossDuplicate) {
    into.add(row + shift, REASON_DUPLICATE, email, value, firstRow);
  }
}

/**
 * Reads the second range again up to `lastRow` and returns, in row order, its rows whose address
 * is the first of its range but already in the first range.
 */
async function readCrossDuplicates(
  file: Blob,
  start: number,
  columns: number,
  mapping: FieldMapping,
  lastRow: number,
  tables: { firstTable: EmailTable; secondTable: EmailTable },
): Promise<CrossDuplicate[]> {
  const found: CrossDuplicate[] = [];
  const column = mapping.email;
  if (column === null || column >= columns) return found;
  const stream = new RecordStream(
    { hasHeader: false, columns },
    {
      header: () => undefined,
      wrongColumns: () => undefined,
      row(view: RecordView, row: number) {
        if (row > lastRow) return;
        const value = viewField(view, column);
        const from = trimStartOf(value, 0, value.length);
        if (!isValidEmailAt(value, from, trimEndOf(value, from, value.length))) return;
        if (tables.secondTable.firstRow() !== row) return;
        const firstRow = tables.firstTable.firstRow();
        if (firstRow !== 0) found.push({ row, firstRow, value });
      },
    },
  );
  const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
  const reader = file.slice(start).stream().getReader();
  try {
    while (stream.records < lastRow) {
      const { done, value } = await reader.read();
      if (done) {
        stream.push(decoder.decode());
        stream.end();
        break;
      }
      stream.push(decoder.decode(value, { stream: true }));
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  return found;
}
