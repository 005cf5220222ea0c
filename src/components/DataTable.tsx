import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import './dataTable.css';

/** One column: a header, and the cell as a field of the row or as rendered from it. */
export interface DataColumn<Row> {
  key: string;
  title: ReactNode;
  dataIndex?: keyof Row;
  render?: (value: unknown, row: Row) => ReactNode;
}

/** One cell: named by its column on a phone (data-label), its field or what `render` makes of it. */
export function DataCell<Row>({ column, row }: { column: DataColumn<Row>; row: Row }) {
  return (
    <td data-label={typeof column.title === 'string' ? column.title : undefined}>
      {column.render
        ? column.render(column.dataIndex ? row[column.dataIndex] : undefined, row)
        : String(column.dataIndex ? (row[column.dataIndex] ?? '') : '')}
    </td>
  );
}

/**
 * A plain, accessible HTML table for simple lists (a page at a time, no sorting or filters in the
 * table itself). antd's Table weighs some 40 KB gzip with what it pulls in; the catalogue screens
 * need none of its features, and the dashboard routes have a 350 KB budget. On a phone each row
 * becomes a card whose cells are named by their column (dataTable.css), rather than a table
 * squeezed to a letter per line.
 */
export function DataTable<Row extends { id: number }>({
  columns,
  rows,
  loading,
  empty,
  caption,
}: {
  columns: DataColumn<Row>[];
  rows: Row[];
  loading: boolean;
  empty: ReactNode;
  caption?: string;
}) {
  const intl = useIntl();
  return (
    <div className="data-table" aria-busy={loading}>
      <table>
        {caption ? <caption className="visually-hidden">{caption}</caption> : null}
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col">
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              {columns.map((column) => (
                <DataCell key={column.key} column={column} row={row} />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {rows.length === 0 && !loading ? <div className="data-table__empty">{empty}</div> : null}
      {loading ? (
        <div className="data-table__loading" role="status">
          {intl.formatMessage({ id: 'app.loading' })}
        </div>
      ) : null}
    </div>
  );
}
