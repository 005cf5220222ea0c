// The contact-list CSV generator of the quality harness (§1): a deterministic file of a given size
// whose faults are known by count, for the CSV preview and validation benchmarks and tests.
//
//   node scripts/csv/generateContacts.mjs --size 1073741824 --out .bench/contacts.csv [--seed 1]
//
// Prints the counts as JSON and writes them next to the file as <file>.counts.json.
//
// Every row's content is a pure function of (seed, row number), so the file is the same byte for
// byte on every machine, and the generator holds no more than one block of rows in memory. Each
// faulty row has exactly one fault, so the counts add up:
// - badEmails: an address no email rule accepts (no @, no domain dot, a space, two @...);
// - badPhones: not 10 digits (or 11 starting with 1) once punctuation is dropped;
// - badZips: not 5 digits (or ZIP+4), and not a ZIP that merely lost its leading zero;
// - lostLeadingZeroZips: a 4-digit ZIP of a state whose ZIPs start with 0 (MA, NJ, CT...), as a
//   spreadsheet leaves it; the validator repairs it;
// - duplicateEmails: the address of an earlier row; duplicateEmailsCaseOnly of them differ from
//   it only by letter case (both count as duplicates, since case is ignored);
// - wrongColumnCount: a row with one field too few or too many.
// Good rows vary the phone's punctuation, quote business names with commas and quotes, and use
// accented names, so a parser meets what real exports contain.
import { createWriteStream } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { once } from 'node:events';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';

export const CSV_COLUMNS = [
  'first_name',
  'last_name',
  'business_name',
  'website',
  'email',
  'street',
  'city',
  'state',
  'zip',
  'owner_first_name',
  'owner_last_name',
  'property_street',
  'property_city',
  'property_state',
  'property_zip',
  'phone',
];

/** One fault per faulty row, chosen by the row's hash: parts per 10,000 rows. */
const FAULT_RATES = [
  ['badEmail', 80],
  ['badPhone', 80],
  ['badZip', 40],
  ['lostZeroZip', 60],
  ['duplicateEmail', 40],
  ['duplicateEmailCase', 40],
  ['wrongColumns', 20],
];

const FIRST_NAMES = [
  'James',
  'Mary',
  'Robert',
  'Patricia',
  'John',
  'Jennifer',
  'Michael',
  'Linda',
  'David',
  'Elizabeth',
  'José',
  'Zoë',
  'Chloé',
  'Renée',
  'Björn',
  'Siobhán',
];
const LAST_NAMES = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Jones',
  'Garcia',
  'Miller',
  'Davis',
  'Rodriguez',
  'Martinez',
  'Núñez',
  "O'Brien",
  'Nguyen',
  'Müller',
];
const BUSINESSES = [
  'Acme Realty',
  'Smith, Jones & Co',
  'The "Best" Bakery',
  'Blue Sky Roofing',
  'Main Street Dental',
  'Harbor View LLC',
  'Oak & Pine, Inc.',
  'Sunrise Plumbing',
];
const STREETS = [
  'Main St',
  'Oak Ave',
  'Maple Dr',
  'Cedar Ln',
  'Elm St',
  'Washington Blvd',
  'Lake Rd',
  'Hill St',
];
const DOMAINS = ['example.com', 'mail.example.org', 'example.net', 'inbox.example.co'];
/** [city, state, ZIP prefix]: the first five states' ZIPs start with 0. */
const PLACES = [
  ['Boston', 'MA', '021'],
  ['Newark', 'NJ', '071'],
  ['Hartford', 'CT', '061'],
  ['Portland', 'ME', '041'],
  ['Providence', 'RI', '029'],
  ['Austin', 'TX', '787'],
  ['Denver', 'CO', '802'],
  ['Seattle', 'WA', '981'],
  ['Miami', 'FL', '331'],
  ['Chicago', 'IL', '606'],
];
const ZERO_ZIP_PLACES = PLACES.filter(([, , prefix]) => prefix.startsWith('0'));
const BAD_ZIPS = ['9O210', '123456', 'ZIP', '12-345', 'N/A'];
const BAD_EMAILS = [
  (local) => `${local}@`,
  (local, domain) => `${local}.${domain}`,
  (local, domain) => `${local.replace('.', ' ')}@${domain}`,
  (local) => `${local}@example`,
  (local, domain) => `${local}@@${domain}`,
];
const BAD_PHONES = ['555-01', '12345678901234', 'phone', '(555) 123-45', '2345678'];

/** A 32-bit hash of (seed, row, salt): every field of a row is recomputable from its number. */
function hash(seed, row, salt) {
  let h = Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(row + 1, 0xc2b2ae35) ^ salt;
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b);
  return (h ^ (h >>> 16)) >>> 0;
}

const pick = (list, seed, row, salt) => list[hash(seed, row, salt) % list.length];

function faultOf(seed, row) {
  let draw = hash(seed, row, 1) % 10_000;
  for (const [fault, rate] of FAULT_RATES) {
    if (draw < rate) return fault;
    draw -= rate;
  }
  return null;
}

/** Rows whose own address is good and unique: what a duplicate may copy. */
const keepsOwnEmail = (fault) =>
  fault === null || fault === 'badPhone' || fault === 'badZip' || fault === 'lostZeroZip';

function ownEmail(seed, row) {
  const first = pick(FIRST_NAMES, seed, row, 2);
  const last = pick(LAST_NAMES, seed, row, 3);
  const local = `${first}.${last}`
    .normalize('NFD')
    .replace(/[^A-Za-z.]/g, '')
    .toLowerCase();
  return { local: `${local}${row}`, domain: pick(DOMAINS, seed, row, 4) };
}

/** An earlier row (within the last 5,000) whose address a duplicate copies. */
function duplicateSource(seed, row) {
  if (row === 0) return -1;
  let source = row - 1 - (hash(seed, row, 5) % Math.min(row, 5000));
  while (source > 0 && !keepsOwnEmail(faultOf(seed, source))) source -= 1;
  return keepsOwnEmail(faultOf(seed, source)) ? source : -1;
}

/** Changes the case of some letters of an address, so it differs only by case. */
function recase(email, seed, row) {
  const upper = email.toUpperCase();
  return hash(seed, row, 6) % 2 === 0 ? upper : upper[0] + email.slice(1);
}

function quoteField(value) {
  return /[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

function phoneOf(seed, row) {
  const area = 201 + (hash(seed, row, 7) % 790);
  const exchange = 200 + (hash(seed, row, 8) % 800);
  const line = String(hash(seed, row, 9) % 10_000).padStart(4, '0');
  switch (hash(seed, row, 10) % 4) {
    case 0:
      return `(${area}) ${exchange}-${line}`;
    case 1:
      return `${area}-${exchange}-${line}`;
    case 2:
      return `${area}${exchange}${line}`;
    default:
      return `+1 ${area} ${exchange} ${line}`;
  }
}

/** The row's fields and its fault; `email` is what the row carries. */
export function contactRow(seed, row) {
  let fault = faultOf(seed, row);
  const { local, domain } = ownEmail(seed, row);
  let email = `${local}@${domain}`;
  if (fault === 'badEmail') email = pick(BAD_EMAILS, seed, row, 11)(local, domain);
  if (fault === 'duplicateEmail' || fault === 'duplicateEmailCase') {
    const source = duplicateSource(seed, row);
    if (source < 0) {
      fault = null; // The first rows have nothing to copy.
    } else {
      const copied = ownEmail(seed, source);
      email = `${copied.local}@${copied.domain}`;
      if (fault === 'duplicateEmailCase') email = recase(email, seed, row);
    }
  }
  const place =
    fault === 'lostZeroZip' ? pick(ZERO_ZIP_PLACES, seed, row, 12) : pick(PLACES, seed, row, 12);
  const zip5 = `${place[2]}${String(hash(seed, row, 13) % 100).padStart(2, '0')}`;
  let zip = zip5;
  if (fault === 'lostZeroZip') zip = zip5.replace(/^0/, '');
  if (fault === 'badZip') zip = pick(BAD_ZIPS, seed, row, 14);
  const phone = fault === 'badPhone' ? pick(BAD_PHONES, seed, row, 15) : phoneOf(seed, row);
  const number = 1 + (hash(seed, row, 16) % 9899);
  const street = `${number} ${pick(STREETS, seed, row, 17)}`;
  const fields = [
    pick(FIRST_NAMES, seed, row, 2),
    pick(LAST_NAMES, seed, row, 3),
    pick(BUSINESSES, seed, row, 18),
    `https://www.${domain}`,
    email,
    street,
    place[0],
    place[1],
    zip,
    pick(FIRST_NAMES, seed, row, 19),
    pick(LAST_NAMES, seed, row, 20),
    street,
    place[0],
    place[1],
    zip,
    phone,
  ];
  if (fault === 'wrongColumns') {
    if (hash(seed, row, 21) % 2 === 0) fields.pop();
    else fields.push('extra');
  }
  return { fields, fault };
}

const COUNT_OF_FAULT = {
  badEmail: 'badEmails',
  badPhone: 'badPhones',
  badZip: 'badZips',
  lostZeroZip: 'lostLeadingZeroZips',
  duplicateEmail: 'duplicateEmails',
  duplicateEmailCase: 'duplicateEmails',
  wrongColumns: 'wrongColumnCount',
};

/**
 * Writes the file: rows until the next one would pass `size` bytes (UTF-8, CRLF line ends as
 * spreadsheets write them). Resolves with the counts.
 */
export async function generateContactsCsv({ out, size, seed = 1 }) {
  const stream = createWriteStream(out);
  const header = `${CSV_COLUMNS.join(',')}\r\n`;
  const counts = {
    file: out,
    seed,
    bytes: Buffer.byteLength(header),
    rows: 0,
    columns: CSV_COLUMNS.length,
    badEmails: 0,
    badPhones: 0,
    badZips: 0,
    lostLeadingZeroZips: 0,
    duplicateEmails: 0,
    duplicateEmailsCaseOnly: 0,
    wrongColumnCount: 0,
  };
  stream.write(header);
  let block = '';
  for (let row = 0; ; row += 1) {
    const { fields, fault } = contactRow(seed, row);
    const line = `${fields.map(quoteField).join(',')}\r\n`;
    const bytes = Buffer.byteLength(line);
    if (counts.bytes + bytes > size) break;
    counts.bytes += bytes;
    counts.rows += 1;
    if (fault) counts[COUNT_OF_FAULT[fault]] += 1;
    if (fault === 'duplicateEmailCase') counts.duplicateEmailsCaseOnly += 1;
    block += line;
    if (block.length >= 1 << 20) {
      if (!stream.write(block)) await once(stream, 'drain');
      block = '';
    }
  }
  stream.end(block);
  await once(stream, 'finish');
  await writeFile(`${out}.counts.json`, `${JSON.stringify(counts, null, 2)}\n`);
  return counts;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: {
      size: { type: 'string', default: String(1024 ** 3) },
      out: { type: 'string', default: '.bench/contacts.csv' },
      seed: { type: 'string', default: '1' },
    },
  });
  const counts = await generateContactsCsv({
    out: values.out,
    size: Number(values.size),
    seed: Number(values.seed),
  });
  console.log(JSON.stringify(counts, null, 2));
}
