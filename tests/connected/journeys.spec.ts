import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { allEnglish as en } from '../../src/i18n/allEnglish';
import { ACCOUNTS, expect, expectToastShown, sidebar, test } from '../e2e/fixtures';
import { balance, chooseAmount, fundButton, openFundAccount } from '../e2e/fundKit';

/**
 * The connected build as real users meet it (playwright.connected.config.ts): every call crosses
 * the network to the local API server, with CORS and the production CSP, the token where the
 * spec puts it. The server's control port stops it, starts it and slows one path.
 */

const CONTROL = `http://127.0.0.1:${Number(process.env.API_LOCAL_PORT ?? 4320) + 1}`;
const PASSWORD = 'Demo@1234';

async function control(page: Page, action: 'stop' | 'start' | 'delay', body?: object) {
  const response = await page.request.post(`${CONTROL}/${action}`, body ? { data: body } : {});
  expect(response.ok(), `control ${action}`).toBe(true);
}

/** Signs in by typing, as there are no demo buttons in a connected build. */
async function signIn(page: Page, email: string = ACCOUNTS.market.email) {
  await page.goto('/signin');
  await expect(page.getByRole('button', { name: /^Use / })).toHaveCount(0);
  await page.getByLabel(en['auth.email']).fill(email);
  await page.getByLabel(en['auth.password']).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

test.afterEach(async ({ page }) => {
  // Whatever a journey did to the server, the next one finds it up and prompt.
  await control(page, 'start');
  await control(page, 'delay', { path: 'get-profile/', ms: 0 });
});

test('over HTTP: sign in, the template library, a small CSV import, funding and a launch', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signIn(page);

  await page.goto('/dashboard/templates');
  await expect(page.getByRole('heading', { level: 1, name: en['screen.templates'] })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();

  const file = join(tmpdir(), `connected-${process.pid}.csv`);
  await writeFile(
    file,
    [
      'first_name,last_name,email,phone,address,city,state,zip',
      ...Array.from(
        { length: 5 },
        (_, row) =>
          `Ana${row},Lopez,ana${row}@example.com,50355501${String(row).padStart(2, '0')},${row + 1} Oak St,Portland,OR,97201`,
      ),
    ].join('\r\n'),
  );
  await sidebar(page).getByRole('menuitem', { name: en['nav.group.contacts'] }).click();
  await sidebar(page).getByRole('menuitem', { name: en['nav.createContactList'] }).click();
  const importer = page.getByRole('dialog', { name: en['contacts.import.createTitle'] });
  const listName = `Connected ${Date.now()}`;
  await importer.getByLabel(en['contacts.name.label']).fill(listName);
  await importer.getByLabel(en['contacts.import.chooseFile']).setInputFiles(file);
  await importer.getByRole('button', { name: en['contacts.import.validate'] }).click();
  await importer.getByRole('button', { name: en['contacts.import.proceed'] }).click();
  await expect(importer.getByText(new RegExp(`${listName} is ready`))).toBeVisible({
    timeout: 60_000,
  });
  await importer.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(importer).toBeHidden();

  const before = (await balance(page).textContent()) ?? '';
  const dialog = await openFundAccount(page);
  await chooseAmount(page, dialog, '$50.00');
  await fundButton(dialog).click();
  await expect(balance(page)).not.toHaveText(before, { timeout: 20_000 });
  await expect(balance(page)).toHaveText('$1,300.50');

  await page.goto('/dashboard/User-Create-Campaign');
  await page
    .getByRole('radio', { name: /Just listed blitz/ })
    .first()
    .check();
  await page.getByLabel('Name of your campaign').fill('Launched over HTTP');
  await page.getByRole('checkbox', { name: /^Past clients/ }).check();
  await expect(page.getByTestId('order-total')).toHaveText(/^\$\d/);
  await page.getByRole('button', { name: en['ordering.launch'] }).click();
  await expectToastShown(page, en['ordering.launched']);
  await expect(page).toHaveURL(/\/dashboard\/User-Campaigns$/);
  await expect(page.getByText('Launched over HTTP').first()).toBeVisible();
});

test.describe('when the server goes away', () => {
  // Chromium logs each request that could not reach the server.
  test.use({ allowedConsoleErrors: [/Failed to load resource|net::ERR_/] });

  test('a server that stops mid-journey: the screen says so, and recovers when it returns', async ({
    page,
  }) => {
    await signIn(page);
    await control(page, 'stop');
    // Within the running app: the next screen's call finds no server.
    await sidebar(page).getByRole('menuitem', { name: en['nav.group.campaigns'] }).click();
    await sidebar(page).getByRole('menuitem', { name: en['nav.orderHistory'] }).click();
    await expect(page.getByText(en['orders.history.failed'])).toBeVisible({ timeout: 45_000 });
    await control(page, 'start');
    await page.getByRole('button', { name: en['common.retry'] }).first().click();
    await expect(
      page.getByRole('heading', { level: 1, name: en['screen.orderHistory'] }),
    ).toBeVisible();
    await expect(page.getByText(en['orders.history.failed'])).toHaveCount(0);
    await expect(page.getByRole('main').locator('tbody tr').first()).toBeVisible();
  });

  test('a profile call that takes longer than 45 s: the system is busy, with the support address', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signIn(page);
    await control(page, 'delay', { path: 'get-profile/', ms: 50_000 });
    await page.reload();
    const busy = en['error.profileBusy'].replace('{email}', 'support@mailcraft.example');
    await expect(page.getByText(busy)).toBeVisible({ timeout: 60_000 });
  });
});
