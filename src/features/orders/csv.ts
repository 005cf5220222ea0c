import { toCsv } from '../../lib/csvText';
import { formatDateTime } from '../../lib/dateTime';
import type { OrderRow } from './api';
import type { CsvWords } from './slice';

/** Dollars with two decimals and no symbol: a spreadsheet reads it as a number. */
const plainDollars = (cents: number) => (cents / 100).toFixed(2);

/** The history as a CSV file: the screen's columns, the order number and description besides. */
export function orderHistoryCsv(rows: readonly OrderRow[], words: CsvWords): string {
  return toCsv([
    words.headers,
    ...rows.map((row) => [
      row.order_no,
      formatDateTime(row.created_at),
      words.kinds[row.kind],
      row.description,
      row.quantity === null ? '' : String(row.quantity),
      row.amount === null ? '' : plainDollars(row.amount),
      words.statuses[row.status],
    ]),
  ]);
}
