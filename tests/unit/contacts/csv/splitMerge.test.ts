// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSV_COLUMNS } from '../../../../scripts/csv/generateContacts.mjs';
import { errorEntries } from '../../../../src/features/contacts/csv/errorList';
import { autoMap } from '../../../../src/features/contacts/csv/fieldMapping';
import { reportOfRange } from '../../../../src/features/contacts/csv/mergeRanges';
import { validateRange } from '../../../../src/features/contacts/csv/readRange';
import { findLineStart } from '../../../../src/features/contacts/csv/validateFile';
import { FIXTURE_COUNTS, FIXTURE_ERRORS, FIXTURE_HEADER, fixtureCsv } from './fixtures';
import { chunkedBlob, comparable, validateInTwoRanges } from './helpers';
import { type TempFolder, tempFolder } from './nodeSupport';

/**
 * Two workers read the two halves of a file at once; their reports, merged, must be exactly the
 * report of one worker reading it all: the same counts, the same rows, duplicates across the
 * split found. The split is made the way validateFile makes it (helpers.validateInTwoRanges).
 */
const mapping = autoMap(CSV_COLUMNS);

/** The byte offset in UTF-8 of the first `part` of `text`. */
function byteOffset(text: string, part: string): number {
  return new TextEncoder().encode(text.slice(0, text.indexOf(part))).length;
}
let folder: TempFolder;
let whole: ReturnType<typeof comparable>;
let file: Blob;

async function oneRange(blob: Blob, map = mapping) {
  const { result } = await validateRange(blob, {
    start: 0,
    end: blob.size,
    hasHeader: true,
    overrun: false,
    mapping: map,
  });
  return reportOfRange(result, blob.size);
}

beforeAll(async () => {
  folder = await tempFolder();
  await folder.generate('split.csv', 2_500_000, 11);
  file = await folder.blob('split.csv');
  whole = comparable(await oneRange(file));
});
afterAll(() => folder.remove());

describe('splitting a generated file in two byte ranges', () => {
  it.each([
    ['the middle', 1 / 2],
    ['a third', 1 / 3],
    ['near the start', 0.001],
    ['near the end', 0.999],
  ])('at %s gives the report of one range', async (_, fraction) => {
    const lineStart = await findLineStart(file, Math.floor(file.size * fraction));
    const { report, redone } = await validateInTwoRanges(file, mapping, lineStart);
    expect(redone).toBe(false);
    expect(comparable(report)).toEqual(whole);
    expect(report.bytes).toBe(file.size);
  });

  it('finds duplicates whose first occurrence is in the other range', async () => {
    const lineStart = await findLineStart(file, Math.floor(file.size / 2));
    const first = await validateRange(file, {
      start: 0,
      end: lineStart,
      hasHeader: true,
      overrun: true,
      mapping,
    });
    const boundary = first.result.records;
    const across = whole.errors.filter(
      (entry) =>
        entry.reason === 'duplicate' && entry.row > boundary && entry.firstRow! <= boundary,
    );
    // The generator copies addresses from the last 5,000 rows: some cross any split.
    expect(across.length).toBeGreaterThan(0);
  });
});

describe('a split inside a quoted value with line breaks', () => {
  const csv = fixtureCsv();
  const bytes = new TextEncoder().encode(csv);
  // Just after the line feed inside row 3's quoted business name ("…Bakery\r\nSecond line…").
  const insideQuotes = byteOffset(csv, 'Second line');

  it.each([1, 3, 7, 4096])(
    'reads the first range on to its record end, to the byte, then the second again (%i-byte chunks)',
    async (chunk) => {
      const blob = chunkedBlob(bytes, chunk);
      const { report, stopByte, redone } = await validateInTwoRanges(
        blob,
        autoMap(FIXTURE_HEADER),
        insideQuotes,
      );
      expect(redone).toBe(true);
      // Row 3 ends with the line feed just before row 4 ("李,…").
      expect(stopByte).toBe(byteOffset(csv, '李'));
      expect(report).toMatchObject(FIXTURE_COUNTS);
      expect(errorEntries(report.errors)).toEqual(FIXTURE_ERRORS);
    },
  );

  it('gives the report of one range for every line start as the split', async () => {
    const blob = chunkedBlob(bytes, 5);
    const single = comparable(await oneRange(blob, autoMap(FIXTURE_HEADER)));
    for (
      let at = bytes.indexOf(10) + 1;
      at < bytes.length;
      at = bytes.indexOf(10, at) + 1 || bytes.length
    ) {
      const { report } = await validateInTwoRanges(blob, autoMap(FIXTURE_HEADER), at);
      expect(comparable(report)).toEqual(single);
    }
  });
});

describe('duplicates across the split', () => {
  const rows = [
    ['2', 'a@example.com'],
    ['3', 'b@example.com'],
    ['4', 'A@example.com'], // second range from here: first in row 2
    ['5', 'a@EXAMPLE.com'], // its first in the second range is row 4, but overall row 2
    ['6', 'b@example.com'],
    ['7', 'c@example.com'],
    ['8', 'C@example.com'], // only in the second range: first in row 7
  ];
  const csv = `name,email,zip\r\n${rows.map(([name, email]) => `${name},${email},02134`).join('\r\n')}\r\n`;
  const bytes = new TextEncoder().encode(csv);
  const split = byteOffset(csv, '4,A@');

  it('point to the first occurrence in the whole file', async () => {
    const blob = chunkedBlob(bytes, 16);
    const map = autoMap(['name', 'email', 'zip']);
    const { report } = await validateInTwoRanges(blob, map, split);
    expect(report.duplicateEmails).toBe(4);
    expect(errorEntries(report.errors)).toEqual([
      { row: 4, reason: 'duplicate', field: 'email', value: 'A@example.com', firstRow: 2 },
      { row: 5, reason: 'duplicate', field: 'email', value: 'a@EXAMPLE.com', firstRow: 2 },
      { row: 6, reason: 'duplicate', field: 'email', value: 'b@example.com', firstRow: 3 },
      { row: 8, reason: 'duplicate', field: 'email', value: 'C@example.com', firstRow: 7 },
    ]);
    expect(comparable(report)).toEqual(comparable(await oneRange(blob, map)));
  });
});
