import { http, HttpResponse } from 'msw';
import {
  type VendorReportQuery,
  vendorReportCsvEndpoint,
  vendorReportEndpoint,
} from '../../features/reports/api';
import { getConfig } from '../../config/env';
import { csvCell } from '../../lib/csvText';
import type { UserRecord } from '../auth';
import { type Database, db } from '../db';
import { handle, userOfFileRequest } from '../kit/handle';
import type { BodyReader } from '../kit/fields';
import { type MockReply, fail, invalid, ok } from '../kit/replies';
import type { VendorJobRecord } from './records';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const SUPER_ADMIN = 1;

interface ReportFilters {
  from: string;
  to: string;
  vendor: string;
  product: string;
}

function forbidden(user: UserRecord | null): MockReply | null {
  return user?.role_id === SUPER_ADMIN
    ? null
    : fail('You are not allowed to do this.', { status: 403 });
}

/** The filters as a Laravel API would validate them: real days, the end not before the start. */
function filtersOf(fields: Record<keyof ReportFilters, string>): ReportFilters | MockReply {
  const errors: Record<string, string[]> = {};
  for (const field of ['from', 'to'] as const) {
    const value = fields[field];
    if (value === '') errors[field] = [`The ${field} field is required.`];
    else if (!DAY.test(value) || Number.isNaN(Date.parse(value)))
      errors[field] = [`The ${field} is not a valid date.`];
  }
  if (Object.keys(errors).length === 0 && fields.to < fields.from)
    errors.to = ['The to must be a date after or equal to from.'];
  return Object.keys(errors).length > 0 ? invalid(errors) : fields;
}

const read = (body: BodyReader<VendorReportQuery>) =>
  filtersOf({
    from: body.text('from'),
    to: body.text('to'),
    vendor: body.text('vendor'),
    product: body.text('product'),
  });

/** Jobs sent (not scheduled) in the range, newest first, filtered by vendor and product. */
function jobsIn(database: Database, filters: ReportFilters, now: Date): VendorJobRecord[] {
  const start = `${filters.from}T00:00:00.000Z`;
  const end = `${filters.to}T23:59:59.999Z`;
  const sentBy = now.toISOString();
  return database.vendorJobs
    .all()
    .filter(
      (job) =>
        job.sent_at >= start &&
        job.sent_at <= end &&
        job.sent_at <= sentBy &&
        (filters.vendor === '' || job.vendor === filters.vendor) &&
        (filters.product === '' || job.product === filters.product),
    )
    .sort((a, b) => b.sent_at.localeCompare(a.sent_at) || b.id - a.id);
}

function customerOf(database: Database, job: VendorJobRecord): string {
  const user = database.users.get(job.user_id);
  return user ? `${user.fname} ${user.lname}`.trim() || user.email : '';
}

const distinct = (values: string[]) => [...new Set(values)].sort((a, b) => a.localeCompare(b));

/** The CSV's file, at a plain URL: a GET with the token in a header, as the contact exports. */
export const vendorReportFileUrl = () =>
  `${getConfig().apiBases.orders}vendor-report-exports/:file`;

const CSV_HEADERS = ['Sent', 'Order', 'Vendor', 'Product', 'Quantity', 'Cost (USD)', 'Customer'];

export const vendorReportHandlers = [
  handle(vendorReportEndpoint, ({ db: database, user, read: body }) => {
    const refused = forbidden(user);
    if (refused) return refused;
    const filters = read(body);
    if ('status' in filters) return filters;
    const rows = jobsIn(database, filters, new Date()).map((job) => ({
      id: job.id,
      sent_at: job.sent_at,
      vendor: job.vendor,
      product: job.product,
      quantity: job.quantity,
      cost: (job.cost_cents / 100).toFixed(2),
      customer: customerOf(database, job),
      order_no: job.order_no,
    }));
    const all = database.vendorJobs.all();
    return ok(
      {
        rows,
        vendors: distinct(all.map((job) => job.vendor)),
        products: distinct(all.map((job) => job.product)),
      },
      { total_count: rows.length },
    );
  }),

  handle(vendorReportCsvEndpoint, ({ db: database, user, read: body }) => {
    const refused = forbidden(user);
    if (refused) return refused;
    const filters = read(body);
    if ('status' in filters) return filters;
    const query = new URLSearchParams(Object.entries(filters).filter(([, value]) => value !== ''));
    return ok({
      url: `vendor-report-exports/vendor-report.csv?${query.toString()}`,
      file_name: `vendor-report-${filters.from}-to-${filters.to}.csv`,
      rows: jobsIn(database, filters, new Date()).length,
    });
  }),
];

export const vendorReportFileHandlers = [
  http.get(vendorReportFileUrl(), ({ request }) => {
    const user = userOfFileRequest(request, 'vendor-report-exports');
    if (!user || forbidden(user))
      return HttpResponse.json({ status: false, message: 'Unauthenticated.' }, { status: 401 });
    const query = new URL(request.url).searchParams;
    const filters = filtersOf({
      from: query.get('from') ?? '',
      to: query.get('to') ?? '',
      vendor: query.get('vendor') ?? '',
      product: query.get('product') ?? '',
    });
    if ('status' in filters)
      return HttpResponse.json(filters.body as Record<string, unknown>, { status: filters.status });
    const lines = [CSV_HEADERS.join(',')];
    for (const job of jobsIn(db(), filters, new Date()))
      lines.push(
        [
          job.sent_at,
          job.order_no,
          job.vendor,
          job.product,
          String(job.quantity),
          (job.cost_cents / 100).toFixed(2),
          customerOf(db(), job),
        ]
          .map(csvCell)
          .join(','),
      );
    const file = new Blob([`${lines.join('\r\n')}\r\n`], { type: 'text/csv' });
    return new HttpResponse(file, {
      headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Length': String(file.size) },
    });
  }),
];
