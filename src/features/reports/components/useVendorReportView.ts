import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { ChartData } from '../../../components/report/chartData';
import { type BucketUnit, bucketsOf } from '../../../lib/timeBuckets';
import { formatDate, formatMonth, formatMonthDay } from '../../../lib/dateTime';
import { formatCents } from '../../../lib/money';
import type { VendorJob } from '../api';

/**
 * A bucket's name in the table view and the summary: the day it starts as the app writes dates
 * (MM-DD-YYYY, accounts-money §9), or the month as MM-YYYY.
 */
const LABELS: Record<BucketUnit, (start: number) => string> = {
  day: formatDate,
  week: formatDate,
  month: formatMonth,
};
/** The axis's shorter name for it, where the full date would crowd the ticks: MM-DD. */
const TICKS: Record<BucketUnit, (start: number) => string> = {
  day: formatMonthDay,
  week: formatMonthDay,
  month: formatMonth,
};

/**
 * What the vendor report shows of its rows: the totals, the chart of cost (bars) and pieces (a
 * line) per day, week or month, and the summary that says the same in a sentence.
 */
export function useVendorReportView(rows: readonly VendorJob[], range: { from: string; to: string }) {
  const intl = useIntl();
  return useMemo(() => {
    const money = (cents: number) => formatCents(Math.round(cents), intl.locale);
    const count = (value: number) => intl.formatNumber(Math.round(value));
    const short = { notation: 'compact', maximumFractionDigits: 1 } as const;
    const moneyTick = (cents: number) =>
      intl.formatNumber(cents / 100, { ...short, style: 'currency', currency: 'USD' });
    const countTick = (value: number) => intl.formatNumber(value, short);
    const buckets = bucketsOf(rows, range, (row) => row.sent_at, [
      (row) => row.cost,
      (row) => row.quantity,
    ]);
    const [cost = [], pieces = []] = buckets.sums;
    const unitWord = intl.formatMessage({ id: `reports.vendor.by.${buckets.unit}` });
    const bucketLabel = (start: number) => {
      const label = LABELS[buckets.unit](start);
      return buckets.unit === 'week'
        ? intl.formatMessage({ id: 'reports.vendor.weekOf' }, { day: label })
        : label;
    };
    const chart: ChartData = {
      x: buckets.starts,
      xLabel: LABELS[buckets.unit],
      xTick: TICKS[buckets.unit],
      series: [
        { label: intl.formatMessage({ id: 'reports.vendor.cost' }), values: cost, kind: 'bars', axis: 'left', format: money, tick: moneyTick },
        { label: intl.formatMessage({ id: 'reports.vendor.pieces' }), values: pieces, kind: 'line', axis: 'right', format: count, tick: countTick },
      ],
    };
    const totalCost = rows.reduce((sum, row) => sum + row.cost, 0);
    const totalPieces = rows.reduce((sum, row) => sum + row.quantity, 0);
    let busiest = -1;
    cost.forEach((value, index) => {
      if (value > 0 && (busiest < 0 || value > cost[busiest]!)) busiest = index;
    });
    const summary =
      rows.length === 0
        ? intl.formatMessage({ id: 'reports.vendor.summary.none' })
        : intl.formatMessage(
            { id: 'reports.vendor.summary' },
            {
              jobs: rows.length,
              pieces: count(totalPieces),
              cost: money(totalCost),
              unit: unitWord,
              busiest: bucketLabel(buckets.starts[busiest]!),
              busiestCost: money(cost[busiest]!),
            },
          );
    const totals = [
      { label: intl.formatMessage({ id: 'reports.vendor.total.jobs' }), value: count(rows.length) },
      { label: intl.formatMessage({ id: 'reports.vendor.total.pieces' }), value: count(totalPieces) },
      { label: intl.formatMessage({ id: 'reports.vendor.total.cost' }), value: money(totalCost) },
    ];
    return { chart, summary, totals, unitWord };
  }, [intl, rows, range]);
}
