import '../register';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert } from 'antd';
import { FormField, NativeSelect } from '../../../components/controls';
import type { DataColumn } from '../../../components/DataTable';
import type { PageProps } from '../../../components/pageProps';
import { CsvExportButton } from '../../../components/report/CsvExportButton';
import { DateRangeFilter, rangeProblem } from '../../../components/report/DateRangeFilter';
import { ReportChart } from '../../../components/report/ReportChart';
import { ReportPage } from '../../../components/report/ReportPage';
import { lastDays } from '../../../components/report/reportDates';
import { useReportFilters } from '../../../components/report/useReportFilters';
import { WindowedTable } from '../../../components/report/WindowedTable';
import { useUserMessage } from '../../../components/useUserMessage';
import { formatDateTime } from '../../../lib/dateTime';
import { formatCents } from '../../../lib/money';
import { callFailureMessage } from '../../../state/callState';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import type { VendorJob, VendorReportQuery } from '../api';
import { useVendorReportView } from '../components/useVendorReportView';
import {
  csvFailed,
  selectCsvFailure,
  selectCsvProgress,
  selectVendorReport,
  vendorCsvWanted,
  vendorReportCall,
} from '../slice';

/** The report opens on the last 90 days, today included. */
const DEFAULT_DAYS = 90;
/** The date and time (MM-DD-YYYY | HH:mm:ss) need the room; the figures need little. */
const COLUMN_WIDTHS = { sent: '190px', quantity: '90px', cost: '110px' };

/**
 * /dashboard/vendor-report (role 1): what the platform paid its vendors, job by job, between two
 * days, by vendor and product; the filters live in the URL, so a report can be bookmarked.
 */
export default function VendorReportPage({ titleId }: PageProps) {
  const intl = useIntl();
  const word = useUserMessage();
  const dispatch = useAppDispatch();
  const [defaults] = useState(() => ({ ...lastDays(DEFAULT_DAYS), vendor: '', product: '' }));
  const { filters, setFilters } = useReportFilters(defaults);
  const report = useAppSelector(selectVendorReport);
  const csvProgress = useAppSelector(selectCsvProgress);
  const csvFailure = useAppSelector(selectCsvFailure);
  const { from, to, vendor, product } = filters;
  const backwards = rangeProblem(from, to);

  const query = useMemo<VendorReportQuery>(
    () => ({ from, to, ...(vendor ? { vendor } : {}), ...(product ? { product } : {}) }),
    [from, to, vendor, product],
  );
  const load = useCallback(() => {
    if (!backwards) dispatch(vendorReportCall.request(query));
  }, [backwards, dispatch, query]);
  useEffect(load, [load]);
  // A failed export's message belongs to this visit only.
  useEffect(() => () => void dispatch(csvFailed(null)), [dispatch]);

  const rows = useMemo(() => (backwards ? [] : (report.data?.rows ?? [])), [backwards, report.data]);
  const range = useMemo(() => ({ from, to }), [from, to]);
  const view = useVendorReportView(rows, range);
  const title = intl.formatMessage({ id: titleId });
  const columns: DataColumn<VendorJob>[] = [
    { key: 'sent', title: intl.formatMessage({ id: 'reports.vendor.column.sent' }), render: (_v, row) => formatDateTime(row.sent_at) },
    { key: 'order', title: intl.formatMessage({ id: 'reports.vendor.column.order' }), dataIndex: 'order_no' },
    { key: 'vendor', title: intl.formatMessage({ id: 'reports.vendor.column.vendor' }), dataIndex: 'vendor' },
    { key: 'product', title: intl.formatMessage({ id: 'reports.vendor.column.product' }), dataIndex: 'product' },
    { key: 'quantity', title: intl.formatMessage({ id: 'reports.vendor.column.quantity' }), render: (_v, row) => intl.formatNumber(row.quantity) },
    { key: 'cost', title: intl.formatMessage({ id: 'reports.vendor.column.cost' }), render: (_v, row) => formatCents(row.cost, intl.locale) },
    { key: 'customer', title: intl.formatMessage({ id: 'reports.vendor.column.customer' }), dataIndex: 'customer' },
  ];
  const choices = (values: readonly string[] | undefined, current: string) =>
    [...new Set([...(values ?? []), ...(current ? [current] : [])])];

  return (
    <ReportPage
      id="vendor-report"
      title={title}
      intro={intl.formatMessage({ id: 'reports.vendor.intro' })}
      busy={report.loading}
      actions={
        <CsvExportButton
          progress={csvProgress}
          disabled={backwards || rows.length === 0}
          onExport={() => dispatch(vendorCsvWanted(query))}
        />
      }
      filters={
        <>
          <DateRangeFilter idPrefix="vendor-report" from={from} to={to} onChange={setFilters} />
          <FormField id="vendor-report-vendor" label={intl.formatMessage({ id: 'reports.vendor.filter.vendor' })} problem={null}>
            <NativeSelect id="vendor-report-vendor" value={vendor} onChange={(event) => setFilters({ vendor: event.target.value })}>
              <option value="">{intl.formatMessage({ id: 'reports.vendor.filter.allVendors' })}</option>
              {choices(report.data?.vendors, vendor).map((name) => (
                <option key={name} value={name}>{name}</option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField id="vendor-report-product" label={intl.formatMessage({ id: 'reports.vendor.filter.product' })} problem={null}>
            <NativeSelect id="vendor-report-product" value={product} onChange={(event) => setFilters({ product: event.target.value })}>
              <option value="">{intl.formatMessage({ id: 'reports.vendor.filter.allProducts' })}</option>
              {choices(report.data?.products, product).map((name) => (
                <option key={name} value={name}>{name}</option>
              ))}
            </NativeSelect>
          </FormField>
        </>
      }
      failure={report.error && !backwards ? word(callFailureMessage(vendorReportCall, report.error)) : null}
      onRetry={load}
      totals={view.totals}
      notices={
        csvFailure ? (
          <Alert
            type="error"
            showIcon
            title={word(csvFailure)}
            closable={{ onClose: () => dispatch(csvFailed(null)) }}
            style={{ marginBottom: 16 }}
          />
        ) : null
      }
      chart={
          <ReportChart
            id="vendor-report-chart"
            title={intl.formatMessage({ id: 'reports.vendor.chart' }, { unit: view.unitWord })}
            summary={view.summary}
            data={view.chart}
          />
      }
      table={
        <WindowedTable
          caption={intl.formatMessage({ id: 'reports.vendor.table' })}
          columns={columns}
          rows={rows}
          columnWidths={COLUMN_WIDTHS}
          empty={intl.formatMessage({ id: 'reports.vendor.none' })}
        />
      }
    />
  );
}
