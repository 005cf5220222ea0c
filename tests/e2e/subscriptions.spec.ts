import { allEnglish as en } from '../../src/i18n/allEnglish';
import { expect, expectToastShown, sidebar, signInAs, test } from './fixtures';
import { savedDatabase } from './xssKit';

/**
 * Account state end to end, in real Chromium against the demo backend: the Marketplace user
 * cancels the account from the Billing section, is kept to /cancelled-account (signing in again
 * leads there too), reactivates it with a card and is back on the dashboard.
 */

test('a Marketplace user cancels the account and reactivates it with a card', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAs(page, 'market');
  await page.waitForURL(/\/dashboard$/);

  await test.step('the Billing section, reached from Membership and Cards', async () => {
    await sidebar(page).getByRole('menuitem', { name: en['nav.group.account'] }).click();
    await sidebar(page).getByRole('menuitem', { name: en['nav.billing'], exact: true }).click();
    await page
      .getByRole('main')
      .getByRole('link', { name: en['billing.cards.subscriptionsLink'] })
      .click();
    await expect(page).toHaveURL(/\/dashboard\/billing$/);
    await expect(
      page.getByRole('heading', { level: 1, name: en['screen.billing'], exact: true }),
    ).toBeVisible();
    await expect(page.locator('.data-table tbody tr').first()).toContainText('SUB-BASIC-MONTH');
  });

  await test.step('cancel, confirmed in its dialog', async () => {
    await page
      .getByRole('main')
      .getByRole('button', { name: en['subscriptions.cancel.open'], exact: true })
      .click();
    const dialog = page.getByRole('dialog', { name: en['subscriptions.cancel.title'] });
    await dialog.getByLabel(en['subscriptions.cancel.reason']).fill('Taking a break.');
    await dialog.getByRole('checkbox', { name: en['subscriptions.cancel.understood'] }).check();
    await dialog
      .getByRole('button', { name: en['subscriptions.cancel.confirm'], exact: true })
      .click();
    await page.waitForURL(/\/cancelled-account$/);
    await expectToastShown(page, en['subscriptions.cancel.done']);
    await expect(
      page.getByRole('heading', { level: 1, name: en['screen.cancelledAccount'], exact: true }),
    ).toBeVisible();
  });

  await test.step('the dashboard is closed to it, even after a reload', async () => {
    await page.goto('/dashboard/mailing');
    await page.waitForURL(/\/cancelled-account$/);
    await expect(
      page.getByRole('button', { name: en['subscriptions.reactivate.submit'] }),
    ).toBeVisible();
  });

  await test.step('reactivate with the default card', async () => {
    const card = page.getByRole('radio', { name: 'Pay with the card ending in 4242' });
    await expect(card).toBeChecked();
    await page.getByRole('button', { name: en['subscriptions.reactivate.submit'] }).click();
    await page.waitForURL(/\/dashboard$/);
    await expectToastShown(page, en['subscriptions.reactivate.done']);
    await expect(sidebar(page)).toBeVisible();
  });

  await test.step('the backend holds one new paid subscription and an active account', async () => {
    await expect
      .poll(
        async () =>
          (await savedDatabase(page)).users?.find((user) => user.id === 2)
            ?.java_stripesubscription_status,
      )
      .toBe('active');
    const charges = ((await savedDatabase(page)).charges ?? []).filter(
      (charge) => charge.kind === 'reactivation',
    );
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({ user_id: 2, card_id: 1, amount_cents: 4900 });
  });
});

test('signing in as the cancelled demo account leads to /cancelled-account', async ({ page }) => {
  await signInAs(page, 'cancelled');
  await page.waitForURL(/\/cancelled-account$/);
  await expect(page.getByText(/Hi Carla, this account is cancelled\./)).toBeVisible();
  await page.getByRole('link', { name: en['subscriptions.reactivate.manageCards'] }).click();
  await page.waitForURL(/\/card-settings$/);
  await expect(page.getByRole('list', { name: en['billing.cards.listLabel'] })).toContainText(
    'Ending in 1881',
  );
});
