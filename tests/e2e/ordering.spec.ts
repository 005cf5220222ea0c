import type { Page } from '@playwright/test';
import { allEnglish as en } from '../../src/i18n/allEnglish';
import { seedCards } from '../../src/mocks/billing/seed';
import { demoCalls, expect, expectToastShown, sidebar, signInAs, test } from './fixtures';
import { acceptPlantedDatabase, mayaBalance, plantDatabase, savedDatabase } from './xssKit';

/** The Marketplace ordering journeys of the campaigns issue, in Chromium against the demo build. */

const MAYA = 2;
const ORDER_NAME = 'Spring order for two lists';

async function openOrder(page: Page): Promise<void> {
  await sidebar(page).getByRole('menuitem', { name: en['nav.group.campaigns'] }).click();
  await sidebar(page).getByRole('menuitem', { name: en['nav.orderCampaign'], exact: true }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: en['screen.userCreateCampaign'] }),
  ).toBeVisible();
  await expect(page.getByRole('main').getByRole('radio').first()).toBeVisible();
}

/** The first campaign, named, for two lists, every text given an opt-out; waits for the price. */
async function fillOrder(page: Page): Promise<void> {
  await page.getByRole('main').getByRole('radio').first().check();
  await page.getByLabel('Name of your campaign').fill(ORDER_NAME);
  await page.getByRole('checkbox', { name: /^Portland homeowners/ }).check();
  await page.getByRole('checkbox', { name: /^Past clients/ }).check();
  for (const text of await page.getByRole('textbox', { name: /^Text of step \d+$/ }).all())
    await text.fill(`${await text.inputValue()} Reply STOP to opt out.`);
  await expect(page.getByTestId('order-total')).toHaveText(/^\$\d/);
}

test('a Marketplace user without a card is sent to Cards with the spec’s words', async ({
  page,
}) => {
  await acceptPlantedDatabase(page);
  await signInAs(page, 'market');
  await page.waitForURL(/\/dashboard$/);
  await plantDatabase(page, ({ data }) => {
    data.cards = (data.cards ?? seedCards()).filter((card) => card.user_id !== MAYA);
  });
  await page.goto('/dashboard');
  await openOrder(page);
  await fillOrder(page);
  await page.getByRole('button', { name: en['ordering.launch'] }).click();
  await expectToastShown(page, en['ordering.cardRequired']);
  await expect(page).toHaveURL(/\/dashboard\/membership$/);
});

test('a Marketplace user orders a campaign for two lists, launches it once for ten clicks, cancels it within the window and sees the refund of what had not gone out in order history', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAs(page, 'market');
  await page.waitForURL(/\/dashboard$/);
  const balanceBefore = await mayaBalance(page);
  await openOrder(page);
  await fillOrder(page);
  const price = page.getByRole('region', { name: en['ordering.price.title'] });
  await expect(price.getByText(/will receive it\./)).toBeVisible();

  // The same button ten times, however its name changes while it works (its loader).
  const launch = await page.getByRole('button', { name: en['ordering.launch'] }).elementHandle();
  for (let press = 0; press < 10; press++) await launch.dispatchEvent('click');
  await expectToastShown(page, en['ordering.launched']);
  await expect(page).toHaveURL(/\/dashboard\/User-Campaigns$/);
  await expect.poll(async () => (await demoCalls(page)).pending).toBe(0);

  const data = await savedDatabase(page);
  const orders = (data.userCampaigns ?? []).filter((order) => order.campaign_name === ORDER_NAME);
  expect(orders, 'one launch for ten clicks').toHaveLength(1);
  // The print check refunds the card share of undeliverable addresses at once.
  const charged = orders[0].charged_cents - orders[0].refunded_cents;
  const after = data.users.find((user) => user.id === MAYA)!.total_creditpoints;
  expect(Math.round((balanceBefore - after) * 100)).toBe(charged);
  const launches = (await demoCalls(page)).sent.filter((call) =>
    call.url.endsWith('/orders/campaign/activate'),
  );
  test.info().annotations.push({
    type: 'launch calls for ten clicks',
    description: String(launches.length),
  });

  const item = page
    .getByRole('region', { name: en['ordering.active.title'] })
    .getByRole('article', { name: ORDER_NAME });
  await item.getByRole('button', { name: `Cancel campaign ${ORDER_NAME}` }).click();
  await page.getByRole('button', { name: en['ordering.cancel.yes'], exact: true }).last().click();
  await expect(
    page.getByText(
      new RegExp(`“${ORDER_NAME}” is cancelled: \\$[\\d,.]+ goes back to your balance\\.`),
    ),
  ).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: en['ordering.active.cancelledTitle'] })
      .getByRole('article', { name: ORDER_NAME }),
  ).toBeVisible();
  // The texts sent at launch stay sent and are not refunded; every other step comes back.
  const sentAtLaunch = async () => {
    const order = ((await savedDatabase(page)).userCampaigns ?? []).find(
      (row) => row.campaign_name === ORDER_NAME,
    )!;
    return order.steps
      .filter((step) => !step.stopped)
      .reduce((sum, step) => sum + step.amount_cents, 0);
  };
  await expect
    .poll(
      async () =>
        (await savedDatabase(page)).users.find((user) => user.id === MAYA)!.total_creditpoints,
    )
    .toBeCloseTo(balanceBefore - (await sentAtLaunch()) / 100, 2);
  const refunded = charged - (await sentAtLaunch());

  // The refund is an order of its own in the history, for what had not gone out.
  await page.getByRole('main').getByRole('link', { name: en['screen.orderHistory'] }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: en['screen.orderHistory'] }),
  ).toBeVisible();
  await page.getByLabel(en['orders.filter.type']).selectOption({ label: en['orders.kind.refund'] });
  const refund = page
    .getByRole('main')
    .locator('tbody tr')
    .filter({ hasText: `Refund for "${ORDER_NAME}"` });
  await expect(refund).toHaveCount(1);
  const cells = refund.getByRole('cell');
  await expect(cells.nth(0)).toHaveText(/^\d{2}-\d{2}-\d{4} \| \d{2}:\d{2}:\d{2}$/);
  await expect(cells.nth(4)).toHaveText(`+$${(refunded / 100).toFixed(2)}`);
  await expect(cells.nth(5)).toHaveText(en['orders.status.refunded']);
});

test('Maya adds a contact list to her running campaign and sees it listed with the new cost', async ({
  page,
}) => {
  const running = 'Past clients thank-you cards';
  await signInAs(page, 'market');
  await page.waitForURL(/\/dashboard$/);
  await sidebar(page).getByRole('menuitem', { name: en['nav.group.campaigns'] }).click();
  await sidebar(page)
    .getByRole('menuitem', { name: en['nav.activeCampaigns'], exact: true })
    .click();
  const item = page
    .getByRole('region', { name: en['ordering.active.title'] })
    .getByRole('article', { name: running });
  await expect(item).toContainText('Lists: Past clients ·');
  const costOf = async () =>
    Math.round(
      Number(/Cost \$([\d,.]+)/.exec((await item.textContent()) ?? '')![1].replace(/,/g, '')) * 100,
    );
  const costBefore = await costOf();

  await item.getByRole('button', { name: `Add contact lists to ${running}` }).click();
  const dialog = page.getByRole('dialog', { name: `Add contact lists to “${running}”` });
  await dialog.getByRole('checkbox', { name: /^Portland homeowners/ }).check();
  const total = dialog.getByTestId('add-contacts-total');
  await expect(total).toHaveText(/^\$\d/);
  const totalText = (await total.textContent())!;
  await dialog.getByRole('button', { name: 'Add lists and pay' }).click();
  await expectToastShown(page, `The lists were added to “${running}”: ${totalText} was charged.`);
  await expect(dialog).toBeHidden();

  await expect(item).toContainText('Lists: Past clients and Portland homeowners');
  const added = Math.round(Number(totalText.replace(/[$,]/g, '')) * 100);
  await expect.poll(costOf).toBe(costBefore + added);
  await expect.poll(async () => (await demoCalls(page)).pending).toBe(0);
  const order = (await savedDatabase(page)).userCampaigns.find(
    (row) => row.campaign_name === running,
  )!;
  expect(order.contact_list_ids).toEqual([2, 1]);
});
