import { type ReactNode, useState } from 'react';
import { useIntl } from 'react-intl';
import { DataCell, type DataColumn } from '../DataTable';
import { useNarrowScreen } from './useNarrowScreen';
import './windowedTable.css';

/** Rows drawn beyond each edge of the view, so a quick scroll shows no blank band. */
const OVERSCAN = 8;
/** A row's height on a wide screen, and each cell's line in a phone's card (windowedTable.css). */
const ROW_HEIGHT = 40;
const CARD_LINE = 24;
const CARD_PADDING = 16;

/**
 * A table for reports of thousands of rows: only the rows in view (and a few around them) are in
 * the document, between two spacer rows that keep the scroll bar true. Every row has the same
 * height, so the rows in view follow from the scroll position alone. Screen readers still learn
 * each row's place and the total (aria-rowindex, aria-rowcount). On a phone each row is a card of
 * one line per column, as in DataTable.
 */
export function WindowedTable<Row extends { id: number }>({
  columns,
  rows,
  caption,
  empty,
  columnWidths = {},
  viewHeight = 480,
}: {
  columns: DataColumn<Row>[];
  rows: readonly Row[];
  caption: string;
  empty: ReactNode;
  /** Widths (CSS) of the columns that need more or less than an equal share, by column key. */
  columnWidths?: Readonly<Record<string, string>>;
  viewHeight?: number;
}) {
  const intl = useIntl();
  const narrow = useNarrowScreen();
  const rowHeight = narrow ? columns.length * CARD_LINE + CARD_PADDING : ROW_HEIGHT;
  const [scrollTop, setScrollTop] = useState(0);
  const first = Math.max(0, Math.floor(scrollTop / rowHeight) - OVERSCAN);
  const last = Math.min(rows.length, Math.ceil((scrollTop + viewHeight) / rowHeight) + OVERSCAN);
  const shown = rows.slice(first, last);

  return (
    <div
      className="windowed-table"
      style={{
        maxHeight: viewHeight,
        ['--row-height' as string]: `${rowHeight}px`,
      }}
      onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
      // The scrolling region takes the keyboard's arrows and Page Down (axe: scrollable-region-focusable).
      tabIndex={0}
      role="region"
      aria-label={caption}
    >
      <table aria-rowcount={rows.length + 1}>
        <caption className="visually-hidden">
          {intl.formatMessage(
            { id: 'report.table.caption' },
            { name: caption, count: rows.length },
          )}
        </caption>
        <colgroup>
          {columns.map((column) => (
            <col key={column.key} style={{ width: columnWidths[column.key] }} />
          ))}
        </colgroup>
        <thead>
          <tr aria-rowindex={1}>
            {columns.map((column) => (
              <th key={column.key} scope="col">
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {first > 0 ? (
            <tr
              className="windowed-table__spacer"
              aria-hidden="true"
              style={{ height: first * rowHeight }}
            />
          ) : null}
          {shown.map((row, index) => (
            <tr key={row.id} aria-rowindex={first + index + 2}>
              {columns.map((column) => (
                <DataCell key={column.key} column={column} row={row} />
              ))}
            </tr>
          ))}
          {last < rows.length ? (
            <tr
              className="windowed-table__spacer"
              aria-hidden="true"
              style={{ height: (rows.length - last) * rowHeight }}
            />
          ) : null}
        </tbody>
      </table>
      {rows.length === 0 ? <div className="windowed-table__empty">{empty}</div> : null}
    </div>
  );
}
