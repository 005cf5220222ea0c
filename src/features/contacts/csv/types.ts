import type { ContactFieldKey } from '../contactFields';

export type FieldKey = ContactFieldKey;

/** Contact field → index of the file's column that fills it, or null when no column does. */
export type FieldMapping = Record<FieldKey, number | null>;

/** Why a row is listed, in the order of the codes stored in CsvErrorList.reasons. */
export const ERROR_REASONS = ['email', 'phone', 'zip', 'duplicate', 'columns'] as const;
export type ErrorReason = (typeof ERROR_REASONS)[number];

/**
 * One listed fault. `row` is the row number a spreadsheet shows for the record: the header is row
 * 1, the first data row is row 2, and every record after it (a blank line too) adds one. A quoted
 * value spanning lines is still one row.
 */
export interface CsvErrorEntry {
  row: number;
  reason: ErrorReason;
  /** The contact field whose value is wrong; null for a row with the wrong column count. */
  field: FieldKey | null;
  /** The value as the file has it (cut at 256 characters); '' for a wrong column count. */
  value: string;
  /** duplicate: the row where the address first appears. */
  firstRow?: number;
  /** columns: how many fields the row has (the header has `columns`). */
  fieldCount?: number;
}

/**
 * The listed faults, stored by column rather than as objects: at 1 GB a file can have ~300,000 of
 * them, and a worker hands typed arrays and one string to the page almost for free, where as many
 * objects would take the main thread well over 50 ms to receive. Read them with errorAt().
 */
export interface CsvErrorList {
  count: number;
  rows: Uint32Array;
  /** Index into ERROR_REASONS. */
  reasons: Uint8Array;
  /** Index into CONTACT_FIELD_KEYS, or NO_FIELD. */
  fields: Uint8Array;
  /** duplicate: first row of the address; columns: the row's field count; otherwise 0. */
  details: Uint32Array;
  /** Every value, one after the other; entry i is values.slice(valueEnds[i-1] ?? 0, valueEnds[i]). */
  values: string;
  valueEnds: Uint32Array;
}

export interface CsvCounts {
  /** Data rows: the header and blank lines are not rows. */
  rows: number;
  /** The header's column count (0 for an empty file). */
  columns: number;
  /** Rows whose email is not an address (an empty email is allowed: the field is optional). */
  badEmail: number;
  /** Rows whose phone is not 10 digits, or 11 starting with 1 (empty is allowed). */
  badPhone: number;
  /** Rows with a ZIP (mailing or property) that is not 5 digits or ZIP+4, nor repairable. */
  badZip: number;
  /** Rows with a ZIP that lost its leading zero(s) in a spreadsheet; the import puts them back. */
  repairedZips: number;
  /** Rows whose email, case ignored, an earlier row already has. */
  duplicateEmails: number;
  /** Rows whose field count differs from the header's; they are not checked further. */
  wrongColumnCount: number;
}

export interface CsvValidationReport extends CsvCounts {
  bytes: number;
  errors: CsvErrorList;
  /** Faults counted but not listed: the list stops at MAX_LISTED_ERRORS entries. */
  errorsOmitted: number;
  /** Wall time of the validation. */
  ms: number;
}
