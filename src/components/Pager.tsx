import { useIntl } from 'react-intl';
import './pager.css';

/** The page numbers to show: the first, the last, and two either side of the current one. */
export function pagesAround(current: number, last: number): (number | 'gap')[] {
  const shown = [...new Set([1, last, current - 2, current - 1, current, current + 1, current + 2])]
    .filter((page) => page >= 1 && page <= last)
    .sort((a, b) => a - b);
  return shown.flatMap((page, index) =>
    index > 0 && page - shown[index - 1]! > 1 ? ['gap' as const, page] : [page],
  );
}

/**
 * Page links for a list: previous, numbers, next, and the total. A few buttons in a labelled nav,
 * in place of antd's Pagination, which brings antd's Select along (~25 KB on each list's first load).
 */
export function Pager({
  current,
  pageSize,
  total,
  onChange,
  label,
  totalLabel,
}: {
  current: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
  label: string;
  totalLabel?: string;
}) {
  const intl = useIntl();
  const last = Math.max(1, Math.ceil(total / pageSize));
  if (last === 1 && !totalLabel) return null;
  return (
    <nav className="pager" aria-label={label}>
      {totalLabel ? <span className="pager__total">{totalLabel}</span> : null}
      {last > 1 ? (
        <ul className="pager__pages">
          <li>
            <button
              type="button"
              className="pager__button"
              disabled={current <= 1}
              onClick={() => onChange(current - 1)}
            >
              {intl.formatMessage({ id: 'pager.previous' })}
            </button>
          </li>
          {pagesAround(current, last).map((page, index) =>
            page === 'gap' ? (
              <li key={`gap-${index}`} className="pager__gap" aria-hidden="true">
                …
              </li>
            ) : (
              <li key={page}>
                <button
                  type="button"
                  className="pager__button"
                  aria-label={intl.formatMessage({ id: 'pager.page' }, { page })}
                  aria-current={page === current ? 'page' : undefined}
                  onClick={() => onChange(page)}
                >
                  {page}
                </button>
              </li>
            ),
          )}
          <li>
            <button
              type="button"
              className="pager__button"
              disabled={current >= last}
              onClick={() => onChange(current + 1)}
            >
              {intl.formatMessage({ id: 'pager.next' })}
            </button>
          </li>
        </ul>
      ) : null}
    </nav>
  );
}
