import type { Page } from '@playwright/test';
import { expectNoA11yViolations } from './a11y';
import { expect, sidebar, signInAs, test } from './fixtures';

/**
 * The affiliate program (issue 29) in Chromium on the demo build: Stella opens it from the
 * sidebar, copies her referral link, reads her earnings with two decimals, pages her subscribers,
 * then opens the accounts she referred, searches them and pages them. At a desktop's width and a
 * phone's, without sideways scroll.
 */

const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the link, the earnings, the subscribers and the referred accounts', async ({
      page,
      context,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await signInAs(page, 'studio');
      await page.waitForURL(/\/dashboard$/);

      // From the sidebar (behind its toggle on a phone).
      if (viewport.width < 768)
        await page.getByRole('button', { name: 'Collapse or expand the menu' }).click();
      await sidebar(page).getByText('Account', { exact: true }).click();
      await sidebar(page).getByText('Affiliate', { exact: true }).click();
      await expect(page).toHaveURL(/\/dashboard\/affiliate$/);
      const main = page.getByRole('main');
      await expect(
        main.getByRole('heading', { level: 1, name: 'Affiliate Program' }),
      ).toBeVisible();
      await expect(
        main.getByText(
          'You earn 50% of every plan payment they make, for as long as they stay subscribed.',
        ),
      ).toBeVisible();

      const link = new URL('/affiliate/brightlanestudio.com', page.url()).href;
      await expect(main.getByTestId('referral-link')).toHaveText(link);
      await main.getByRole('button', { name: 'Copy link' }).click();
      await expect(main.getByText('Referral link copied to the clipboard.')).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

      await expect(main.getByTestId('total-earned')).toHaveText('$1,278.90');
      await expect(main.getByTestId('total-owed')).toHaveText('$428.90');
      await expect(main.getByTestId('total-paid')).toHaveText('$850.00');

      const subscribers = main.getByRole('table', { name: 'Subscribers' });
      await expect(subscribers.getByRole('row')).toHaveCount(11);
      await expect(subscribers.getByText('Hannah Lewis')).toBeVisible();
      expect(await sideways(page)).toBe(0);
      await expectNoA11yViolations(page, `/dashboard/affiliate at ${viewport.width} px`);

      await main.getByRole('button', { name: 'Page 2' }).click();
      await expect(subscribers.getByText('Aisha Khan')).toBeVisible();
      await expect(subscribers.getByRole('row')).toHaveCount(2);

      await main
        .getByRole('link', { name: 'See everyone who signed up through your link' })
        .click();
      await expect(page).toHaveURL(/\/dashboard\/affiliate-resellers$/);
      await expect(
        main.getByRole('heading', { level: 1, name: 'Affiliate Resellers' }),
      ).toBeVisible();
      const accounts = main.getByRole('table', { name: 'Accounts you referred' });
      await expect(accounts.getByText('Tom Fischer')).toBeVisible();
      await expect(main.getByText('13 accounts')).toBeVisible();
      expect(await sideways(page)).toBe(0);
      await expectNoA11yViolations(page, `/dashboard/affiliate-resellers at ${viewport.width} px`);

      await main.getByRole('button', { name: 'Next' }).click();
      await expect(accounts.getByText('Hannah Lewis')).toBeVisible();
      await expect(accounts.getByText('Tom Fischer')).toHaveCount(0);

      await main.getByLabel('Search by name, email or business').fill('roofing');
      await expect(accounts.getByText('Ethan Brooks')).toBeVisible();
      await expect(main.getByText('1 account', { exact: true })).toBeVisible();
      await expect(accounts.locator('tbody tr')).toHaveCount(1);
      expect(await sideways(page)).toBe(0);
    });
  });
}
