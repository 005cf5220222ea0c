import {
  createRecordInfo,
  INCOMPLETE,
  isBlankRecord,
  parseRecordFields,
  scanRecord,
} from './recordScanner';

export interface CsvPreview {
  /** The first record's fields; [] for an empty file. */
  header: string[];
  /** The next records (blank lines skipped), as the file has them, wrong column counts included. */
  rows: string[][];
  /** The file starts with a UTF-8 byte order mark (dropped from the header). */
  bom: boolean;
  /** How the header line ends ('\n' when it does not end: a header-only file). */
  lineEnding: '\r\n' | '\n';
  bytesRead: number;
}

/** What the preview reads at first: enough for a header and dozens of rows. */
export const PREVIEW_BYTES = 64 * 1024;
/** Read up to this much only if the header itself is not complete in PREVIEW_BYTES. */
export const PREVIEW_MAX_BYTES = 1024 * 1024;

const UTF8_BOM = [0xef, 0xbb, 0xbf];

/**
 * The header and first rows of a CSV, shown as soon as a file is chosen, whatever its size: only
 * the file's first bytes are read (file.slice), and a last line cut by that limit is left out.
 * Runs on the page; the worker reads the header's column count with it too.
 */
export async function readCsvPreview(
  file: Blob,
  { rows = 10 }: { rows?: number } = {},
): Promise<CsvPreview> {
  let size = Math.min(file.size, PREVIEW_BYTES);
  for (;;) {
    const bytes = new Uint8Array(await file.slice(0, size).arrayBuffer());
    const preview = parsePreview(bytes, size >= file.size, rows);
    if (preview) return preview;
    const limit = Math.min(file.size, PREVIEW_MAX_BYTES);
    // A header longer than a megabyte is not a header: show nothing rather than read on.
    if (size >= limit) return { ...emptyPreview(bytes), bytesRead: size };
    size = limit;
  }
}

function emptyPreview(bytes: Uint8Array): CsvPreview {
  return { header: [], rows: [], bom: hasBom(bytes), lineEnding: '\n', bytesRead: bytes.length };
}

function hasBom(bytes: Uint8Array): boolean {
  return UTF8_BOM.every((byte, index) => bytes[index] === byte);
}

/** The preview of the file's first bytes, or null when they do not hold the whole header. */
function parsePreview(bytes: Uint8Array, whole: boolean, rowLimit: number): CsvPreview | null {
  const bom = hasBom(bytes);
  // stream: true leaves a character cut by the byte limit out instead of making it U+FFFD.
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(
    bom ? bytes.subarray(UTF8_BOM.length) : bytes,
    { stream: !whole },
  );
  const info = createRecordInfo();
  let header: string[] | null = null;
  let lineEnding: CsvPreview['lineEnding'] = '\n';
  const rows: string[][] = [];
  let pos = 0;
  while (pos < text.length && (header === null || rows.length < rowLimit)) {
    const next = scanRecord(text, pos, whole, info);
    if (next === INCOMPLETE) break;
    if (!isBlankRecord(pos, info)) {
      const fields = parseRecordFields(text, pos, info.contentEnd);
      if (header !== null) rows.push(fields);
      else {
        header = fields;
        if (text.charCodeAt(info.contentEnd) === 13) lineEnding = '\r\n';
      }
    }
    pos = next;
  }
  if (header === null) return whole ? emptyPreview(bytes) : null;
  return { header, rows, bom, lineEnding, bytesRead: bytes.length };
}
