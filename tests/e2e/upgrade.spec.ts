import type { Locator, Page } from '@playwright/test';
import { allEnglish as en } from '../../src/i18n/allEnglish';
import { demoCalls, expect, expectToastShown, sidebar, signInAs, test } from './fixtures';
import { typeNewCard } from './fundKit';
import { savedDatabase } from './xssKit';

/** The upgrade journeys of the billing issue (accounts-money §2, §4), in real Chromium. */

const FAULT_EVENT = 'mailcraft:demo-fault';
const PAST_THE_CALL_TIMEOUT_MS = 31_000;

const upgradeCharges = async (page: Page) =>
  ((await savedDatabase(page)).charges ?? []).filter((charge) => charge.kind === 'upgrade');

/** The newcomer (freemium) completes the profile and adds a card, as the upgrade needs one. */
async function freemiumWithACard(page: Page): Promise<void> {
  await signInAs(page, 'newcomer');
  await expect(page).toHaveURL(/\/settings$/);
  await page.getByLabel('Mobile number').fill('555 010 0003');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/dashboard/membership');
  const form = await typeNewCard(page, {
    number: '4242 4242 4242 4242',
    expiry: '10/32',
    cvc: '321',
    name: 'Noah Newcomer',
  });
  await form.getByRole('button', { name: en['common.save'] }).click();
  await expect(form).toBeHidden();
}

/** Design Studio on the side switcher: for a Marketplace user without a coach, the PRO upgrade. */
async function openPlans(page: Page): Promise<Locator> {
  await page
    .getByRole('radiogroup', { name: en['topbar.sideSwitcher'] })
    .getByText(en['topbar.designStudio'], { exact: true })
    .click();
  const plans = page.getByRole('dialog', { name: en['billing.plans.title'] });
  await expect(plans.getByRole('tabpanel').getByRole('article', { name: 'Pro' })).toContainText(
    '$79/mo',
  );
  return plans;
}

async function choosePro(page: Page, plans: Locator, tab: 'Annual' | 'Monthly'): Promise<Locator> {
  await plans.getByRole('tab', { name: tab }).click();
  await plans.getByRole('tabpanel').getByRole('button', { name: 'Upgrade Now to Pro' }).click();
  const upgrade = page.getByRole('dialog', { name: 'Upgrade to Pro' });
  await expect(upgrade).toContainText('Hi Noah, here is how your upgrade works:');
  return upgrade;
}

test('a freemium user upgrades to Pro: ten rapid Submits make one charge, and the Design Studio opens', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await freemiumWithACard(page);
  const plans = await openPlans(page);
  const upgrade = await choosePro(page, plans, 'Monthly');
  const submit = upgrade.getByRole('button', { name: /Submit$/ });
  // Ten presses in one go, faster than any answer can close the modal.
  await submit.evaluate((button) => {
    for (let press = 0; press < 10; press++) (button as HTMLElement).click();
  });
  await expectToastShown(page, en['billing.upgrade.done']);
  await expect(page).toHaveURL(/\/dashboard$/);
  // Role 3 now: the Design Studio's welcome line.
  await expect(page.getByText(/Welcome to the Design Studio/)).toBeVisible();
  await expect(sidebar(page)).toBeVisible();
  await expect.poll(async () => (await demoCalls(page)).pending).toBe(0);
  const calls = (await demoCalls(page)).sent.filter((call) =>
    call.url.endsWith('/upgrade-freemium-to-proadminuser'),
  );
  expect(calls).toHaveLength(1);
  const charges = await upgradeCharges(page);
  expect(charges).toHaveLength(1);
  expect(charges[0]).toMatchObject({ amount_cents: 9900 });
  test.info().annotations.push({
    type: 'idempotency',
    description: `10 Submits, ${calls.length} upgrade call(s), ${charges.length} charge(s) recorded`,
  });
});

test('an upgrade whose answer is lost is retried with its key: one charge', async ({ page }) => {
  test.setTimeout(120_000);
  await freemiumWithACard(page);
  const plans = await openPlans(page);
  const upgrade = await choosePro(page, plans, 'Annual');
  await page.evaluate(
    ({ event }) => window.dispatchEvent(new CustomEvent(event, { detail: 'lostAnswer' })),
    { event: FAULT_EVENT },
  );
  await page.clock.install();
  await upgrade.getByRole('button', { name: /Submit$/ }).click();
  await page.clock.fastForward(PAST_THE_CALL_TIMEOUT_MS);
  // Every answer is lost, the same key's replay that would tell what happened too.
  await page.clock.fastForward(PAST_THE_CALL_TIMEOUT_MS);
  const failed = page.getByRole('dialog', { name: en['money.unknownTitle'] });
  await expect(failed).toContainText(en['money.unknownOutcome']);
  await page.evaluate(
    ({ event }) => window.dispatchEvent(new CustomEvent(event, { detail: null })),
    { event: FAULT_EVENT },
  );
  await failed.getByRole('button', { name: en['common.close'] }).last().click();
  await upgrade.getByRole('button', { name: /Submit$/ }).click();
  await expectToastShown(page, en['billing.upgrade.done']);
  await expect(page.getByText(/Welcome to the Design Studio/)).toBeVisible();
  await expect.poll(async () => (await upgradeCharges(page)).length).toBe(1);
  expect((await upgradeCharges(page))[0]).toMatchObject({ amount_cents: 95000 });
});
