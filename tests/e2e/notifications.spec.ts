import type { Page } from '@playwright/test';
import { allEnglish as en } from '../../src/i18n/allEnglish';
import { expectNoA11yViolations } from './a11y';
import { expect, expectToastShown, signInAs, test } from './fixtures';

/**
 * Notifications (issue 29) in Chromium on the demo build: a launch with undeliverable addresses
 * brings a refund notification that the bell shows and that is read once opened; a PRO admin
 * accepts a shared campaign from the bell. At a desktop's width and a phone's, without sideways
 * scroll, and axe clean with the bell's list open.
 */

const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
const unread = async (page: Page) =>
  Number(/(\d+) unread/.exec((await bell(page).getAttribute('aria-label')) ?? '')?.[1]);

/** Orders the first campaign for Portland homeowners (two addresses never verified) and launches it. */
async function launchWithUndeliverable(page: Page): Promise<void> {
  await page.goto('/dashboard/User-Create-Campaign');
  await expect(page.getByRole('main').getByRole('radio').first()).toBeVisible();
  // Its card step is what the print check refunds for the two addresses.
  await page
    .getByRole('main')
    .getByRole('radio', { name: /Just listed blitz/ })
    .check();
  await page.getByLabel('Name of your campaign').fill('Harbor refund check');
  await page.getByRole('checkbox', { name: /^Portland homeowners/ }).check();
  for (const text of await page.getByRole('textbox', { name: /^Text of step \d+$/ }).all())
    await text.fill(`${await text.inputValue()} Reply STOP to opt out.`);
  await expect(page.getByTestId('order-total')).toHaveText(/^\$\d/);
  await page.getByRole('button', { name: en['ordering.launch'] }).click();
  await expectToastShown(page, en['ordering.launched']);
}

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a launch with undeliverable addresses brings a refund notification, read once opened', async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await signInAs(page, 'market');
      await page.waitForURL(/\/dashboard$/);
      await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
      await launchWithUndeliverable(page);
      // The refund, and the list's failed addresses the print check found.
      await expect(bell(page)).toHaveAccessibleName('Notifications, 3 unread');

      await bell(page).click();
      const panel = page.getByRole('dialog', { name: 'Notifications' });
      const refund = panel.getByRole('button', {
        name: /Refunded \$\d+\.\d\d for order .+: 2 of \d+ addresses could not be delivered/,
      });
      await expect(refund).toBeVisible();
      expect(await sideways(page)).toBe(0);
      await expectNoA11yViolations(page, `the bell's list at ${viewport.width} px`);
      await refund.click();

      await expect(page).toHaveURL(/\/dashboard\/notifications\?item=refund-\d+$/);
      await expect(bell(page)).toHaveAccessibleName('Notifications, 2 unread');
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
      await expect(
        main.getByText(
          /Refunded \$\d+\.\d\d for order .+: 2 of \d+ addresses could not be delivered/,
        ),
      ).toBeVisible();
      expect(await sideways(page)).toBe(0);
      await expectNoA11yViolations(page, `/dashboard/notifications at ${viewport.width} px`);

      // Read on this device: a reload keeps it read.
      await page.reload();
      await expect(bell(page)).toHaveAccessibleName('Notifications, 2 unread');
    });

    test('a PRO admin accepts a shared campaign from the bell', async ({ page }) => {
      await signInAs(page, 'studio');
      await page.waitForURL(/\/dashboard$/);
      await expect.poll(() => unread(page)).toBe(1);
      await bell(page).click();
      const panel = page.getByRole('dialog', { name: 'Notifications' });
      await panel.getByRole('button', { name: /^Accept “.+”$/ }).click();
      await expectToastShown(page, 'Successfully accepted. Please check your campaign list!');
      await expect(bell(page)).toHaveAccessibleName('Notifications, 0 unread');
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();

      // The accepted campaign is in her campaign library now.
      await page.goto('/dashboard/campaigns');
      await expect(
        page.getByRole('main').getByRole('article', { name: 'Just listed blitz' }),
      ).not.toHaveCount(0);
    });
  });
}
