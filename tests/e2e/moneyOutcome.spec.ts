import type { Page } from '@playwright/test';
import { allEnglish as en } from '../../src/i18n/allEnglish';
import { armDemoFault, demoCalls, expect, expectToastShown, signInAs, test } from './fixtures';
import {
  balance,
  chooseAmount,
  fundButton,
  openFundAccount,
  signedInAsMaya,
  typeNewCard,
} from './fundKit';
import { mayaBalance, savedDatabase } from './xssKit';

/**
 * Money after a lost answer (issue 25): each money action with the demo's fault armed for its own
 * call, at the moment it leaves the page: an answer lost after the backend did the work, or a
 * network failure between two calls of one payment. Counted in the demo database: one charge per
 * intent, and words that say what happened.
 */

const MAYA = 2;
const PAST_THE_DEBOUNCE_MS = 2_000;
const PAST_THE_CALL_TIMEOUT_MS = 31_000;
const OUTCOME_OPEN = en['money.unknownOutcome'];

test.use({ allowedConsoleErrors: [/Failed to load resource/] });

type Saved = Awaited<ReturnType<typeof savedDatabase>>;

/**
 * With the page's clock installed (to reach the client's 30 s timeout at once), lets fake time run
 * in small steps until the backend's work shows in the saved database: the money call has left
 * the page (after the checks before it) and its timeout is set. Then the caller fast-forwards.
 */
async function runUntilSaved(page: Page, done: (data: Saved) => boolean): Promise<void> {
  for (let step = 0; step < 100; step++) {
    if (done(await savedDatabase(page))) return;
    await page.clock.runFor(250);
  }
  throw new Error('the backend never saved the work');
}

/** Just listed blitz, named and sent to one list, on the order page, priced and ready to launch. */
async function orderBlitz(page: Page, name: string, list: string): Promise<void> {
  await page.goto('/dashboard/User-Create-Campaign');
  await page
    .getByRole('radio', { name: /Just listed blitz/ })
    .first()
    .check();
  await page.getByLabel('Name of your campaign').fill(name);
  await page.getByRole('checkbox', { name: new RegExp(`^${list}`) }).check();
  await expect(page.getByTestId('order-total')).toHaveText(/^\$\d/);
}

const callsTo = async (page: Page, path: string) =>
  (await demoCalls(page)).sent.filter((call) => new URL(call.url).pathname.endsWith(path)).length;

test.describe('as Maya (Marketplace)', () => {
  test.beforeEach(({ page }) => signedInAsMaya(page));

  test('a funding whose answer is lost is found in the ledger at once: charged once, credited once, and nothing says it failed', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const dialog = await openFundAccount(page);
    await chooseAmount(page, dialog, '$100.00');
    await armDemoFault(page, 'lostAnswer', 'chargeCard');
    await page.clock.install();
    await fundButton(dialog).click();
    await page.clock.fastForward(PAST_THE_DEBOUNCE_MS);
    // The card is charged, its answer lost; the work is saved all the same.
    await runUntilSaved(page, (data) => (data.charges ?? []).length === 1);
    await page.clock.fastForward(PAST_THE_CALL_TIMEOUT_MS);
    await expectToastShown(
      page,
      'Payment completed successfully! $100.00 was added to your balance.',
    );
    await expect(balance(page)).toHaveText('$1,350.50');
    // Nothing said it failed.
    const toasts = await page.evaluate(
      () => (window as unknown as { __toastsSeen?: string[] }).__toastsSeen ?? [],
    );
    expect(toasts).not.toContain(en['billing.fund.chargeFailed']);
    const charges = (await savedDatabase(page)).charges ?? [];
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({ amount_cents: 10000, credited: true });
  });

  test('a funding left unanswered is credited when the user picks another amount, and the dialog says so', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const dialog = await openFundAccount(page);
    await chooseAmount(page, dialog, '$50.00');
    // The charge's answer is lost, and the ledger cannot be read either: nothing can be told yet.
    await armDemoFault(page, 'lostAnswer', 'chargeCard');
    await armDemoFault(page, 'network', 'orders/by-reference');
    await page.clock.install();
    await fundButton(dialog).click();
    await page.clock.fastForward(PAST_THE_DEBOUNCE_MS);
    // The backend did the work though no answer came: the demo saved it all the same.
    await runUntilSaved(page, (data) => (data.charges ?? []).length === 1);
    await page.clock.fastForward(PAST_THE_CALL_TIMEOUT_MS);
    await expect(dialog.getByText(en['billing.fund.unanswered'])).toBeVisible();

    await chooseAmount(page, dialog, '$100.00');
    await fundButton(dialog).click();
    await page.clock.fastForward(PAST_THE_DEBOUNCE_MS);
    await expect(
      dialog.getByText(
        'Your earlier payment of $50.00 went through and was added to your balance, so nothing more was charged. Press Fund Account again to add more.',
      ),
    ).toBeVisible();
    await expect(balance(page)).toHaveText('$1,300.50');
    const charges = (await savedDatabase(page)).charges ?? [];
    expect(charges.map((charge) => [charge.amount_cents, charge.credited])).toEqual([[5000, true]]);
  });

  test('a card whose answer is lost is found on file and added once', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/dashboard/membership');
    const form = await typeNewCard(page, {
      number: '5555 5555 5555 4444',
      expiry: '10/32',
      cvc: '321',
      name: 'Maya Market',
    });
    await armDemoFault(page, 'lostAnswer', 'add-card/');
    await page.clock.install();
    await form.getByRole('button', { name: en['common.save'] }).click();
    await runUntilSaved(page, (data) =>
      (data.cards ?? []).some((card) => card.last4 === '4444' && card.exp_year === 2032),
    );
    await page.clock.fastForward(PAST_THE_CALL_TIMEOUT_MS);
    await expect(form).toBeHidden();
    await expectToastShown(page, en['billing.cards.saved']);
    const added = ((await savedDatabase(page)).cards ?? []).filter(
      (card) => card.user_id === MAYA && card.last4 === '4444' && card.exp_year === 2032,
    );
    expect(added).toHaveLength(1);
  });

  test('a card saved with ten presses in a burst is added once', async ({ page }) => {
    await page.goto('/dashboard/membership');
    // The expiry as people type it, without the slash.
    const form = await typeNewCard(page, {
      number: '5555 5555 5555 4444',
      expiry: '1033',
      cvc: '321',
      name: 'Maya Market',
    });
    const save = await form.getByRole('button', { name: en['common.save'] }).elementHandle();
    for (let press = 0; press < 10; press++) await save.dispatchEvent('click');
    await expect(form).toBeHidden();
    await expectToastShown(page, en['billing.cards.saved']);
    await expect.poll(async () => (await demoCalls(page)).pending).toBe(0);
    const added = ((await savedDatabase(page)).cards ?? []).filter(
      (card) => card.user_id === MAYA && card.last4 === '4444' && card.exp_year === 2033,
    );
    expect(added).toHaveLength(1);
  });

  test('a launch whose answer is lost is found launched: one order, and the words say so', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const before = await mayaBalance(page);
    await orderBlitz(page, 'Lost answer launch', 'Past clients');
    await armDemoFault(page, 'lostAnswer', 'orders/campaign/activate');
    await page.clock.install();
    await page.getByRole('button', { name: en['ordering.launch'] }).click();
    await runUntilSaved(page, (data) =>
      (data.userCampaigns ?? []).some((order) => order.campaign_name === 'Lost answer launch'),
    );
    await page.clock.fastForward(PAST_THE_CALL_TIMEOUT_MS);
    await expectToastShown(page, en['ordering.launched']);
    await expect(page).toHaveURL(/\/dashboard\/User-Campaigns$/);
    const orders = ((await savedDatabase(page)).userCampaigns ?? []).filter(
      (order) => order.campaign_name === 'Lost answer launch',
    );
    expect(orders).toHaveLength(1);
    expect(await mayaBalance(page)).toBeLessThan(before);
    const toasts = await page.evaluate(
      () => (window as unknown as { __toastsSeen?: string[] }).__toastsSeen ?? [],
    );
    expect(toasts).not.toContain(en['ordering.launch.failed']);
  });

  test('a launch that never reached the server: the open outcome is said, then that nothing was charged', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await orderBlitz(page, 'Offline launch', 'Past clients');
    await armDemoFault(page, 'network', 'orders/campaign/activate');
    await page.getByRole('button', { name: en['ordering.launch'] }).click();
    await expectToastShown(page, en['money.notDone']);
    expect(
      ((await savedDatabase(page)).userCampaigns ?? []).filter(
        (order) => order.campaign_name === 'Offline launch',
      ),
    ).toHaveLength(0);
    // Pressed again: the same intent, now launched once.
    await page.getByRole('button', { name: en['ordering.launch'] }).click();
    await expectToastShown(page, en['ordering.launched']);
    expect(
      ((await savedDatabase(page)).userCampaigns ?? []).filter(
        (order) => order.campaign_name === 'Offline launch',
      ),
    ).toHaveLength(1);
  });

  test('cancelling a campaign: ten presses make one call and no error; what was sent stays sent; the toast states the refund', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await orderBlitz(page, 'Blitz to cancel', 'Portland homeowners');
    await page.getByRole('button', { name: en['ordering.launch'] }).click();
    await expect(page).toHaveURL(/\/dashboard\/User-Campaigns$/);
    const item = page
      .getByRole('region', { name: en['ordering.active.title'] })
      .getByRole('article', { name: 'Blitz to cancel' });
    const firstStep = item.getByRole('listitem').first();
    await expect(firstStep).toContainText('24 sent');
    await expect(firstStep).toContainText(en['ordering.stage.sent']);

    await item.getByRole('button', { name: 'Cancel campaign Blitz to cancel' }).click();
    const yes = page.getByRole('button', { name: en['ordering.cancel.yes'], exact: true }).last();
    await yes.evaluate((button: HTMLElement) => {
      for (let press = 0; press < 10; press++) button.click();
    });
    const cancelled = page
      .getByRole('region', { name: en['ordering.active.cancelledTitle'] })
      .getByRole('article', { name: 'Blitz to cancel' });
    await expect(cancelled).toBeVisible();
    await expect.poll(async () => (await demoCalls(page)).pending).toBe(0);
    expect(await callsTo(page, 'basicusercampaign-delete')).toBe(1);
    const toasts = await page.evaluate(
      () => (window as unknown as { __toastsSeen?: string[] }).__toastsSeen ?? [],
    );
    expect(toasts.filter((text) => /already cancelled|could not be cancelled/.test(text))).toEqual(
      [],
    );
    // What was sent stays sent.
    const sentStep = cancelled.getByRole('listitem').first();
    await expect(sentStep).toContainText('24 sent');
    await expect(sentStep).toContainText(en['ordering.stage.sent']);
    // The toast states what this cancellation credited: the ledger's newest refund row for it.
    const cancelRefund = async () => {
      const data = await savedDatabase(page);
      const order = (data.userCampaigns ?? []).find(
        (row) => row.campaign_name === 'Blitz to cancel',
      )!;
      const rows = (data.orders ?? [])
        .filter((row) => row.kind === 'refund' && row.user_campaign_id === order.id)
        .sort((a, b) => a.id - b.id);
      return { order, rows };
    };
    await expect.poll(async () => (await cancelRefund()).order.status).toBe('cancelled');
    await expect
      .poll(async () =>
        (await cancelRefund()).rows.some((row) => row.description?.includes('not yet sent')),
      )
      .toBe(true);
    const { order, rows } = await cancelRefund();
    expect(order.refunded_cents).toBeLessThanOrEqual(order.charged_cents);
    const now = rows.at(-1)!.amount_cents! / 100;
    expect(toasts).toContain(
      `“Blitz to cancel” is cancelled: $${now.toFixed(2)} goes back to your balance.`,
    );
    expect(now * 100).toBeLessThan(order.charged_cents);
  });
});

test.describe('as Maya, more money actions after a lost answer', () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page, 'market');
    await page.waitForURL(/\/dashboard$/);
  });

  test('lists added to a running campaign with the answer lost: found added, charged once', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const running = 'Past clients thank-you cards';
    await page.goto('/dashboard/User-Campaigns');
    const item = page
      .getByRole('region', { name: en['ordering.active.title'] })
      .getByRole('article', { name: running });
    await item.getByRole('button', { name: `Add contact lists to ${running}` }).click();
    const dialog = page.getByRole('dialog', { name: `Add contact lists to “${running}”` });
    await dialog.getByRole('checkbox', { name: /^Portland homeowners/ }).check();
    const total = dialog.getByTestId('add-contacts-total');
    await expect(total).toHaveText(/^\$\d/);
    const totalText = (await total.textContent())!;
    await armDemoFault(page, 'lostAnswer', 'orders/campaign/add-contact-event');
    await page.clock.install();
    await dialog.getByRole('button', { name: 'Add lists and pay' }).click();
    await runUntilSaved(page, (data) =>
      (data.userCampaigns ?? []).some(
        (order) => order.campaign_name === running && order.contact_list_ids.includes(1),
      ),
    );
    await page.clock.fastForward(PAST_THE_CALL_TIMEOUT_MS);
    await expectToastShown(page, `The lists were added to “${running}”: ${totalText} was charged.`);
    await expect(dialog).toBeHidden();
    const order = ((await savedDatabase(page)).userCampaigns ?? []).find(
      (row) => row.campaign_name === running,
    )!;
    const charges = ((await savedDatabase(page)).orders ?? []).filter(
      (row) => row.kind === 'campaign' && row.user_campaign_id === order.id && row.reference,
    );
    expect(charges).toHaveLength(1);
  });

  test('a bulk send with the answer lost: found sent, one order, and the history shows it', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto('/dashboard/bulk-mail-center');
    await page.getByRole('radio', { name: en['bulk.channel.sms'] }).check();
    // Template 3 says how to opt out.
    await page.locator('input[name="bulk-template"][value="3"]').check();
    await page.getByRole('checkbox', { name: /^Past clients/ }).check();
    await page.getByRole('button', { name: en['bulk.proof.get'] }).click();
    await expect(page.getByTestId('proof-text')).toBeVisible();
    await page.getByRole('checkbox', { name: en['bulk.proof.approve'] }).check();
    await expect(page.getByTestId('order-total')).toHaveText(/^\$\d/);
    await armDemoFault(page, 'lostAnswer', 'orders/bulk-send/create');
    await page.clock.install();
    await page.getByRole('button', { name: en['bulk.send'] }).click();
    await runUntilSaved(page, (data) =>
      (data.orders ?? []).some((row) => row.kind === 'bulk-mail'),
    );
    await page.clock.fastForward(PAST_THE_CALL_TIMEOUT_MS);
    await expect(page).toHaveURL(/\/dashboard\/order-history$/);
    const toasts = () =>
      page.evaluate(() => (window as unknown as { __toastsSeen?: string[] }).__toastsSeen ?? []);
    await expect
      .poll(toasts)
      .toContainEqual(expect.stringMatching(/^Your bulk send to 5 contacts is on its way/));
    expect(await toasts()).not.toContain(en['bulk.send.failed']);
    expect(
      ((await savedDatabase(page)).orders ?? []).filter((row) => row.kind === 'bulk-mail'),
    ).toHaveLength(1);
  });

  test('cancelling the account with the answer lost: found cancelled, and led on', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto('/dashboard/billing');
    await page
      .getByRole('main')
      .getByRole('button', { name: en['subscriptions.cancel.open'], exact: true })
      .click();
    const dialog = page.getByRole('dialog', { name: en['subscriptions.cancel.title'] });
    await dialog.getByLabel(en['subscriptions.cancel.reason']).fill('Taking a break.');
    await dialog.getByRole('checkbox', { name: en['subscriptions.cancel.understood'] }).check();
    await armDemoFault(page, 'lostAnswer', 'cancel-account');
    await page.clock.install();
    await dialog
      .getByRole('button', { name: en['subscriptions.cancel.confirm'], exact: true })
      .click();
    await runUntilSaved(page, (data) =>
      (data.users ?? []).some(
        (user) => user.id === MAYA && user.java_stripesubscription_status === 'cancelled',
      ),
    );
    await page.clock.fastForward(PAST_THE_CALL_TIMEOUT_MS);
    await page.waitForURL(/\/cancelled-account$/);
    await expectToastShown(page, en['subscriptions.cancel.done']);
  });
});

test('reactivation with the network gone between the subscription and the activation charges once', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const submit = await openReactivation(page);
  await armDemoFault(page, 'network', 'activate-subscription');
  await submit.click();
  await expect(page.getByText(OUTCOME_OPEN)).toBeVisible();
  await expect(page.getByText(en['subscriptions.reactivate.failed'])).toHaveCount(0);
  await submit.click();
  await page.waitForURL(/\/dashboard$/);
  await expectToastShown(page, en['subscriptions.reactivate.done']);
  expect(await reactivationsOf(page)).toEqual({ charges: 1, active: 1, status: 'active' });
});

/** Carla (cancelled) signed in, on /cancelled-account with Reactivate ready; returns the button. */
async function openReactivation(page: Page) {
  await signInAs(page, 'cancelled');
  await page.waitForURL(/\/cancelled-account$/);
  const submit = page.getByRole('button', { name: en['subscriptions.reactivate.submit'] });
  await expect(submit).toBeEnabled();
  return submit;
}

/** Carla's reactivation charges and active subscriptions, as the demo database holds them. */
async function reactivationsOf(page: Page) {
  const data = await savedDatabase(page);
  const carla = data.users.find((user) => user.email === 'cancelled@mailcraft.demo')!;
  return {
    charges: (data.charges ?? []).filter((charge) => charge.kind === 'reactivation').length,
    active: (data.subscriptions ?? []).filter(
      (row) => row.user_id === carla.id && row.status === 'active',
    ).length,
    status: carla.java_stripesubscription_status,
  };
}

test('reactivation pressed ten times in a burst charges once', async ({ page }) => {
  const submit = await openReactivation(page);
  const button = await submit.elementHandle();
  for (let press = 0; press < 10; press++) await button.dispatchEvent('click');
  await page.waitForURL(/\/dashboard$/);
  await expectToastShown(page, en['subscriptions.reactivate.done']);
  await expect.poll(async () => (await demoCalls(page)).pending).toBe(0);
  expect(await reactivationsOf(page)).toEqual({ charges: 1, active: 1, status: 'active' });
});

test('reactivation whose subscription answer is lost says the outcome is open, and pressed again charges once', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const submit = await openReactivation(page);
  await armDemoFault(page, 'lostAnswer', 'stripe-createsubscription-cancelledaccount/');
  await page.clock.install();
  await submit.click();
  await runUntilSaved(page, (data) =>
    (data.charges ?? []).some((charge) => charge.kind === 'reactivation'),
  );
  await page.clock.fastForward(PAST_THE_CALL_TIMEOUT_MS);
  await expect(page.getByText(OUTCOME_OPEN)).toBeVisible();
  await expect(page.getByText(en['subscriptions.reactivate.failed'])).toHaveCount(0);
  await submit.click();
  await page.waitForURL(/\/dashboard$/);
  await expectToastShown(page, en['subscriptions.reactivate.done']);
  expect(await reactivationsOf(page)).toEqual({ charges: 1, active: 1, status: 'active' });
});

test('Essentials to Pro with the answer lost: found out at once, one charge, and the card is still on file', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, 'market');
  await page.waitForURL(/\/dashboard$/);
  await page
    .getByRole('radiogroup', { name: en['topbar.sideSwitcher'] })
    .getByText(en['topbar.designStudio'], { exact: true })
    .click();
  const plans = page.getByRole('dialog', { name: en['billing.plans.title'] });
  await plans.getByRole('tab', { name: 'Monthly' }).click();
  await plans.getByRole('tabpanel').getByRole('button', { name: 'Upgrade Now to Pro' }).click();
  const upgrade = page.getByRole('dialog', { name: 'Upgrade to Pro' });
  await expect(upgrade.getByRole('button', { name: /Submit$/ })).toBeEnabled();
  await armDemoFault(page, 'lostAnswer', 'upgrade-basic-toprouser');
  await page.clock.install();
  await upgrade.getByRole('button', { name: /Submit$/ }).click();
  await runUntilSaved(page, (data) =>
    (data.charges ?? []).some((charge) => charge.kind === 'upgrade'),
  );
  await page.clock.fastForward(PAST_THE_CALL_TIMEOUT_MS);
  await expectToastShown(page, en['billing.upgrade.done']);
  await expect(page).toHaveURL(/\/dashboard$/);
  const data = await savedDatabase(page);
  expect((data.charges ?? []).filter((charge) => charge.kind === 'upgrade')).toHaveLength(1);
  await page.goto('/dashboard/membership');
  await expect(page.getByRole('main').getByText('Ending in 4242').first()).toBeVisible();
  await expect(page.getByRole('main').getByText(en['billing.cards.empty'])).toHaveCount(0);
});
