// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  PREVIEW_BYTES,
  PREVIEW_MAX_BYTES,
  readCsvPreview,
} from '../../../../src/features/contacts/csv/preview';
import { FIXTURE_HEADER, fixtureCsv } from './fixtures';
import { chunkedBlob } from './helpers';

/** A file of `size` bytes that records every slice asked of it; its content repeats `text`. */
function recordingFile(text: string, size: number) {
  const slices: [number, number][] = [];
  const unit = new TextEncoder().encode(text);
  const file = {
    size,
    type: 'text/csv',
    slice(start = 0, end = size) {
      slices.push([start, end]);
      const bytes = new Uint8Array(Math.max(0, Math.min(end, size) - start));
      for (let at = 0; at < bytes.length; at += 1) bytes[at] = unit[(start + at) % unit.length]!;
      return chunkedBlob(bytes, 65536);
    },
  } as unknown as Blob;
  return { file, slices };
}

describe('readCsvPreview', () => {
  it('reads only the first 64 KB of a big file and leaves out the line it cuts', async () => {
    const line = 'Ann,Lee,ann@example.com,"1 Main St, Apt 2",Boston,MA,02134\r\n';
    const { file, slices } = recordingFile(
      `name,last,email,street,city,state,zip\r\n${line.repeat(2000)}`,
      900 * 1024 ** 2,
    );
    const preview = await readCsvPreview(file, { rows: 5000 });
    expect(slices).toEqual([[0, PREVIEW_BYTES]]);
    expect(preview.bytesRead).toBe(PREVIEW_BYTES);
    expect(preview.header).toEqual(['name', 'last', 'email', 'street', 'city', 'state', 'zip']);
    expect(preview.rows.length).toBe(Math.floor((PREVIEW_BYTES - 40) / line.length));
    for (const row of preview.rows)
      expect(row).toEqual([
        'Ann',
        'Lee',
        'ann@example.com',
        '1 Main St, Apt 2',
        'Boston',
        'MA',
        '02134',
      ]);
  });

  it('shows the header and first rows with quoted line breaks, a BOM and UTF-8 names', async () => {
    const { file } = recordingFile(fixtureCsv(), new TextEncoder().encode(fixtureCsv()).length);
    const preview = await readCsvPreview(file, { rows: 3 });
    expect(preview).toEqual({
      header: FIXTURE_HEADER,
      rows: [
        [
          'José',
          'Núñez',
          'Smith, Jones & Co',
          'jose@example.com',
          '1 Main St',
          'Boston',
          'MA',
          '2134',
          '(617) 555-0100',
        ],
        [
          'Zoë',
          'Müller',
          'The "Best" Bakery\r\nSecond line, ünïcode, with a comma',
          'ZOE@Example.com',
          '2 Oak Ave\nApt 5',
          'Newark',
          'NJ',
          '07101',
          '+1 973 555 0101',
        ],
        [
          '李',
          '中文',
          '😀 Emoji Co',
          'li@例子.中国',
          '3 Elm St',
          'Austin',
          'TX',
          '78701',
          '512-555-0102',
        ],
      ],
      bom: true,
      lineEnding: '\r\n',
      bytesRead: new TextEncoder().encode(fixtureCsv()).length,
    });
  });

  it('skips blank lines and keeps rows with the wrong column count as they are', async () => {
    const csv = fixtureCsv({ bom: false, lineEnd: '\n' });
    const { file } = recordingFile(csv, new TextEncoder().encode(csv).length);
    const preview = await readCsvPreview(file);
    expect(preview.bom).toBe(false);
    expect(preview.lineEnding).toBe('\n');
    expect(preview.rows).toHaveLength(10);
    expect(preview.rows[5]).toEqual([
      'Cy',
      'Ng',
      '',
      'cy@example.com',
      '6 Main St',
      'Chicago',
      'IL',
      '6060',
      '3125550104',
    ]);
    expect(preview.rows[6]).toHaveLength(7);
    expect(preview.rows[7]).toHaveLength(10);
  });

  it('reads up to 1 MB when the header alone is longer than 64 KB', async () => {
    const header = `${'x'.repeat(100_000)},email\r\nAnn,ann@example.com\r\n`;
    const { file, slices } = recordingFile(header, 50 * 1024 ** 2);
    const preview = await readCsvPreview(file);
    expect(slices).toEqual([
      [0, PREVIEW_BYTES],
      [0, PREVIEW_MAX_BYTES],
    ]);
    expect(preview.header).toEqual(['x'.repeat(100_000), 'email']);
    expect(preview.rows[0]).toEqual(['Ann', 'ann@example.com']);
  });

  it('an empty file, and a header-only file, have no rows', async () => {
    expect(await readCsvPreview(chunkedBlob(new Uint8Array(), 10))).toEqual({
      header: [],
      rows: [],
      bom: false,
      lineEnding: '\n',
      bytesRead: 0,
    });
    const headerOnly = new TextEncoder().encode('\uFEFFfirst_name,last_name');
    expect(await readCsvPreview(chunkedBlob(headerOnly, 10))).toMatchObject({
      header: ['first_name', 'last_name'],
      rows: [],
      bom: true,
    });
  });
});
