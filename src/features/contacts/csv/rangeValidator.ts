import { isValidEmailAt } from './emailRule';
import { isValidPhoneAt } from './phoneRule';
import { trimEndOf, trimStartOf } from './spaces';
import { checkZipAt, ZIP_BAD, ZIP_REPAIRED } from './zipRule';
import { EmailTable, type EmailTableData } from './emailTable';
import {
  ErrorListBuilder,
  fieldIndex,
  NO_FIELD,
  REASON_COLUMNS,
  REASON_DUPLICATE,
  REASON_EMAIL,
  REASON_PHONE,
  REASON_ZIP,
} from './errorList';
import { type RecordView, viewField } from './recordScanner';
import { type RecordSink, RecordStream } from './recordStream';
import type { CsvCounts, CsvErrorList, FieldMapping } from './types';

export interface RangeValidatorOptions {
  mapping: FieldMapping;
  /** The text starts at the file's start, with the header. */
  hasHeader: boolean;
  /** The header's column count, when the text starts after it. */
  columns?: number;
  /** Bytes of text to come: sizes the email table once instead of doubling it step by step. */
  expectedBytes?: number;
  maxErrors?: number;
}

/** What one range of a file holds; row numbers are the range's own, starting at 1. */
export interface RangeResult extends CsvCounts {
  /** Row numbers used: the next range's rows are numbered from here. */
  records: number;
  errors: CsvErrorList;
  errorsOmitted: number;
  /** Every valid address's hash with its first row in this range. */
  emails: EmailTableData;
}

const F_EMAIL = fieldIndex('email');
const F_PHONE = fieldIndex('phone');
const F_ZIP = fieldIndex('zip');
const F_PROPERTY_ZIP = fieldIndex('property_zip');
/** The table is sized once this much text has shown how long rows are. */
const SIZING_SAMPLE_CHARS = 256 * 1024;

/**
 * Checks the rows of a CSV given in chunks of text: the counts are exact, the faults listed with
 * their rows. Pure (no DOM, no Worker), so the same code runs in the worker and in Node tests.
 */
export class RangeValidator implements RecordSink {
  readonly counts: CsvCounts = {
    rows: 0,
    columns: 0,
    badEmail: 0,
    badPhone: 0,
    badZip: 0,
    repairedZips: 0,
    duplicateEmails: 0,
    wrongColumnCount: 0,
  };
  private readonly stream: RecordStream;
  private readonly errors: ErrorListBuilder;
  private readonly emails = new EmailTable();
  private email = -1;
  private phone = -1;
  private zip = -1;
  private state = -1;
  private propertyZip = -1;
  private propertyState = -1;
  private chars = 0;
  private sized = false;

  constructor(private readonly options: RangeValidatorOptions) {
    this.stream = new RecordStream(options, this);
    this.errors = new ErrorListBuilder(options.maxErrors);
    if (!options.hasHeader && options.columns !== undefined) this.useColumns(options.columns);
  }

  get atRecordStart(): boolean {
    return this.stream.atRecordStart;
  }

  get records(): number {
    return this.stream.records;
  }

  push(text: string): void {
    this.stream.push(text);
    this.afterChunk(text.length);
  }

  /** See RecordStream.pushUntilRecordEnd. */
  pushUntilRecordEnd(text: string): number {
    const used = this.stream.pushUntilRecordEnd(text);
    this.afterChunk(used < 0 ? text.length : used);
    return used;
  }

  /** Ends the text (the last record needs no line break) and returns the range's result. */
  finish(): RangeResult {
    this.stream.end();
    const errors = this.errors.finish();
    return {
      ...this.counts,
      records: this.stream.records,
      errors,
      errorsOmitted: this.errors.omitted,
      emails: this.emails.data(),
    };
  }

  header(fields: string[]): void {
    this.useColumns(fields.length);
  }

  private useColumns(columns: number): void {
    this.counts.columns = columns;
    const column = (index: number | null) => (index !== null && index < columns ? index : -1);
    const { mapping } = this.options;
    this.email = column(mapping.email);
    this.phone = column(mapping.phone);
    this.zip = column(mapping.zip);
    this.state = column(mapping.state);
    this.propertyZip = column(mapping.property_zip);
    this.propertyState = column(mapping.property_state);
  }

  wrongColumns(row: number, fieldCount: number): void {
    this.counts.rows += 1;
    this.counts.wrongColumnCount += 1;
    this.errors.add(row, REASON_COLUMNS, NO_FIELD, '', fieldCount);
  }

  /**
   * The rules read the mapped fields where they lie in the chunk's text; only a quoted value
   * (rare in these columns) or a listed fault becomes a string of its own.
   */
  row(view: RecordView, row: number): void {
    const counts = this.counts;
    counts.rows += 1;
    if (this.email >= 0) this.checkEmail(view, row);
    if (this.phone >= 0) this.checkPhone(view, row);
    // The mailing ZIP is required; the property ZIP may be left empty.
    let zips = 0;
    if (this.zip >= 0) zips |= this.checkZip(view, row, this.zip, this.state, F_ZIP, true);
    if (this.propertyZip >= 0)
      zips |= this.checkZip(view, row, this.propertyZip, this.propertyState, F_PROPERTY_ZIP);
    if (zips & (1 << ZIP_BAD)) counts.badZip += 1;
    if (zips & (1 << ZIP_REPAIRED)) counts.repairedZips += 1;
  }

  // Where the field being checked lies: in the chunk's text, or, for a quoted value, in its own
  // unquoted copy. Fields of the validator rather than a returned object: no allocation a row.
  private text = '';
  private start = 0;
  private end = 0;

  private locate(view: RecordView, column: number): void {
    if (view.quoted[column] === 1) {
      this.text = viewField(view, column);
      this.start = 0;
      this.end = this.text.length;
    } else {
      this.text = view.text;
      this.start = view.starts[column]!;
      this.end = view.ends[column]!;
    }
  }

  private checkEmail(view: RecordView, row: number): void {
    this.locate(view, this.email);
    const { text, start, end } = this;
    const from = trimStartOf(text, start, end);
    const to = trimEndOf(text, from, end);
    if (from === to) return; // optional field
    // A valid address leaves its hash for the table in emailHash.
    if (!isValidEmailAt(text, from, to)) {
      this.counts.badEmail += 1;
      this.errors.add(row, REASON_EMAIL, F_EMAIL, text.slice(start, end));
      return;
    }
    const first = this.emails.firstRowOrAdd(row);
    if (first !== 0) {
      this.counts.duplicateEmails += 1;
      this.errors.add(row, REASON_DUPLICATE, F_EMAIL, text.slice(start, end), first);
    }
  }

  private checkPhone(view: RecordView, row: number): void {
    this.locate(view, this.phone);
    const { text, start, end } = this;
    if (isValidPhoneAt(text, start, end) || trimStartOf(text, start, end) === end) return;
    this.counts.badPhone += 1;
    this.errors.add(row, REASON_PHONE, F_PHONE, text.slice(start, end));
  }

  /** Returns a bit set of the outcome (1 << ZIP_OK/REPAIRED/BAD), 0 for an optional blank. */
  private checkZip(
    view: RecordView,
    row: number,
    column: number,
    stateColumn: number,
    field: number,
    required = false,
  ): number {
    this.locate(view, column);
    const { text, start, end } = this;
    const from = trimStartOf(text, start, end);
    const to = trimEndOf(text, from, end);
    if (from === to && !required) return 0;
    let outcome: number;
    if (stateColumn < 0) outcome = checkZipAt(text, from, to, '', 0, 0);
    else {
      this.locate(view, stateColumn);
      outcome = checkZipAt(text, from, to, this.text, this.start, this.end);
    }
    if (outcome === ZIP_BAD) this.errors.add(row, REASON_ZIP, field, text.slice(start, end));
    return 1 << outcome;
  }

  private afterChunk(chars: number): void {
    this.errors.seal();
    this.chars += chars;
    const expected = this.options.expectedBytes;
    if (this.sized || !expected || this.chars < SIZING_SAMPLE_CHARS) return;
    this.sized = true;
    if (this.counts.rows > 0)
      this.emails.reserve(Math.ceil((expected / this.chars) * this.counts.rows * 1.15));
  }
}
