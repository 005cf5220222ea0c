import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Download, Page } from '@playwright/test';
import { generateContactsCsv } from '../../scripts/csv/generateContacts.mjs';
import { allEnglish as en } from '../../src/i18n/allEnglish';
import { demoCalls, expect, expectToastShown, signInAs, sidebar, test } from './fixtures';

/** The contacts journeys of the contacts issue, as the Marketplace user, in real Chromium. */

const plural = (template: string, count: number) =>
  template
    .replace(
      /\{count, plural, one \{([^}]*)\} other \{([^}]*)\}\}/,
      (_all, one: string, other: string) => (count === 1 ? one : other),
    )
    .replace('#', count.toLocaleString('en-US'));

async function textOf(download: Download): Promise<string> {
  return readFile(await download.path(), 'utf8');
}

/** An entry of the sidebar's Contacts group (opened first when it is closed). */
async function contactsMenu(page: Page, label: string): Promise<void> {
  const item = sidebar(page).getByRole('menuitem', { name: label, exact: true });
  if (!(await item.isVisible()))
    await sidebar(page).getByRole('menuitem', { name: en['nav.group.contacts'] }).click();
  await item.click();
}

async function openLists(page: Page): Promise<void> {
  await contactsMenu(page, en['nav.myContactLists']);
  await expect(page.getByRole('heading', { level: 1, name: en['screen.mailing'] })).toBeVisible();
}

test('a Marketplace user imports a CSV, fixes nothing, gets the problem rows, and manages the new list', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const file = join(tmpdir(), `contacts-e2e-${process.pid}.csv`);
  const counts = await generateContactsCsv({ out: file, size: 600_000, seed: 7 });
  expect(counts.rows).toBeGreaterThan(2000);

  await signInAs(page, 'market');
  await contactsMenu(page, en['nav.createContactList']);
  const modal = page.getByRole('dialog', { name: en['contacts.import.createTitle'] });
  await expect(modal).toBeVisible();
  const listName = `Imported ${Date.now()}`;
  await modal.getByLabel(en['contacts.name.label']).fill(listName);
  await modal.getByLabel(en['contacts.import.chooseFile']).setInputFiles(file);

  // The header and first rows at once; the columns matched by name.
  await expect(modal.getByRole('columnheader', { name: 'first_name', exact: true })).toBeVisible();
  await expect(modal.getByLabel(en['contacts.field.email'])).toHaveValue('4');

  // The whole file checked in a worker: the generator's counts.
  await modal.getByRole('button', { name: en['contacts.import.validate'] }).click();
  await expect(modal.getByText(plural(en['contacts.import.rows'], counts.rows))).toBeVisible();
  await expect(
    modal.getByText(plural(en['contacts.import.badEmails'], counts.badEmails)),
  ).toBeVisible();
  await expect(
    modal.getByText(plural(en['contacts.import.badPhones'], counts.badPhones)),
  ).toBeVisible();
  await expect(
    modal.getByText(plural(en['contacts.import.wrongColumns'], counts.wrongColumnCount)),
  ).toBeVisible();

  // The problem rows as a CSV.
  const [errors] = await Promise.all([
    page.waitForEvent('download'),
    modal.getByRole('button', { name: en['contacts.import.downloadErrors'] }).click(),
  ]);
  const errorCsv = await textOf(errors);
  expect(errorCsv).toContain(en['contacts.import.errorReason.email']);
  expect(errorCsv.trim().split('\r\n').length).toBeGreaterThan(counts.badEmails);

  // Upload, mapping and polling until ready.
  await modal.getByRole('button', { name: en['contacts.import.proceed'] }).click();
  await expect(modal.getByText(new RegExp(`${listName} is ready`))).toBeVisible({
    timeout: 30_000,
  });
  await modal.getByRole('link', { name: en['contacts.import.openList'] }).click();

  // The list's contacts, paged in and padded to the total; scrolled to the end.
  await expect(page.getByRole('heading', { level: 2, name: listName })).toBeVisible();
  const grid = page.getByRole('table', { name: `Contacts of ${listName}` });
  await expect(grid.getByRole('row').nth(1)).not.toContainText(en['contacts.detail.rowLoading']);
  const viewport = grid.locator('.contact-grid__viewport');
  await viewport.evaluate((element) => element.scrollTo(0, element.scrollHeight));
  const lastRow = grid.locator('[role="row"]').last();
  await expect(lastRow).not.toContainText(en['contacts.detail.rowLoading']);
  await expect(lastRow).toHaveAttribute(
    'aria-rowindex',
    String(Number(await grid.getAttribute('aria-rowcount'))),
  );

  // Back to the lists: rename, export, delete.
  await openLists(page);
  const renamed = `${listName} renamed`;
  await page.getByRole('button', { name: `Rename ${listName}` }).click();
  const rename = page.getByRole('dialog', { name: en['contacts.rename.title'] });
  await rename.getByLabel(en['contacts.name.label']).fill(renamed);
  await rename.getByRole('button', { name: en['common.save'] }).click();
  await expect(page.getByRole('link', { name: renamed, exact: true })).toBeVisible();

  const [exported] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: `Export CSV of ${renamed}` }).click(),
  ]);
  const exportedRows = (await textOf(exported)).trim().split('\r\n');
  expect(exportedRows[0]).toContain('first_name');

  // The failed addresses of the new list: the modal and its CSV.
  await page.getByRole('button', { name: en['contacts.lists.failedBannerAction'] }).click();
  const failed = page.getByRole('dialog', { name: en['contacts.failed.modalTitle'] });
  for (const column of ['name', 'total', 'failedCount', 'created', 'action'] as const)
    await expect(
      failed.getByRole('columnheader', { name: en[`contacts.failed.${column}`] }),
    ).toBeVisible();
  const [failedCsv] = await Promise.all([
    page.waitForEvent('download'),
    failed
      .getByRole('button', { name: `Download CSV of the failed addresses of ${renamed}` })
      .click(),
  ]);
  expect(await textOf(failedCsv)).toContain('first_name');
  await failed.getByRole('button', { name: 'Close', exact: true }).click();

  await page.getByRole('button', { name: `Delete ${renamed}` }).click();
  await page.getByRole('button', { name: 'DELETE', exact: true }).click();
  await expectToastShown(page, 'The contact list is deleted.');
  await expect(page.getByRole('link', { name: renamed, exact: true })).toHaveCount(0);
});

test('a list used by an active campaign cannot be deleted, and says why', async ({ page }) => {
  await signInAs(page, 'market');
  await openLists(page);
  await page.getByRole('button', { name: 'Delete Past clients' }).click();
  await page.getByRole('button', { name: 'DELETE', exact: true }).click();
  await expect(page.getByText(en['contacts.lists.inUse']).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Past clients', exact: true })).toBeVisible();
});

test('a refused file is named and nothing is sent', async ({ page }) => {
  await signInAs(page, 'market');
  await contactsMenu(page, en['nav.uploadContacts']);
  const modal = page.getByRole('dialog', { name: en['contacts.import.uploadTitle'] });
  await modal.getByLabel(en['contacts.import.chooseFile']).setInputFiles({
    name: 'contacts.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from('not a csv'),
  });
  await expect(modal.getByRole('alert')).toHaveText(en['contacts.import.fileType']);
  await expect(modal.getByRole('button', { name: en['contacts.import.validate'] })).toBeDisabled();
  const { sent } = await demoCalls(page);
  expect(sent.length, 'the recorder sees the page’s other calls').toBeGreaterThan(0);
  expect(sent.filter((call) => call.url.includes('contactlist-upload-chunk'))).toEqual([]);
});
