import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { RetryAlert } from '../RetryAlert';
import './reportPage.css';

/**
 * The frame every report screen shares: the title with the report's actions (CSV), an intro,
 * the filters (kept in the URL by useReportFilters), then either the load's failure with Retry,
 * or the totals, the chart (ReportChart) and the rows (WindowedTable).
 */
export function ReportPage({
  id,
  title,
  intro,
  actions,
  filters,
  notices,
  failure,
  onRetry,
  busy,
  totals,
  chart,
  table,
}: {
  id: string;
  title: string;
  intro: ReactNode;
  actions: ReactNode;
  filters: ReactNode;
  /** Messages about the report's actions (a failed export), above its content. */
  notices?: ReactNode;
  /** The load's failure, in words; null when it did not fail. */
  failure: string | null;
  onRetry: () => void;
  busy: boolean;
  /** The report's sums, each a label and its formatted value. */
  totals: readonly { label: string; value: string }[];
  chart: ReactNode;
  table: ReactNode;
}) {
  const intl = useIntl();
  return (
    <section className="report-page" aria-labelledby={`${id}-title`} aria-busy={busy}>
      <header className="report-page__header">
        <h1 id={`${id}-title`}>{title}</h1>
        {actions}
      </header>
      <p className="report-page__intro">{intro}</p>
      <div className="report-page__filters" role="group" aria-label={title}>
        {filters}
      </div>
      {notices}
      {busy ? (
        <p role="status" className="report-page__loading">
          {intl.formatMessage({ id: 'app.loading' })}
        </p>
      ) : null}
      {failure !== null ? (
        <RetryAlert message={failure} onRetry={onRetry} />
      ) : (
        <>
          <dl className="report-page__totals">
            {totals.map((total) => (
              <div key={total.label} className="report-page__total">
                <dt>{total.label}</dt>
                <dd>{total.value}</dd>
              </div>
            ))}
          </dl>
          {chart}
          {table}
        </>
      )}
    </section>
  );
}
