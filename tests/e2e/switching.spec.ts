import type { Page } from '@playwright/test';
import { expectNoA11yViolations } from './a11y';
import { expect, signInAs, test } from './fixtures';

/**
 * Switching sides and impersonation (issue 29) in Chromium on the demo build: Stella switches
 * from Design Studio to her Marketplace account and back; the super admin views the app as Maya,
 * sees the banner, and switches back. At a desktop's width and a phone's, without sideways scroll.
 */

const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

const switcher = (page: Page) =>
  page.getByRole('radiogroup', { name: 'Choose the side of the app' });

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('Design Studio to the Marketplace and back', async ({ page }) => {
      // The top bar has no room for the switch on a phone (it shows from 768 px up).
      test.skip(viewport.width < 768, 'the side switch is not in the phone top bar');
      await signInAs(page, 'studio');
      await page.waitForURL(/\/dashboard$/);
      await page.goto('/dashboard/card');
      await switcher(page).getByText('Marketplace', { exact: true }).click();
      await page.waitForURL(/\/dashboard$/);
      await expect(switcher(page).getByRole('radio', { name: 'Marketplace' })).toBeChecked();
      await expect(page.getByRole('button', { name: 'Fund Account' }).first()).toBeVisible();
      expect(await sideways(page)).toBe(0);

      await switcher(page).getByText('Design Studio', { exact: true }).click();
      await expect(switcher(page).getByRole('radio', { name: 'Design Studio' })).toBeChecked();
      await expect(page.getByRole('button', { name: 'Fund Account' })).toHaveCount(0);
      await expect(page).toHaveURL(/\/dashboard$/);
    });

    test('the admin views as Maya, sees the banner, and switches back', async ({ page }) => {
      await signInAs(page, 'admin');
      await page.waitForURL(/\/dashboard$/);
      await page.getByRole('button', { name: /^Account menu for / }).click();
      await page.getByRole('menuitem', { name: 'View as a user…' }).click();
      const dialog = page.getByRole('dialog', { name: 'View the app as a user' });
      await dialog.getByLabel('Search by name or email').fill('Maya');
      await dialog.getByRole('button', { name: 'View as Maya Market' }).click();

      const banner = page.getByRole('region', { name: 'Viewing as another user' });
      await expect(banner).toContainText('You are viewing Maya Market’s account');
      await expect(dialog).toBeHidden();
      await expect(banner).toContainText('Signed in as Ada Admin.');
      await expect(page).toHaveURL(/\/dashboard$/);
      expect(await sideways(page)).toBe(0);
      await expectNoA11yViolations(page, `the impersonation banner at ${viewport.width} px`);

      // It stays through a reload, and the way back restores the admin.
      await page.reload();
      await expect(banner).toBeVisible();
      await banner.getByRole('button', { name: 'Switch to Super Admin' }).click();
      await expect(banner).toBeHidden();
      await expect(
        page.getByRole('button', { name: /^Account menu for Ada Admin$/ }),
      ).toBeVisible();

      // The audit trail names what was done while viewing as Maya.
      await page.getByRole('button', { name: /^Account menu for / }).click();
      await page.getByRole('menuitem', { name: 'View as a user…' }).click();
      await dialog.getByText('Audit trail', { exact: true }).click();
      await expect(dialog.getByRole('cell', { name: 'impersonation/end' })).toBeVisible();
    });
  });
}
