import { seedVendorJobs } from '../../../../mocks/reports/seed';
import { nextIdOf } from '../../../../../tests/e2e/xssKit';
import {
  type HostileScreen,
  hostileScreen,
  textWhileScrolled,
} from '../../../../../tests/e2e/xssScreenKit';

/** A day of the seeded year, so the planted jobs are sent (the report leaves scheduled ones out). */
const DAY = '2026-09-15';

/** The vendor report under hostile strings (tests/e2e/xssScreens.spec.ts). */
export const XSS_SCREENS: readonly HostileScreen[] = [
  hostileScreen({
    title: "vendor report: customers' names, vendors and products",
    account: 'admin',
    plant: ({ data }, strings) => {
      const model = data.users.find((row) => row.email === 'market@mailcraft.demo')!;
      const jobs = (data.vendorJobs ??= seedVendorJobs());
      const firstUser = nextIdOf(data.users);
      const firstJob = nextIdOf(jobs);
      for (const [index, text] of strings.entries()) {
        data.users.push({
          ...model,
          id: firstUser + index,
          fname: text,
          lname: '',
          email: `customer${firstUser + index}@hostile.example`,
          api_token: `hostile-${firstUser + index}`,
        });
        jobs.push({
          id: firstJob + index,
          sent_at: `${DAY}T08:00:00.000Z`,
          vendor: text,
          product: text,
          quantity: 1,
          cost_cents: 100,
          user_id: firstUser + index,
          order_no: `VJ-X${index}`,
        });
      }
    },
    url: `/dashboard/vendor-report?from=${DAY}&to=${DAY}`,
    read: async ({ page }) => {
      const table = page.locator('.windowed-table');
      await table.locator('tbody tr:not(.windowed-table__spacer)').first().waitFor();
      // The table draws only the rows in view; the filters list every vendor and product.
      const choices = await page.getByRole('main').locator('select').allTextContents();
      return `${await textWhileScrolled(page, table)} ${choices.join(' ')}`;
    },
  }),
];
