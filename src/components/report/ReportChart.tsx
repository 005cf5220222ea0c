import { theme } from 'antd';
import { type CSSProperties, Suspense, lazy, useState } from 'react';
import { useIntl } from 'react-intl';
import { DataTable, type DataColumn } from '../DataTable';
import { PlainButton } from '../controls';
import type { ChartData } from './chartData';
import './reportChart.css';

const UPlotChart = lazy(() => import('./UPlotChart'));

/**
 * A report's chart as a figure: its title, a summary in words, and the chart, which the user can
 * swap for a table of the same numbers (ARCHITECTURE "Charts"). The chart library loads with the
 * first chart drawn, never with the route's other code.
 */
export function ReportChart({
  id,
  title,
  summary,
  data,
}: {
  id: string;
  title: string;
  summary: string;
  data: ChartData;
}) {
  const intl = useIntl();
  const [asTable, setAsTable] = useState(false);
  const { token } = theme.useToken();
  // The legend's keys take the colours UPlotChart draws with (the theme's primary and warning).
  const keyColours = {
    '--report-first': token.colorPrimary,
    '--report-second': token.colorWarning,
  } as CSSProperties;
  const columns: DataColumn<{ id: number; start: number }>[] = [
    {
      key: 'bucket',
      title: intl.formatMessage({ id: 'report.chart.period' }),
      render: (_value, row) => data.xLabel(row.start),
    },
    ...data.series.map((series, index) => ({
      key: `series-${index}`,
      title: series.label,
      render: (_value: unknown, row: { id: number }) => series.format(series.values[row.id] ?? 0),
    })),
  ];
  return (
    <figure className="report-chart" aria-labelledby={`${id}-title`} style={keyColours}>
      <div className="report-chart__head">
        <h2 id={`${id}-title`}>{title}</h2>
        <PlainButton aria-pressed={asTable} onClick={() => setAsTable(!asTable)}>
          {intl.formatMessage({
            id: asTable ? 'report.chart.showChart' : 'report.chart.showTable',
          })}
        </PlainButton>
      </div>
      <figcaption className="report-chart__summary">{summary}</figcaption>
      {asTable ? (
        <DataTable
          caption={title}
          columns={columns}
          rows={data.x.map((start, index) => ({ id: index, start }))}
          loading={false}
          empty={intl.formatMessage({ id: 'report.empty' })}
        />
      ) : (
        <>
          <ul className="report-chart__legend" aria-hidden="true">
            {data.series.map((series) => (
              <li
                key={series.label}
                className={`report-chart__key report-chart__key--${series.kind}`}
              >
                {series.label}
              </li>
            ))}
          </ul>
          <Suspense fallback={<div className="report-chart__canvas" />}>
            <UPlotChart data={data} />
          </Suspense>
        </>
      )}
    </figure>
  );
}
