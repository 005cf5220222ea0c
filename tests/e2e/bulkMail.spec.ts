import { allEnglish as en } from '../../src/i18n/allEnglish';
import { demoCalls, expect, sidebar, signInAs, test } from './fixtures';
import { mayaBalance, savedDatabase } from './xssKit';

/** The bulk mail center's journey (issue 12), in Chromium against the demo build. */

const MAYA = 2;

test('a Marketplace user proofs a text, sends it to a list once for ten clicks, and finds it in order history', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAs(page, 'market');
  await page.waitForURL(/\/dashboard$/);
  const balanceBefore = await mayaBalance(page);

  // From the card templates gallery to the bulk mail center.
  await sidebar(page).getByRole('menuitem', { name: en['nav.group.cardTemplates'] }).click();
  await sidebar(page).getByRole('menuitem', { name: en['nav.templates'], exact: true }).click();
  await page.getByRole('main').getByRole('link', { name: en['screen.bulkMailCenter'] }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: en['screen.bulkMailCenter'] }),
  ).toBeVisible();

  await page.getByRole('radio', { name: en['bulk.channel.sms'] }).check();
  const picker = page.getByRole('radiogroup', { name: en['bulk.template'], exact: true });
  await expect(picker.getByRole('radio').first()).toBeVisible();
  await page.getByRole('checkbox', { name: /^Past clients/ }).check();
  // A text that says how to opt out (a third of the seeded texts end "Text STOP to opt out.").
  let chosen = '';
  for (const option of await picker.getByRole('radio').all()) {
    await option.check();
    await page.getByRole('button', { name: en['bulk.proof.get'] }).click();
    const proof = page.getByTestId('proof-text');
    await expect(proof).toBeVisible();
    if (/STOP/.test((await proof.textContent()) ?? '')) {
      chosen = await option.evaluate(
        (radio) => radio.closest('label')?.querySelector('.bulk-tile__title')?.textContent ?? '',
      );
      break;
    }
  }
  expect(chosen, 'a text with an opt-out').not.toBe('');
  await page.getByRole('checkbox', { name: en['bulk.proof.approve'] }).check();
  await expect(page.getByTestId('order-total')).toHaveText(/^\$\d/);

  const send = await page.getByRole('button', { name: en['bulk.send'] }).elementHandle();
  for (let press = 0; press < 10; press++) await send.dispatchEvent('click');
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { __toastsSeen?: string[] }).__toastsSeen ?? []),
    )
    .toContainEqual(
      expect.stringMatching(/^Your bulk send to \d+ contacts? is on its way \(order MC-\d{6}\)\.$/),
    );
  await expect(page).toHaveURL(/\/dashboard\/order-history$/);
  await expect.poll(async () => (await demoCalls(page)).pending).toBe(0);

  const data = await savedDatabase(page);
  const bulk = (data.orders ?? []).filter((row) => row.kind === 'bulk-mail');
  expect(bulk, 'one bulk send for ten clicks').toHaveLength(1);
  const after = data.users.find((user) => user.id === MAYA)!.total_creditpoints;
  expect(Math.round((balanceBefore - after) * 100)).toBe(bulk[0].amount_cents);

  const row = page
    .getByRole('main')
    .locator('tbody tr')
    .filter({ hasText: `Bulk send of "${chosen}"` });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell').nth(5)).toHaveText(en['orders.status.sent']);
});
