import { describe, expect, it } from 'vitest';
import { checkChosenFiles, MAX_CSV_BYTES } from '../../../../src/features/contacts/csv/fileRules';

/** A File of any size without its bytes: only `size` is faked. */
function fakeFile(name: string, size: number, type = 'text/csv'): File {
  const file = new File([], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('checkChosenFiles', () => {
  it('accepts exactly one CSV file under 1 GB', () => {
    const file = fakeFile('contacts.csv', 1234);
    expect(checkChosenFiles([file])).toEqual({ ok: true, file });
  });

  it('refuses no file and more than one', () => {
    expect(checkChosenFiles([])).toEqual({ ok: false, reason: 'none' });
    expect(checkChosenFiles(null)).toEqual({ ok: false, reason: 'none' });
    expect(checkChosenFiles([fakeFile('a.csv', 10), fakeFile('b.csv', 10)])).toEqual({
      ok: false,
      reason: 'count',
    });
  });

  it('refuses a file that is not a CSV by its name or its type', () => {
    for (const file of [
      fakeFile(
        'contacts.xlsx',
        10,
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      ),
      fakeFile('contacts.txt', 10, 'text/plain'),
      fakeFile('contacts.csv.exe', 10, 'application/x-msdownload'),
      fakeFile('contacts.csv', 10, 'image/png'),
      fakeFile('csv', 10),
    ])
      expect(checkChosenFiles([file])).toEqual({ ok: false, reason: 'type' });
  });

  it('accepts the types browsers and systems give CSV files, and any case of the extension', () => {
    for (const type of [
      '',
      'text/csv',
      'application/csv',
      'text/plain',
      'application/vnd.ms-excel',
      'text/x-csv',
      'text/csv; charset=utf-8',
    ])
      expect(checkChosenFiles([fakeFile('LIST.CSV', 10, type)]).ok).toBe(true);
  });

  it('refuses a file of 1 GB or more, and accepts one byte less', () => {
    expect(MAX_CSV_BYTES).toBe(1024 ** 3);
    expect(checkChosenFiles([fakeFile('big.csv', 1024 ** 3)])).toEqual({
      ok: false,
      reason: 'size',
    });
    expect(checkChosenFiles([fakeFile('huge.csv', 5 * 1024 ** 3)])).toEqual({
      ok: false,
      reason: 'size',
    });
    expect(checkChosenFiles([fakeFile('almost.csv', 1024 ** 3 - 1)]).ok).toBe(true);
  });

  it('refuses an empty file', () => {
    expect(checkChosenFiles([fakeFile('empty.csv', 0)])).toEqual({ ok: false, reason: 'empty' });
  });

  it('takes a FileList-like object', () => {
    const file = fakeFile('a.csv', 10);
    expect(checkChosenFiles({ length: 1, 0: file })).toEqual({ ok: true, file });
  });
});
