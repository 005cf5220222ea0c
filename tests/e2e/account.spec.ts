import type { Page } from '@playwright/test';
import { expectNoA11yViolations } from './a11y';
import { DEMO_PASSWORD, expect, signInAs, test } from './fixtures';

/**
 * The account area (issue 29) in Chromium on the demo build: Maya edits her profile and changes
 * her password, signs out and signs in with the new one; she regenerates her API key and copies
 * it. At a desktop's width and a phone's, without sideways scroll.
 */

const NEW_PASSWORD = 'Harbor2026!';

const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** The spec's loader covers the page for 2000 ms after a change. */
const loaderGone = (page: Page) =>
  expect(page.getByText('Updating your profile…')).toHaveCount(0, { timeout: 10_000 });

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('edit the profile and change the password, then sign in with the new one', async ({
      page,
    }) => {
      await signInAs(page, 'market');
      await page.waitForURL(/\/dashboard$/);
      await page.goto('/dashboard/account');
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
      expect(await sideways(page)).toBe(0);
      await expectNoA11yViolations(page, `/dashboard/account at ${viewport.width} px`);

      await main.getByLabel('First name').fill('Maya-Lee');
      await main.getByRole('button', { name: 'Save details' }).click();
      await expect(page.getByText('Your changes are saved.')).toBeVisible();
      await loaderGone(page);

      await main.getByLabel('Mobile', { exact: true }).fill('503 555 0147');
      await main.getByRole('button', { name: 'Save mobile' }).click();
      await loaderGone(page);
      await expect(main.getByLabel('Mobile', { exact: true })).toHaveValue('(503) 555-0147');

      await main.getByLabel('Current password').fill(DEMO_PASSWORD);
      await main.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
      await main.getByLabel('Confirm new password').fill(NEW_PASSWORD);
      await main.getByRole('button', { name: 'Change password' }).click();
      await expect(
        page.getByText('Your password is changed. Use the new one next time you sign in.'),
      ).toBeVisible();
      await loaderGone(page);

      // A reload shows what the server kept.
      await page.reload();
      await expect(page.getByRole('main').getByLabel('First name')).toHaveValue('Maya-Lee');

      await page.evaluate(() => window.localStorage.removeItem('id_token'));
      await page.goto('/signin');
      await page.getByLabel('Email').fill('market@mailcraft.demo');
      await page.getByLabel('Password').fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(page.getByRole('alert')).toHaveText('Wrong mail or password');
      await page.getByLabel('Password').fill(NEW_PASSWORD);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.waitForURL(/\/dashboard$/);
    });

    test('regenerate the API key, then copy the new one', async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await signInAs(page, 'market');
      await page.waitForURL(/\/dashboard$/);
      await page.goto('/dashboard/apikey');
      const main = page.getByRole('main');
      const key = main.getByTestId('api-key');
      await expect(key).toHaveText('mc_live_••••••••5aKe');
      expect(await sideways(page)).toBe(0);

      await main.getByRole('button', { name: 'Regenerate' }).click();
      const dialog = page.getByRole('dialog', { name: 'Regenerate the API key?' });
      await expect(dialog).toContainText('The current key stops working at once');
      await expectNoA11yViolations(page, `/dashboard/apikey confirmation at ${viewport.width} px`);
      await dialog.getByRole('button', { name: 'Regenerate' }).click();
      await expect(main.getByText('Your new API key')).toBeVisible();
      const fresh = (await key.textContent()) ?? '';
      expect(fresh).toMatch(/^mc_live_[A-Za-z0-9]{32}$/);
      expect(fresh).not.toBe('mc_live_7GkQ2vXb9LmN4pRt6WcY8zHd3JsF5aKe');

      await main.getByRole('button', { name: 'Copy' }).click();
      await expect(main.getByText('API key copied to the clipboard.')).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(fresh);
      expect(await sideways(page)).toBe(0);
      await expectNoA11yViolations(page, `/dashboard/apikey new key at ${viewport.width} px`);

      // Left and opened again: masked, with the new key's last four.
      await page.goto('/dashboard');
      await page.goto('/dashboard/apikey');
      await expect(key).toHaveText(`mc_live_••••••••${fresh.slice(-4)}`);
    });
  });
}

test('unsaved changes: asked before leaving, kept on this device, and discarded on request', async ({
  page,
}) => {
  await signInAs(page, 'market');
  await page.waitForURL(/\/dashboard$/);
  await page.goto('/dashboard/account');
  const main = page.getByRole('main');
  await main.getByLabel('First name').fill('Maya-Lee');
  const toDashboard = page
    .locator('#app-sidebar nav')
    .getByRole('menuitem', { name: 'Dashboard', exact: true });

  await toDashboard.click();
  const question = page.getByRole('dialog', { name: 'Leave with unsaved changes?' });
  await expect(question).toContainText('Your changes are kept on this device');
  await question.getByRole('button', { name: 'Stay' }).click();
  await expect(question).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard\/account$/);
  await expect(main.getByLabel('First name')).toHaveValue('Maya-Lee');

  await toDashboard.click();
  await question.getByRole('button', { name: 'Leave' }).click();
  await page.waitForURL(/\/dashboard$/);

  await page.goto('/dashboard/account');
  await expect(main.getByText('Changes you had not saved yet are back in the form.')).toBeVisible();
  await expect(main.getByLabel('First name')).toHaveValue('Maya-Lee');
  await main.getByRole('button', { name: 'Discard them' }).click();
  await expect(main.getByLabel('First name')).toHaveValue('Maya');
  await page.reload();
  await expect(page.getByRole('main').getByLabel('First name')).toHaveValue('Maya');
});
