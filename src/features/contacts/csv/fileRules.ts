/**
 * What the upload accepts: exactly one CSV file under 1 GB (the rule 1). The UI turns the
 * reasons into translated messages; nothing is read or sent for a refused choice.
 */

/** "Under 1 GB": a file of exactly 1 GiB is refused. */
export const MAX_CSV_BYTES = 1024 ** 3;

/** The types browsers give .csv files (Windows with Excel says application/vnd.ms-excel). */
export const CSV_MIME_TYPES: readonly string[] = [
  '',
  'text/csv',
  'application/csv',
  'text/plain',
  'application/vnd.ms-excel',
  'text/x-csv',
];

export type FileRefusal = 'none' | 'count' | 'type' | 'size' | 'empty';

export type FileCheck = { ok: true; file: File } | { ok: false; reason: FileRefusal };

export function isCsvFile(file: Pick<File, 'name' | 'type'>): boolean {
  const type = file.type.split(';')[0]!.trim().toLowerCase();
  return file.name.toLowerCase().endsWith('.csv') && CSV_MIME_TYPES.includes(type);
}

export function checkChosenFiles(files: ArrayLike<File> | null | undefined): FileCheck {
  if (!files || files.length === 0) return { ok: false, reason: 'none' };
  if (files.length > 1) return { ok: false, reason: 'count' };
  const file = files[0]!;
  if (!isCsvFile(file)) return { ok: false, reason: 'type' };
  if (file.size >= MAX_CSV_BYTES) return { ok: false, reason: 'size' };
  if (file.size === 0) return { ok: false, reason: 'empty' };
  return { ok: true, file };
}
