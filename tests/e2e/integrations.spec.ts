import type { Page } from '@playwright/test';
import { expectNoA11yViolations } from './a11y';
import { expect, expectToastShown, sidebar, signInAs, test } from './fixtures';

/**
 * The integrations page (issue 29) in Chromium on the demo build: Maya opens it from the sidebar,
 * is told why an http URI is refused, saves an https one, sends a test event and sees it recorded,
 * switches off refund emails, and finds both kept after a reload. At a desktop's width and a
 * phone's, without sideways scroll, axe clean.
 */

const HOOK = 'https://hooks.example.com/mailcraft';

const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('webhook, test event and notification settings, kept after a reload', async ({ page }) => {
      await signInAs(page, 'market');
      await page.waitForURL(/\/dashboard$/);
      // On a phone the sidebar is behind the menu toggle.
      if (!(await sidebar(page).isVisible()))
        await page.getByRole('button', { name: 'Collapse or expand the menu' }).click();
      await sidebar(page).getByRole('menuitem', { name: 'Integrations', exact: true }).click();
      await sidebar(page)
        .getByRole('menuitem', { name: 'Webhooks & Notifications', exact: true })
        .click();
      await page.waitForURL(/\/dashboard\/integration$/);
      // On a desktop the sidebar is a rail that stays open while the pointer is over it.
      await page.mouse.move(viewport.width - 20, 500);

      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: 'Integrations' })).toBeVisible();
      const webhook = main.getByRole('region', { name: 'Webhook' });
      await expect(
        webhook.getByText('No webhook yet: order events are not sent anywhere.'),
      ).toBeVisible();
      await expect(main.getByRole('switch', { name: 'Refunds by email' })).toBeChecked();
      expect(await sideways(page)).toBe(0);
      await expectNoA11yViolations(page, `/dashboard/integration at ${viewport.width} px`);

      const field = webhook.getByLabel('Webhook URI');
      await field.fill('http://hooks.example.com/mailcraft');
      await webhook.getByRole('button', { name: 'Save webhook' }).click();
      await expect(
        webhook.getByText(
          'Use an address that starts with https://: events are sent only over an encrypted connection.',
        ),
      ).toBeVisible();
      expect(await sideways(page)).toBe(0);
      await expectNoA11yViolations(page, `the refused URI at ${viewport.width} px`);

      await field.fill(HOOK);
      await webhook.getByRole('button', { name: 'Save webhook' }).click();
      await expectToastShown(page, 'Webhook saved. Order events will be sent to it.');
      await expect(webhook.getByTestId('webhook-uri')).toHaveText(HOOK);

      await webhook.getByRole('button', { name: 'Send a test event' }).click();
      const events = webhook.getByRole('list', { name: 'Recent test events' });
      await expect(events.getByRole('listitem')).toHaveCount(1);
      await expect(events.getByRole('listitem')).toContainText('Sent');
      await expect(events.getByRole('listitem')).toContainText(`to ${HOOK}`);
      await expect(webhook.getByText(/^Test event evt_[0-9a-f]{24} sent\.$/)).toBeVisible();

      const settings = main.getByRole('region', { name: 'Notification settings' });
      await settings.getByRole('switch', { name: 'Refunds by email' }).click();
      await settings.getByRole('button', { name: 'Save notification settings' }).click();
      await expectToastShown(page, 'Notification settings saved.');
      await expect(
        settings.getByRole('button', { name: 'Save notification settings' }),
      ).toBeDisabled();
      expect(await sideways(page)).toBe(0);
      await expectNoA11yViolations(page, `/dashboard/integration saved at ${viewport.width} px`);

      await page.reload();
      await expect(page.getByRole('main').getByTestId('webhook-uri')).toHaveText(HOOK);
      await expect(
        page
          .getByRole('main')
          .getByRole('list', { name: 'Recent test events' })
          .getByRole('listitem'),
      ).toHaveCount(1);
      const kept = page.getByRole('main').getByRole('region', { name: 'Notification settings' });
      await expect(kept.getByRole('switch', { name: 'Refunds by email' })).not.toBeChecked();
      await expect(kept.getByRole('switch', { name: 'Refunds in the app' })).toBeChecked();
      await expect(kept.getByRole('switch', { name: 'Shared campaigns by email' })).toBeChecked();
    });
  });
}
