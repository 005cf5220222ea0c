import { readFile } from 'node:fs/promises';
import { allEnglish as en } from '../../src/i18n/allEnglish';
import { expect, expectToastShown, sidebar, signInAs, test } from './fixtures';

/**
 * The report kit's journey, on its first report (/dashboard/vendor-report, super admin): filters
 * chosen on the page live in the URL (a reload or a shared link opens the same report), the chart
 * is drawn and can be read as a table, and the CSV comes down with the filters applied.
 */

const SEPTEMBER = '/dashboard/vendor-report?from=2026-09-01&to=2026-09-30';

test('filter, reopen from the URL, read the chart as a table and download the CSV', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  await page.waitForURL(/\/dashboard$/);
  await sidebar(page).getByRole('menuitem', { name: en['nav.group.vendorReports'] }).click();
  await sidebar(page).getByRole('menuitem', { name: en['nav.vendorReport'], exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Vendor Report' })).toBeVisible();

  await page.goto(SEPTEMBER);
  const vendor = page.getByLabel('Vendor', { exact: true });
  await expect(vendor.getByRole('option', { name: 'Relay SMS' })).toBeAttached();
  await vendor.selectOption('Relay SMS');
  await expect(page).toHaveURL(/vendor=Relay\+SMS/);
  // Every drawn row is that vendor's once the filtered report has come.
  const vendorCells = page.locator(
    '.windowed-table tbody tr:not(.windowed-table__spacer) td:nth-child(3)',
  );
  await expect
    .poll(async () => [...new Set(await vendorCells.allTextContents())])
    .toEqual(['Relay SMS']);
  const jobs = page.locator('.report-page__total').filter({ hasText: 'Jobs' }).locator('dd');
  const count = await jobs.textContent();

  // The link reopens the same report.
  await page.reload();
  await expect(page.getByLabel('Vendor', { exact: true })).toHaveValue('Relay SMS');
  await expect(page.getByLabel('From')).toHaveValue('2026-09-01');
  await expect(jobs).toHaveText(count!);
  await expect(page.getByRole('table', { name: `Vendor jobs: ${count} rows` })).toBeVisible();

  // The chart is drawn (the library loads with it), and reads as a table of the same days.
  await expect(page.locator('.report-chart__canvas canvas').first()).toBeVisible();
  await page.getByRole('button', { name: 'Show as table' }).click();
  const days = page.getByRole('table', { name: 'Cost and pieces by day' });
  await expect(days.getByRole('row')).toHaveCount(1 + 30);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('vendor-report-2026-09-01-to-2026-09-30.csv');
  const lines = (await readFile(await file.path(), 'utf8')).trimEnd().split('\r\n');
  expect(lines[0]).toBe('Sent,Order,Vendor,Product,Quantity,Cost (USD),Customer');
  expect(lines).toHaveLength(1 + Number(count));
  await expectToastShown(page, `The report was downloaded (${count} rows).`);
});

test('a range that ends before it starts is named, and the phone layout does not scroll sideways', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, 'admin');
  await page.waitForURL(/\/dashboard$/);
  await page.goto(SEPTEMBER);
  await expect(page.locator('.windowed-table tbody tr').first()).toBeVisible();
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await page.getByLabel('To').fill('2026-08-01');
  await expect(page.getByText('The end date is before the start date.')).toBeVisible();
  await expect(page).toHaveURL(/to=2026-08-01/);
});
