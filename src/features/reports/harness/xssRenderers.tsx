import { act } from '@testing-library/react';
import { expect } from 'vitest';
import { vendorReportCall } from '../slice';
import {
  type RendererCases,
  mountLoadedRoute,
  nthChild,
  one,
} from '../../../../tests/unit/xss/rendererKit';

/**
 * The reports feature's cases of the XSS renderer suite (tests/unit/xss/renderers.test.tsx, which
 * finds this file by glob; the case's shape and the checks are in tests/unit/xss/rendererKit.tsx):
 * what the vendor report shows of the server's text: vendors, products, customers' names, job
 * numbers, in the table. (The filters' choices are the same strings, each once: a list of
 * distinct names has no slot per row, so it is not a spot here.)
 */

/** Rows the windowed table draws from the top (its view and the rows kept beyond it). */
const DRAWN_ROWS = 16;
const SEPTEMBER = { from: '2026-09-01', to: '2026-09-30' };

/** A cell of the windowed table, in the body row of the slot. */
const reportCell = (column: number) => (slot: number) =>
  nthChild(nthChild(one('.windowed-table tbody'), slot + 1, 'tr'), column, 'td');

export const XSS_RENDERERS: RendererCases = [
  {
    name: '/dashboard/vendor-report: vendors, products, customers and jobs (store)',
    blns: 'all',
    preload: [() => import('../pages/VendorReportPage')],
    mount: async () => {
      const store = await mountLoadedRoute(
        `/dashboard/vendor-report?from=${SEPTEMBER.from}&to=${SEPTEMBER.to}`,
        (loaded) => {
          expect(loaded.getState().reports?.vendorReport.data?.rows.length).toBeGreaterThan(20);
          reportCell(1)(0);
        },
        'admin',
      );
      const row = store.getState().reports!.vendorReport.data!.rows[0]!;
      return {
        slots: DRAWN_ROWS,
        show: async (texts) => {
          await act(async () => {
            store.dispatch(
              vendorReportCall.success({
                request: SEPTEMBER,
                data: {
                  rows: texts.map((text, slot) => ({
                    ...row,
                    id: slot + 1,
                    vendor: text,
                    product: text,
                    customer: text,
                    order_no: text,
                  })),
                  vendors: [...texts],
                  products: [...texts],
                },
                totalCount: texts.length,
                message: undefined,
              }),
            );
            await Promise.resolve();
          });
        },
        spots: [
          { name: 'job', region: reportCell(2), expected: (text) => text },
          { name: 'vendor', region: reportCell(3), expected: (text) => text },
          { name: 'product', region: reportCell(4), expected: (text) => text },
          { name: 'customer', region: reportCell(7), expected: (text) => text },
        ],
      };
    },
  },
];
