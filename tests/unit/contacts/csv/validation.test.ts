// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ContactCsvCounts,
  contactRow,
  CSV_COLUMNS,
} from '../../../../scripts/csv/generateContacts.mjs';
import { errorEntries } from '../../../../src/features/contacts/csv/errorList';
import { autoMap } from '../../../../src/features/contacts/csv/fieldMapping';
import { reportOfRange } from '../../../../src/features/contacts/csv/mergeRanges';
import { RangeValidator } from '../../../../src/features/contacts/csv/rangeValidator';
import { validateRange } from '../../../../src/features/contacts/csv/readRange';
import type { CsvValidationReport } from '../../../../src/features/contacts/csv/types';
import { FIXTURE_COUNTS, FIXTURE_ERRORS, FIXTURE_HEADER, fixtureCsv } from './fixtures';
import { chunkedBlob, comparable, validateText } from './helpers';
import { streamableBlob, type TempFolder, tempFolder } from './nodeSupport';

/**
 * The validation core as the worker runs it (validateRange over a Blob read as a stream), on
 * files of the contacts generator, whose faults are known by count and by row, and on a
 * hand-written file with what real exports contain.
 */
const FILES = [
  { name: 'a.csv', size: 2_000_000, seed: 1 },
  { name: 'b.csv', size: 3_000_000, seed: 5 },
];
const mapping = autoMap(CSV_COLUMNS);

let folder: TempFolder;
const generated = new Map<string, { counts: ContactCsvCounts; report: CsvValidationReport }>();

async function validateBlob(file: Blob) {
  const { result, stopByte } = await validateRange(file, {
    start: 0,
    end: file.size,
    hasHeader: true,
    overrun: false,
    mapping: autoMap(FIXTURE_HEADER),
  });
  expect(stopByte).toBe(file.size);
  return reportOfRange(result, file.size);
}

beforeAll(async () => {
  folder = await tempFolder();
  for (const { name, size, seed } of FILES) {
    const counts = await folder.generate(name, size, seed);
    const file = await folder.blob(name);
    const { result } = await validateRange(file, {
      start: 0,
      end: file.size,
      hasHeader: true,
      overrun: false,
      mapping,
    });
    generated.set(name, { counts, report: reportOfRange(result, file.size) });
  }
});
afterAll(() => folder.remove());

describe.each(FILES)('validating the generated file $name', ({ name, seed }) => {
  it("reports exactly the generator's counts", () => {
    const { counts, report } = generated.get(name)!;
    expect(report).toMatchObject({
      rows: counts.rows,
      columns: CSV_COLUMNS.length,
      bytes: counts.bytes,
      badEmail: counts.badEmails,
      badPhone: counts.badPhones,
      badZip: counts.badZips,
      repairedZips: counts.lostLeadingZeroZips,
      duplicateEmails: counts.duplicateEmails,
      wrongColumnCount: counts.wrongColumnCount,
      errorsOmitted: 0,
    });
    for (const key of ['badEmail', 'badPhone', 'badZip', 'duplicateEmails'] as const)
      expect(report[key]).toBeGreaterThan(0);
  });

  it('lists each faulty row under its spreadsheet row number (header = row 1)', () => {
    const { report } = generated.get(name)!;
    const expected = {
      email: 'badEmail',
      phone: 'badPhone',
      zip: 'badZip',
      columns: 'wrongColumns',
    };
    for (const entry of errorEntries(report.errors)) {
      const { fields, fault } = contactRow(seed, entry.row - 2);
      if (entry.reason === 'duplicate') {
        expect(fault === 'duplicateEmail' || fault === 'duplicateEmailCase').toBe(true);
        const first = contactRow(seed, entry.firstRow! - 2).fields[4]!;
        expect(entry.value.toLowerCase()).toBe(first.toLowerCase());
        expect(entry.firstRow).toBeLessThan(entry.row);
      } else expect(fault).toBe(expected[entry.reason]);
      if (entry.reason === 'columns') expect(entry.fieldCount).toBe(fields.length);
      else expect(entry.value).toBe(fields[CSV_COLUMNS.indexOf(entry.field!)]);
    }
  });

  it('finds the duplicates that differ only by letter case', () => {
    const { counts, report } = generated.get(name)!;
    const caseOnly = errorEntries(report.errors).filter(
      (entry) =>
        entry.reason === 'duplicate' &&
        entry.value !== contactRow(seed, entry.firstRow! - 2).fields[4],
    );
    expect(caseOnly).toHaveLength(counts.duplicateEmailsCaseOnly);
  });
});

describe('validating text in chunks', () => {
  it('gives the same report whatever the chunk sizes', async () => {
    const text = await (await folder.blob('a.csv')).text();
    const whole = comparable(validateText(text, mapping));
    expect(comparable(validateText(text, mapping, [7919, 104729, 1, 65536, 333]))).toEqual(whole);
    expect(whole.counts.rows).toBe(generated.get('a.csv')!.counts.rows);
  });

  it('gives the same report for the hand-written file cut at every position', () => {
    const text = fixtureCsv();
    const fixtureMapping = autoMap(FIXTURE_HEADER);
    const whole = comparable(validateText(text, fixtureMapping));
    for (let cut = 1; cut < text.length; cut += 1)
      expect(comparable(validateText(text, fixtureMapping, [cut, text.length]))).toEqual(whole);
  });
});

describe('the hand-written file', () => {
  it.each([
    ['with a BOM and mixed CRLF / LF line ends', fixtureCsv()],
    ['without a BOM', fixtureCsv({ bom: false })],
    ['with LF line ends only', fixtureCsv({ lineEnd: '\n' })],
    ['with CRLF line ends only', fixtureCsv({ lineEnd: '\r\n' })],
  ])(
    '%s: quoted commas, quotes and line breaks, UTF-8 names, one fault of each kind',
    async (_, csv) => {
      const report = await validateBlob(await streamableBlob([csv]));
      expect(report).toMatchObject(FIXTURE_COUNTS);
      expect(errorEntries(report.errors)).toEqual(FIXTURE_ERRORS);
      expect(report.bytes).toBe(new TextEncoder().encode(csv).length);
    },
  );

  it('reads the file however its stream is cut, one byte at a time included', async () => {
    const bytes = new TextEncoder().encode(fixtureCsv());
    for (const chunk of [1, 2, 3, 5, 64]) {
      const report = await validateBlob(chunkedBlob(bytes, chunk));
      expect(report).toMatchObject(FIXTURE_COUNTS);
      expect(errorEntries(report.errors)).toEqual(FIXTURE_ERRORS);
    }
  });
});

describe('the list of faults', () => {
  it('stops at its limit while the counts stay exact', () => {
    const validator = new RangeValidator({
      mapping: autoMap(FIXTURE_HEADER),
      hasHeader: true,
      maxErrors: 3,
    });
    validator.push(fixtureCsv());
    const report = reportOfRange(validator.finish(), 0);
    expect(report).toMatchObject({ ...FIXTURE_COUNTS, errorsOmitted: FIXTURE_ERRORS.length - 3 });
    expect(errorEntries(report.errors)).toEqual(FIXTURE_ERRORS.slice(0, 3));
  });
});

describe('files with no data', () => {
  it('an empty file has no rows and no columns', async () => {
    const report = await validateBlob(await streamableBlob([]));
    expect(comparable(report)).toEqual({
      counts: {
        rows: 0,
        columns: 0,
        badEmail: 0,
        badPhone: 0,
        badZip: 0,
        repairedZips: 0,
        duplicateEmails: 0,
        wrongColumnCount: 0,
        errorsOmitted: 0,
      },
      errors: [],
    });
  });

  it.each([
    ['with a line end', `${FIXTURE_HEADER.join(',')}\r\n`],
    ['without a line end', FIXTURE_HEADER.join(',')],
    ['with a BOM and blank lines after', `\uFEFF${FIXTURE_HEADER.join(',')}\n\n\r\n`],
  ])('a header-only file %s has its columns and no rows', async (_, csv) => {
    const report = await validateBlob(await streamableBlob([csv]));
    expect(report).toMatchObject({ rows: 0, columns: FIXTURE_HEADER.length, wrongColumnCount: 0 });
    expect(report.errors.count).toBe(0);
  });
});
