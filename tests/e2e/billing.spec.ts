import type { Page } from '@playwright/test';
import { allEnglish as en } from '../../src/i18n/allEnglish';
import { demoCalls, expect, expectToastShown, sidebar, test } from './fixtures';
import {
  balance,
  chooseAmount,
  fundButton,
  openFundAccount,
  signedInAsMaya,
  typeNewCard,
} from './fundKit';
import { savedDatabase } from './xssKit';

/** The money journeys of the billing issue, as the Marketplace user, in real Chromium. */

const FAULT_EVENT = 'mailcraft:demo-fault';
const PAST_THE_DEBOUNCE_MS = 2_000;
const PAST_THE_CALL_TIMEOUT_MS = 31_000;

async function chargesOf(page: Page) {
  return (await savedDatabase(page)).charges ?? [];
}

const chargeCalls = async (page: Page) =>
  (await demoCalls(page)).sent.filter((call) => call.url.endsWith('/chargeCard')).length;

test.beforeEach(({ page }) => signedInAsMaya(page));

test('ten rapid presses of Fund Account make one charge and one balance change', async ({
  page,
}) => {
  const dialog = await openFundAccount(page);
  await chooseAmount(page, dialog, '$50.00');
  // Ten presses in one burst, in the page: pressed one by one from here, a slow machine could see
  // the charge answered and the dialog closed before the tenth press found its button.
  await fundButton(dialog).evaluate((button: HTMLElement) => {
    for (let press = 0; press < 10; press++) button.click();
  });
  await expectToastShown(page, 'Payment completed successfully! $50.00 was added to your balance.');
  await expect(balance(page)).toHaveText('$1,300.50');
  await expect.poll(async () => (await demoCalls(page)).pending).toBe(0);
  expect(await chargeCalls(page)).toBe(1);
  const charges = await chargesOf(page);
  expect(charges).toHaveLength(1);
  expect(charges[0]).toMatchObject({ amount_cents: 5000, credited: true });
  test.info().annotations.push({
    type: 'idempotency',
    description: `10 presses, ${await chargeCalls(page)} chargeCard call(s), ${charges.length} charge(s) recorded`,
  });
});

test('a charge whose answer is lost is retried with its key: one charge, one balance change', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const dialog = await openFundAccount(page);
  await chooseAmount(page, dialog, '$100.00');
  // The backend charges the card, and its answer never reaches the page.
  await page.evaluate(
    ({ event }) => window.dispatchEvent(new CustomEvent(event, { detail: 'lostAnswer' })),
    { event: FAULT_EVENT },
  );
  await page.clock.install();
  await fundButton(dialog).click();
  await page.clock.fastForward(PAST_THE_DEBOUNCE_MS);
  await page.clock.fastForward(PAST_THE_CALL_TIMEOUT_MS);
  // Every answer is lost, the ledger read's that would tell what happened too.
  await page.clock.fastForward(PAST_THE_CALL_TIMEOUT_MS);
  await expect(dialog.getByText(en['billing.fund.unanswered'])).toBeVisible();
  await expect(balance(page)).toHaveText('$1,250.50');

  await page.evaluate(
    ({ event }) => window.dispatchEvent(new CustomEvent(event, { detail: null })),
    { event: FAULT_EVENT },
  );
  await fundButton(dialog).click();
  await page.clock.fastForward(PAST_THE_DEBOUNCE_MS);
  await expect(balance(page)).toHaveText('$1,350.50');
  await expectToastShown(
    page,
    'Payment completed successfully! $100.00 was added to your balance.',
  );
  await expect.poll(async () => (await chargesOf(page)).length).toBe(1);
  const [charge] = await chargesOf(page);
  expect(charge).toMatchObject({ amount_cents: 10000, credited: true });
  expect((await savedDatabase(page)).users.find((user) => user.id === 2)!.total_creditpoints).toBe(
    1350.5,
  );
});

test('a user adds a card, makes it the default, and funds with it', async ({ page }) => {
  await sidebar(page).getByRole('menuitem', { name: en['nav.group.account'] }).click();
  await sidebar(page).getByRole('menuitem', { name: en['nav.billing'], exact: true }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: en['screen.membership'] }),
  ).toBeVisible();
  const form = await typeNewCard(page, {
    number: '3782 822463 10005',
    expiry: '04/31',
    cvc: '123',
  });
  await form.getByRole('button', { name: en['common.save'] }).click();
  await expect(form.getByText('Enter the 4-digit security code.')).toBeVisible();
  await form.getByLabel(en['billing.cardForm.cvc']).fill('1234');
  await form.getByLabel(en['billing.cardForm.name']).fill('Maya Market');
  await form.getByLabel(en['billing.cardForm.city']).fill('Portland');
  await form.getByRole('button', { name: en['common.save'] }).click();
  await expect(form).toBeHidden();

  const cards = page.getByRole('list', { name: en['billing.cards.listLabel'] });
  const amex = cards.getByRole('listitem').filter({ hasText: 'Ending in 0005' });
  await expect(amex).toContainText('American Express');
  await amex.getByRole('button', { name: en['billing.cards.makeDefault'] }).click();
  await expect(amex).toContainText(en['billing.cards.default']);
  await expect(cards.getByRole('listitem').filter({ hasText: 'Ending in 4242' })).not.toContainText(
    en['billing.cards.default'],
  );

  await page.getByRole('button', { name: en['topbar.fundAccount'], exact: true }).click();
  const dialog = page.getByRole('dialog', { name: en['screen.fundAccount'] });
  await expect(
    dialog.getByRole('radio', { name: 'American Express Ending in 0005' }),
  ).toBeChecked();
  await chooseAmount(page, dialog, '$1,500.00');
  await fundButton(dialog).click();
  await expect(balance(page)).toHaveText('$2,750.50');
});

test('the Pricing Table compares my prices with each plan, tiers up to 1000+', async ({ page }) => {
  await sidebar(page).getByRole('menuitem', { name: en['nav.pricing'], exact: true }).click();
  const dialog = page.getByRole('dialog', { name: en['screen.pricing'] });
  await expect(dialog.getByRole('heading', { name: 'Prices for Maya' })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Print & Mail (First Class)' })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Digital & Data' })).toBeVisible();
  const postcard = dialog
    .locator('div')
    .filter({
      has: page.getByRole('heading', { name: 'Postcard 4x6', exact: true }),
    })
    .last();
  await expect(postcard.getByRole('columnheader')).toHaveText([
    'Quantity',
    'My Prices',
    'Starter',
    'Essentials',
    'Pro',
  ]);
  await expect(postcard.getByRole('row').nth(1)).toHaveText(
    /^1 - 249\$0\.80\$0\.89\$0\.80\$0\.71$/,
  );
  await expect(postcard.getByRole('row').last()).toHaveText(/^1000\+/);
});
