import * as z from 'zod/mini';
import { defineEndpoint, inline } from '../../api';
import { centsFromDollars, idLike, text } from '../../api/fields';

/**
 * The vendor reports (accounts-money §7 "Vendor reports and pricing": get-vendor-report and its
 * CSV variant). The spec names the calls and not their fields, so the shapes here are ours: what
 * the platform paid its print, text, email and data vendors, job by job.
 */

/** One job handed to a vendor (a print run, a batch of texts...), with what it cost us. */
export const vendorJobSchema = z.object({
  id: idLike,
  sent_at: text,
  vendor: text,
  product: text,
  quantity: z.catch(z.number(), 0),
  cost: centsFromDollars,
  customer: text,
  order_no: text,
});
export type VendorJob = z.infer<typeof vendorJobSchema>;

export const vendorReportSchema = z.object({
  rows: z.array(vendorJobSchema),
  /** Every vendor and product the report could be filtered by, whatever the filters. */
  vendors: z.catch(z.array(z.string()), []),
  products: z.catch(z.array(z.string()), []),
});
export type VendorReport = z.infer<typeof vendorReportSchema>;

/** The report's filters; dates are calendar days (YYYY-MM-DD), both ends included. */
export interface VendorReportQuery {
  from: string;
  to: string;
  vendor?: string;
  product?: string;
}

/** The jobs sent between two days, filtered by vendor and product. */
export const vendorReportEndpoint = defineEndpoint<VendorReportQuery, VendorReport>({
  id: 'reports.vendor',
  base: 'orders',
  path: 'get-vendor-report',
  data: vendorReportSchema,
  showFailure: inline('reports.failed'),
});

/** Where the server put the report's CSV, and how many rows it holds. */
export const reportFileSchema = z.object({ url: text, file_name: text, rows: z.number() });
export type ReportFile = z.infer<typeof reportFileSchema>;

/** The same report as a CSV file, prepared by the server and then downloaded (with progress). */
export const vendorReportCsvEndpoint = defineEndpoint<VendorReportQuery, ReportFile>({
  id: 'reports.vendorCsv',
  base: 'orders',
  path: 'get-vendor-report-csv',
  data: reportFileSchema,
  showFailure: inline('reports.csv.failed'),
});
