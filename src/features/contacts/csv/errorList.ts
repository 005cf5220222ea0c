import { CONTACT_FIELD_KEYS } from '../contactFields';
import { type CsvErrorEntry, type CsvErrorList, ERROR_REASONS, type FieldKey } from './types';

/**
 * The listed faults stop here (the counts never do): ~30 bytes an entry with its value, so the
 * list stays near 15 MB, well inside the 400 MB the validation may use at 1 GB.
 */
export const MAX_LISTED_ERRORS = 500_000;
/** Longer values are cut: a runaway field must not fill memory. Every valid email fits. */
export const MAX_VALUE_CHARS = 256;
export const NO_FIELD = 255;

export const REASON_EMAIL = 0;
export const REASON_PHONE = 1;
export const REASON_ZIP = 2;
export const REASON_DUPLICATE = 3;
export const REASON_COLUMNS = 4;

export function fieldIndex(field: FieldKey): number {
  return CONTACT_FIELD_KEYS.indexOf(field);
}

/** Collects entries in growing typed arrays; finish() trims them to their count. */
export class ErrorListBuilder {
  count = 0;
  omitted = 0;
  private rows = new Uint32Array(1024);
  private reasons = new Uint8Array(1024);
  private fields = new Uint8Array(1024);
  private details = new Uint32Array(1024);
  private valueEnds = new Uint32Array(1024);
  private valueLength = 0;
  /** Values are copied into blocks as they come: see seal(). */
  private blocks: string[] = [];
  private pending: string[] = [];

  constructor(private readonly limit = MAX_LISTED_ERRORS) {}

  add(row: number, reason: number, field: number, value: string, detail = 0): void {
    if (this.count >= this.limit) {
      this.omitted += 1;
      return;
    }
    if (this.count === this.rows.length) this.grow();
    const at = this.count;
    this.rows[at] = row;
    this.reasons[at] = reason;
    this.fields[at] = field;
    this.details[at] = detail;
    const kept = value.length > MAX_VALUE_CHARS ? value.slice(0, MAX_VALUE_CHARS) : value;
    this.pending.push(kept);
    this.valueLength += kept.length;
    this.valueEnds[at] = this.valueLength;
    this.count += 1;
    if (this.pending.length >= 4096) this.seal();
  }

  /**
   * Copies the values added since the last call into one string of their own. A value parsed from
   * a chunk is a slice that keeps the whole chunk (a megabyte) alive; call this after each chunk
   * so that the list holds its values, not the file.
   */
  seal(): void {
    if (this.pending.length === 0) return;
    this.blocks.push(detach(this.pending.join('')));
    this.pending = [];
  }

  /** Copies entry `index` of a finished list, with its row and detail given anew. */
  addFrom(list: CsvErrorList, index: number, row: number, detail: number): void {
    this.add(row, list.reasons[index]!, list.fields[index]!, valueAt(list, index), detail);
  }

  private grow(): void {
    const size = this.rows.length * 2;
    this.rows = copyInto(new Uint32Array(size), this.rows);
    this.reasons = copyInto(new Uint8Array(size), this.reasons);
    this.fields = copyInto(new Uint8Array(size), this.fields);
    this.details = copyInto(new Uint32Array(size), this.details);
    this.valueEnds = copyInto(new Uint32Array(size), this.valueEnds);
  }

  finish(): CsvErrorList {
    this.seal();
    return {
      count: this.count,
      rows: this.rows.slice(0, this.count),
      reasons: this.reasons.slice(0, this.count),
      fields: this.fields.slice(0, this.count),
      details: this.details.slice(0, this.count),
      values: this.blocks.join(''),
      valueEnds: this.valueEnds.slice(0, this.count),
    };
  }
}

/** A copy of the string that shares no memory with the string it was sliced from. */
function detach(text: string): string {
  return (' ' + text).slice(1);
}

function copyInto<T extends Uint8Array | Uint32Array>(target: T, source: T): T {
  target.set(source);
  return target;
}

export function emptyErrorList(): CsvErrorList {
  return new ErrorListBuilder().finish();
}

export function valueAt(list: CsvErrorList, index: number): string {
  const start = index === 0 ? 0 : list.valueEnds[index - 1]!;
  return list.values.slice(start, list.valueEnds[index]);
}

/** Entry `index` of the list as an object, for tables and the error CSV. */
export function errorAt(list: CsvErrorList, index: number): CsvErrorEntry {
  const reason = ERROR_REASONS[list.reasons[index]!]!;
  const fieldCode = list.fields[index]!;
  const entry: CsvErrorEntry = {
    row: list.rows[index]!,
    reason,
    field: fieldCode === NO_FIELD ? null : (CONTACT_FIELD_KEYS[fieldCode] ?? null),
    value: valueAt(list, index),
  };
  if (reason === 'duplicate') entry.firstRow = list.details[index]!;
  if (reason === 'columns') entry.fieldCount = list.details[index]!;
  return entry;
}

/** Entries [from, to) as objects: one page of a table. */
export function errorEntries(list: CsvErrorList, from = 0, to = list.count): CsvErrorEntry[] {
  const entries: CsvErrorEntry[] = [];
  for (let index = Math.max(0, from); index < Math.min(to, list.count); index += 1)
    entries.push(errorAt(list, index));
  return entries;
}

/** The typed arrays' buffers, to transfer the list to another thread without copying. */
export function errorListBuffers(list: CsvErrorList): ArrayBuffer[] {
  return [list.rows, list.reasons, list.fields, list.details, list.valueEnds].map(
    (array) => array.buffer as ArrayBuffer,
  );
}
