import { screen, waitFor, within } from '@testing-library/react';
import { vendorReportCsvEndpoint, vendorReportEndpoint } from '../../../src/features/reports/api';
import { dayOf, addDays } from '../../../src/components/report/reportDates';
import { db } from '../../../src/mocks/db';
import { atDesktopWidth, preloadAppModules } from '../../utils/appSetup';
import { withNodeFileClasses } from '../../utils/nodeFileClasses';
import { failCall } from '../../utils/overrides';
import { renderApp } from '../../utils/renderApp';
import { bodiesTo, recordRequests } from '../../utils/requests';
import { findPageHeading } from '../contacts/contactsTestKit';

preloadAppModules(
  () => import('../../../src/features/reports/pages/VendorReportPage'),
  () => import('../../../src/components/report/UPlotChart'),
);
atDesktopWidth();
// The CSV is a Blob the mock backend answers with (see nodeFileClasses.ts).
withNodeFileClasses();

const SEPTEMBER = '/dashboard/vendor-report?from=2026-09-01&to=2026-09-30';

/** The seeded jobs of September 2026 (UTC days, as the mock backend reads the range). */
function septemberJobs(filter: (job: { vendor: string; product: string }) => boolean = () => true) {
  return db()
    .vendorJobs.all()
    .filter((job) => job.sent_at >= '2026-09-01' && job.sent_at < '2026-10-01' && filter(job));
}

const money = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

async function openReport(path: string) {
  const view = await renderApp(path, { as: 'admin' });
  await findPageHeading('Vendor Report');
  return view;
}

const total = (label: string) =>
  within(screen.getByText(label, { selector: 'dt' }).parentElement!).getByRole('definition');

describe('/dashboard/vendor-report', () => {
  it('is in the super admin’s Vendor Reports group', async () => {
    const { user } = await renderApp('/dashboard', { as: 'admin' });
    const sidebar = await screen.findByRole('navigation', { name: 'Main menu' });
    await user.click(within(sidebar).getByRole('menuitem', { name: 'Vendor Reports' }));
    await user.click(await within(sidebar).findByRole('menuitem', { name: 'Vendor Report' }));
    await findPageHeading('Vendor Report');
  });

  it('opens on the last 90 days, today included', async () => {
    const seen = recordRequests();
    await openReport('/dashboard/vendor-report');
    const today = dayOf(new Date());
    await waitFor(() =>
      expect(bodiesTo(seen, vendorReportEndpoint)).toEqual([
        { from: addDays(today, -89), to: today },
      ]),
    );
    expect(screen.getByLabelText('From')).toHaveValue(addDays(today, -89));
    expect(screen.getByLabelText('To')).toHaveValue(today);
  });

  it('reads its filters from the URL and shows the totals, chart summary and rows of that range', async () => {
    const jobs = septemberJobs();
    const seen = recordRequests();
    await openReport(SEPTEMBER);
    await waitFor(() => expect(total('Jobs')).toHaveTextContent(String(jobs.length)));
    expect(bodiesTo(seen, vendorReportEndpoint)).toEqual([{ from: '2026-09-01', to: '2026-09-30' }]);
    const pieces = jobs.reduce((sum, job) => sum + job.quantity, 0);
    const cost = jobs.reduce((sum, job) => sum + job.cost_cents, 0);
    expect(total('Pieces')).toHaveTextContent(pieces.toLocaleString('en-US'));
    expect(total('Cost')).toHaveTextContent(money(cost));
    // A month is charted day by day, and the summary says the same in words.
    expect(screen.getByRole('heading', { level: 2, name: 'Cost and pieces by day' })).toBeVisible();
    expect(
      screen.getByText(
        new RegExp(`^${jobs.length} jobs: ${pieces.toLocaleString('en-US')} pieces for \\$`),
      ),
    ).toBeInTheDocument();
    // The table holds every row for screen readers, but draws only those in view.
    const table = screen.getByRole('table', { name: `Vendor jobs: ${jobs.length} rows` });
    expect(table).toHaveAttribute('aria-rowcount', String(jobs.length + 1));
    const drawn = within(table).getAllByRole('row').length - 1;
    expect(drawn).toBeGreaterThan(5);
    expect(drawn).toBeLessThan(jobs.length);
    const newest = [...jobs].sort((a, b) => b.sent_at.localeCompare(a.sent_at))[0]!;
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(newest.order_no);
  });

  it('filters by vendor and product, keeping them in the URL and sending them to the server', async () => {
    const seen = recordRequests();
    const { user, router } = await openReport(SEPTEMBER);
    await waitFor(() => expect(screen.getByRole('option', { name: 'Relay SMS' })).toBeInTheDocument());
    await user.selectOptions(screen.getByLabelText('Vendor'), 'Relay SMS');
    await waitFor(() =>
      expect(bodiesTo(seen, vendorReportEndpoint).at(-1)).toEqual({
        from: '2026-09-01',
        to: '2026-09-30',
        vendor: 'Relay SMS',
      }),
    );
    expect(new URLSearchParams(router.state.location.search).get('vendor')).toBe('Relay SMS');
    const texts = septemberJobs((job) => job.vendor === 'Relay SMS');
    await waitFor(() => expect(total('Jobs')).toHaveTextContent(String(texts.length)));
    await user.selectOptions(screen.getByLabelText('Product'), 'Email');
    await waitFor(() =>
      expect(bodiesTo(seen, vendorReportEndpoint).at(-1)).toMatchObject({ product: 'Email' }),
    );
    expect(await screen.findByText('No vendor jobs match these filters.')).toBeInTheDocument();
    expect(screen.getByText('No vendor jobs in this period.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
  });

  it('says so when the range ends before it starts, and asks the server nothing', async () => {
    const seen = recordRequests();
    await openReport('/dashboard/vendor-report?from=2026-09-30&to=2026-09-01');
    expect(await screen.findByText('The end date is before the start date.')).toBeInTheDocument();
    expect(screen.getByLabelText('To')).toHaveAttribute('aria-invalid', 'true');
    expect(bodiesTo(seen, vendorReportEndpoint)).toEqual([]);
  });

  it('takes the default for a date in the URL that is not a real day', async () => {
    const seen = recordRequests();
    await openReport('/dashboard/vendor-report?from=2026-02-30&to=2026-09-30');
    await waitFor(() => expect(bodiesTo(seen, vendorReportEndpoint)).toHaveLength(1));
    expect(bodiesTo(seen, vendorReportEndpoint)[0]).toEqual({
      from: addDays(dayOf(new Date()), -89),
      to: '2026-09-30',
    });
  });

  it('shows the chart’s numbers as a table on request', async () => {
    const { user } = await openReport('/dashboard/vendor-report?from=2026-09-01&to=2026-09-07');
    await waitFor(() => expect(total('Jobs')).not.toHaveTextContent(/^0$/));
    await user.click(screen.getByRole('button', { name: 'Show as table' }));
    const table = screen.getByRole('table', { name: 'Cost and pieces by day' });
    // One row per day of the range, each with its cost and pieces.
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 7);
    // The same numbers as the totals: the days' costs add up to the week's.
    const cents = within(table)
      .getAllByRole<HTMLTableRowElement>('row')
      .slice(1)
      .map((row) => Math.round(Number((row.cells.item(1)?.textContent ?? '').replace(/[$,]/g, '')) * 100));
    expect(money(cents.reduce((sum, value) => sum + value, 0))).toBe(total('Cost').textContent);
    expect(screen.getByRole('button', { name: 'Show as chart' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the report’s failure with Retry, which loads it again', async () => {
    failCall(vendorReportEndpoint, 'http500', { once: true });
    const { user } = await openReport(SEPTEMBER);
    expect(await screen.findByText('The report could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(total('Jobs')).toHaveTextContent(String(septemberJobs().length)));
  });

  it('downloads the filtered report as CSV, with the server told the filters', async () => {
    const seen = recordRequests();
    const { user, services } = await openReport(`${SEPTEMBER}&vendor=Relay%20SMS`);
    const texts = septemberJobs((job) => job.vendor === 'Relay SMS');
    await waitFor(() => expect(total('Jobs')).toHaveTextContent(String(texts.length)));
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(
      await screen.findByText(`The report was downloaded (${texts.length} rows).`),
    ).toBeInTheDocument();
    expect(bodiesTo(seen, vendorReportCsvEndpoint)).toEqual([
      { from: '2026-09-01', to: '2026-09-30', vendor: 'Relay SMS' },
    ]);
    const [file] = services.savedFiles;
    expect(file!.name).toBe('vendor-report-2026-09-01-to-2026-09-30.csv');
    const lines = new TextDecoder().decode(file!.bytes).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Sent,Order,Vendor,Product,Quantity,Cost (USD),Customer');
    expect(lines).toHaveLength(1 + texts.length);
    expect(lines.slice(1).every((line) => line.includes(',Relay SMS,Text Message,'))).toBe(true);
  });

  it('shows a failed CSV in the export’s words, and keeps the report', async () => {
    failCall(vendorReportCsvEndpoint, 'http500');
    const { user } = await openReport(SEPTEMBER);
    await waitFor(() => expect(total('Jobs')).toHaveTextContent(String(septemberJobs().length)));
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText('The report could not be downloaded.')).toBeInTheDocument();
    expect(total('Jobs')).toHaveTextContent(String(septemberJobs().length));
  });
});
