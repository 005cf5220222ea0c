// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  createRecordInfo,
  createRecordView,
  INCOMPLETE,
  parseRecordFields,
  resetScan,
  scanRecord,
  viewField,
} from '../../../../src/features/contacts/csv/recordScanner';
import { MAX_RECORD_CHARS, RecordStream } from '../../../../src/features/contacts/csv/recordStream';

/** Every record of a whole text: its fields' values. */
function records(text: string): string[][] {
  const info = createRecordInfo();
  const view = createRecordView(64);
  view.text = text;
  const found: string[][] = [];
  resetScan(info);
  for (let pos = 0; pos < text.length;) {
    const next = scanRecord(text, pos, true, info, view);
    found.push(Array.from({ length: info.fields }, (_, index) => viewField(view, index)));
    pos = next;
  }
  return found;
}

describe('scanRecord', () => {
  it('splits records at line feeds, a CR before one belonging to the line break', () => {
    expect(records('a,b\r\nc,d\ne,f')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
      ['e', 'f'],
    ]);
    expect(records('a,\r\n,b\r\n')).toEqual([
      ['a', ''],
      ['', 'b'],
    ]);
  });

  it('reads quoted values with commas, line breaks and doubled quotes', () => {
    expect(records('"a,b","c\r\nd","say ""hi""",""\r\nnext')).toEqual([
      ['a,b', 'c\r\nd', 'say "hi"', ''],
      ['next'],
    ]);
  });

  it('treats a quote inside an unquoted value as a character, and keeps text after a closing quote', () => {
    expect(records('5" pipe,"a"b,c')).toEqual([['5" pipe', 'ab', 'c']]);
  });

  it('waits for more text when a record or a quoted value is not finished', () => {
    const info = createRecordInfo();
    const scan = (text: string) => {
      resetScan(info); // a new text: forget where the last one's separators were
      return scanRecord(text, 0, false, info);
    };
    for (const text of ['a,b', 'a,"b\r\n', 'a,"b""', 'a,"b"'])
      expect(scan(text), text).toBe(INCOMPLETE);
    expect(scan('a,"b"\n')).toBe(6);
  });

  it('ends the file with its last record, even in an unclosed quote or after a lone CR', () => {
    expect(records('a,b\r')).toEqual([['a', 'b']]);
    expect(records('a,"b\nc')).toEqual([['a', 'b\nc']]);
  });

  it('counts fields past the view without placing them', () => {
    const info = createRecordInfo();
    const view = createRecordView(2);
    expect(scanRecord('a,b,c,d\n', 0, true, info, view)).toBe(8);
    expect(info.fields).toBe(4);
    expect(Array.from(view.ends)).toEqual([1, 3]);
  });
});

describe('parseRecordFields', () => {
  it('reads one record of any width', () => {
    const fields = Array.from({ length: 40 }, (_, index) => `f${index}`);
    expect(parseRecordFields(`${fields.join(',')}\r\n`, 0, fields.join(',').length)).toEqual(
      fields,
    );
    expect(parseRecordFields('x,"a,b",c', 2, 9)).toEqual(['a,b', 'c']);
  });
});

describe('RecordStream', () => {
  it('numbers records like a spreadsheet: the header is 1, blank lines keep their number', () => {
    const seen: [number, string][] = [];
    const stream = new RecordStream(
      { hasHeader: true },
      {
        header: (fields) => seen.push([0, fields.join('|')]),
        row: (view, row) => seen.push([row, viewField(view, 0)]),
        wrongColumns: (row, count) => seen.push([row, `${count} fields`]),
      },
    );
    stream.push('\uFEFFname,email\r\n\r\nann,a@x.com\r\nbob\r\n"c\r\nd",e\r\n\r\n');
    stream.end();
    expect(seen).toEqual([
      [0, 'name|email'],
      [3, 'ann'],
      [4, '1 fields'],
      [5, 'c\r\nd'],
    ]);
    expect(stream.records).toBe(6);
  });

  it('ends a quote left open for megabytes at its first line break, as a malformed row', () => {
    const wrong: number[] = [];
    const rows: string[] = [];
    const stream = new RecordStream(
      { hasHeader: true },
      {
        header: () => undefined,
        row: (view) => rows.push(viewField(view, 0)),
        wrongColumns: (row) => wrong.push(row),
      },
    );
    const line = 'x,y\r\n';
    stream.push(`a,b\r\n"open,${line.repeat(Math.ceil(MAX_RECORD_CHARS / line.length) + 10)}`);
    stream.push('last,row\r\n');
    stream.end();
    expect(wrong).toEqual([2]);
    expect(rows.at(-1)).toBe('last');
    expect(rows.length).toBeGreaterThan(MAX_RECORD_CHARS / line.length - 10);
  });
});
