/**
 * A hand-written contact file with what real exports contain: a BOM, CRLF and LF line ends, quoted
 * values with commas, quotes and line breaks, accented, Chinese and emoji text, a blank line in the
 * middle and at the end, and one of each fault. Its expected report is spelled out below.
 */
const CRLF = '\r\n';
const LF = '\n';

export const FIXTURE_HEADER = [
  'first_name',
  'last_name',
  'business_name',
  'email',
  'street',
  'city',
  'state',
  'zip',
  'phone',
];

/** Records after the header, each with the line end that follows it. */
const FIXTURE_RECORDS: [string, string][] = [
  // row 2: a ZIP that lost its zero (MA)
  ['José,Núñez,"Smith, Jones & Co",jose@example.com,1 Main St,Boston,MA,2134,(617) 555-0100', CRLF],
  // row 3: quoted values spanning lines (CRLF and LF inside), doubled quotes; ends with LF
  [
    'Zoë,Müller,"The ""Best"" Bakery\r\nSecond line, ünïcode, with a comma",ZOE@Example.com,"2 Oak Ave\nApt 5",Newark,NJ,07101,+1 973 555 0101',
    LF,
  ],
  // row 4: Chinese, emoji, an international address
  ['李,中文,😀 Emoji Co,li@例子.中国,3 Elm St,Austin,TX,78701,512-555-0102', CRLF],
  // row 5: row 2's address in other case: a duplicate
  ['Ann,Lee,,jose@EXAMPLE.com,4 Hill St,Denver,CO,80202,5125550103', CRLF],
  // row 6: a bad email and a bad phone
  ['Bob,Ray,,bob@example,5 Lake Rd,Miami,FL,33101,555-01', CRLF],
  // row 7: a blank line (not a row, but it keeps its number)
  ['', CRLF],
  // row 8: a 4-digit ZIP where ZIPs do not start with 0
  ['Cy,Ng,,cy@example.com,6 Main St,Chicago,IL,6060,3125550104', CRLF],
  // rows 9 and 10: a field too few, a field too many
  ['Di,Fox,,di@example.com,7 Main St,Boston,MA', CRLF],
  ['Ed,Oz,,ed@example.com,8 Main St,Boston,MA,02134,6175550105,extra', CRLF],
  // row 11: spaces around the email, ZIP+4, dotted phone
  [
    'Fay,Wu,"Quote "" inside",  fay@example.com  ,9 Main St,Boston,MA,02134-1234,617.555.0106',
    CRLF,
  ],
  // row 12: a formula where the email should be, no phone (allowed)
  ['=cmd,Hack,,=HYPERLINK("x"),1 St,Boston,MA,02134,', CRLF],
  // trailing blank lines are not rows
  ['', CRLF],
  ['', CRLF],
];

export function fixtureCsv({
  bom = true,
  lineEnd,
}: { bom?: boolean; lineEnd?: string } = {}): string {
  const records = FIXTURE_RECORDS.map(([text, end]) => text + (lineEnd ?? end));
  return (bom ? '\uFEFF' : '') + FIXTURE_HEADER.join(',') + (lineEnd ?? CRLF) + records.join('');
}

export const FIXTURE_COUNTS = {
  rows: 10,
  columns: 9,
  badEmail: 2,
  badPhone: 1,
  badZip: 1,
  repairedZips: 1,
  duplicateEmails: 1,
  wrongColumnCount: 2,
};

export const FIXTURE_ERRORS = [
  { row: 5, reason: 'duplicate', field: 'email', value: 'jose@EXAMPLE.com', firstRow: 2 },
  { row: 6, reason: 'email', field: 'email', value: 'bob@example' },
  { row: 6, reason: 'phone', field: 'phone', value: '555-01' },
  { row: 8, reason: 'zip', field: 'zip', value: '6060' },
  { row: 9, reason: 'columns', field: null, value: '', fieldCount: 7 },
  { row: 10, reason: 'columns', field: null, value: '', fieldCount: 10 },
  { row: 12, reason: 'email', field: 'email', value: '=HYPERLINK("x")' },
];
