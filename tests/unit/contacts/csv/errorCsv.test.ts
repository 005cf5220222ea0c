// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  buildErrorCsv,
  csvCell,
  type ErrorCsvTextPart,
} from '../../../../src/features/contacts/csv/errorCsv';
import { autoMap } from '../../../../src/features/contacts/csv/fieldMapping';
import { FIXTURE_HEADER, fixtureCsv } from './fixtures';
import { validateText } from './helpers';

/** The file's text with its BOM, which text() would drop. */
const textOf = async (blob: Blob) =>
  new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blob.arrayBuffer());

describe('csvCell', () => {
  it('quotes values with commas, quotes or line breaks, doubling quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('Smith, Jones')).toBe('"Smith, Jones"');
    expect(csvCell('The "Best"')).toBe('"The ""Best"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('neutralises values a spreadsheet would run as formulas', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+1 617 555 0100')).toBe("'+1 617 555 0100");
    expect(csvCell('-5')).toBe("'-5");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
  });
});

describe('buildErrorCsv', () => {
  it('lists every fault with its row, reason, column and value, in the words given', async () => {
    const report = validateText(fixtureCsv(), autoMap(FIXTURE_HEADER));
    const asked: ErrorCsvTextPart[] = [];
    const blob = buildErrorCsv(report, (part) => {
      asked.push(part);
      if (part.kind === 'header') return part.column.toUpperCase();
      if (part.kind === 'column') return `field ${part.field}`;
      if (part.reason === 'duplicate') return `same as row ${part.firstRow}`;
      if (part.reason === 'columns') return `${part.fieldCount} of ${part.columns} columns`;
      return `bad ${part.reason}`;
    });
    expect(blob.type).toBe('text/csv;charset=utf-8');
    expect(await textOf(blob)).toBe(
      [
        '\uFEFFROW,REASON,COLUMN,VALUE',
        '5,same as row 2,field email,jose@EXAMPLE.com',
        '6,bad email,field email,bob@example',
        '6,bad phone,field phone,555-01',
        '8,bad zip,field zip,6060',
        '9,7 of 9 columns,,',
        '10,10 of 9 columns,,',
        '12,bad email,field email,"\'=HYPERLINK(""x"")"',
        '',
      ].join('\r\n'),
    );
    // Words that do not depend on the row are asked for once.
    expect(asked.filter((part) => part.kind === 'reason' && part.reason === 'email')).toHaveLength(
      1,
    );
    expect(asked.filter((part) => part.kind === 'column' && part.field === 'email')).toHaveLength(
      1,
    );
  });

  it('has plain English words by default', async () => {
    const report = validateText(fixtureCsv(), autoMap(FIXTURE_HEADER));
    const lines = (await textOf(buildErrorCsv(report))).split('\r\n');
    expect(lines[0]).toBe('\uFEFFRow,Reason,Column,Value');
    expect(lines[1]).toBe('5,Duplicate email (first in row 2),email,jose@EXAMPLE.com');
    expect(lines[5]).toBe('9,Wrong number of columns (7 of 9),,');
  });
});
