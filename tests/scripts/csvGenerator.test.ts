// Runs in the jsdom environment of the whole suite (tests/setup.ts needs it); it only uses Node APIs.
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CSV_COLUMNS,
  type ContactCsvCounts,
  generateContactsCsv,
} from '../../scripts/csv/generateContacts.mjs';

/**
 * The CSV generator's promise: a file of the asked size whose faults are what it says. The counts
 * are recomputed here from the file alone, with rules written independently of the generator.
 */

const SIZE = 3_000_000;
const ZERO_ZIP_STATES = new Set(['MA', 'NJ', 'CT', 'ME', 'RI', 'NH', 'VT', 'PR']);
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** RFC 4180 fields of one CRLF-ended record (quotes doubled inside quoted fields). */
function parseRecords(text: string): string[][] {
  const records: string[][] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let at = 0; at < text.length; at += 1) {
    const char = text[at];
    if (quoted) {
      if (char === '"' && text[at + 1] === '"') {
        field += '"';
        at += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      fields.push(field);
      field = '';
    } else if (char === '\r' && text[at + 1] === '\n') {
      fields.push(field);
      records.push(fields);
      fields = [];
      field = '';
      at += 1;
    } else field += char;
  }
  return records;
}

function phoneIsGood(phone: string): boolean {
  if (!/^[\d\s()+.-]+$/.test(phone)) return false;
  const digits = phone.replace(/\D/g, '');
  return digits.length === 10 || (digits.length === 11 && digits.startsWith('1'));
}

function countFaults(records: string[][]): Omit<ContactCsvCounts, 'file' | 'seed' | 'bytes'> {
  const counts = {
    rows: records.length,
    columns: CSV_COLUMNS.length,
    badEmails: 0,
    badPhones: 0,
    badZips: 0,
    lostLeadingZeroZips: 0,
    duplicateEmails: 0,
    duplicateEmailsCaseOnly: 0,
    wrongColumnCount: 0,
  };
  const firstSeen = new Map<string, string>();
  const column = (name: string) => CSV_COLUMNS.indexOf(name);
  for (const record of records) {
    if (record.length !== CSV_COLUMNS.length) {
      counts.wrongColumnCount += 1;
      continue;
    }
    const email = record[column('email')];
    const zip = record[column('zip')];
    if (!EMAIL.test(email)) counts.badEmails += 1;
    else {
      const first = firstSeen.get(email.toLowerCase());
      if (first === undefined) firstSeen.set(email.toLowerCase(), email);
      else {
        counts.duplicateEmails += 1;
        if (first !== email) counts.duplicateEmailsCaseOnly += 1;
      }
    }
    if (!phoneIsGood(record[column('phone')])) counts.badPhones += 1;
    if (/^\d{4}$/.test(zip) && ZERO_ZIP_STATES.has(record[column('state')]))
      counts.lostLeadingZeroZips += 1;
    else if (!/^\d{5}(-\d{4})?$/.test(zip)) counts.badZips += 1;
  }
  return counts;
}

let folder = '';
let counts: ContactCsvCounts;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'contacts-csv-'));
  counts = await generateContactsCsv({ out: join(folder, 'a.csv'), size: SIZE, seed: 7 });
});
afterAll(() => rm(folder, { recursive: true, force: true }));

describe('the contact CSV generator', () => {
  it('writes a file just under the asked size, ending on a whole row', async () => {
    const { size } = await stat(join(folder, 'a.csv'));
    expect(size).toBe(counts.bytes);
    expect(size).toBeLessThanOrEqual(SIZE);
    expect(size).toBeGreaterThan(SIZE - 1000);
    expect((await readFile(join(folder, 'a.csv'), 'utf8')).endsWith('\r\n')).toBe(true);
  });

  it('reports exactly the faults the file holds, each kind present', async () => {
    const [header, ...rows] = parseRecords(await readFile(join(folder, 'a.csv'), 'utf8'));
    expect(header).toEqual(CSV_COLUMNS);
    const found = countFaults(rows);
    expect(found).toEqual({
      rows: counts.rows,
      columns: counts.columns,
      badEmails: counts.badEmails,
      badPhones: counts.badPhones,
      badZips: counts.badZips,
      lostLeadingZeroZips: counts.lostLeadingZeroZips,
      duplicateEmails: counts.duplicateEmails,
      duplicateEmailsCaseOnly: counts.duplicateEmailsCaseOnly,
      wrongColumnCount: counts.wrongColumnCount,
    });
    for (const value of Object.values(found)) expect(value).toBeGreaterThan(0);
    expect(found.duplicateEmailsCaseOnly).toBeLessThan(found.duplicateEmails);
  });

  it('writes the counts next to the file', async () => {
    const written = JSON.parse(
      await readFile(join(folder, 'a.csv.counts.json'), 'utf8'),
    ) as unknown;
    expect(written).toEqual(counts);
  });

  it('is deterministic: the same seed gives the same bytes, another seed other bytes', async () => {
    await generateContactsCsv({ out: join(folder, 'b.csv'), size: SIZE, seed: 7 });
    await generateContactsCsv({ out: join(folder, 'c.csv'), size: SIZE, seed: 8 });
    const digest = async (name: string) =>
      createHash('sha256')
        .update(await readFile(join(folder, name)))
        .digest('hex');
    expect(await digest('b.csv')).toBe(await digest('a.csv'));
    expect(await digest('c.csv')).not.toBe(await digest('a.csv'));
  });
});
