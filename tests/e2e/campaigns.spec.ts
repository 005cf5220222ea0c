import type { Page } from '@playwright/test';
import { allEnglish as en } from '../../src/i18n/allEnglish';
import { expect, expectToastShown, sidebar, signInAs, test } from './fixtures';

/** The campaign-building journeys of the campaigns issue, in Chromium against the demo build. */

const item = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

async function openLibrary(page: Page): Promise<void> {
  await sidebar(page).getByRole('menuitem', { name: en['nav.campaigns'], exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: en['screen.campaigns'] })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
}

/** Adds a step of the channel and picks the first template of the user's library. */
async function addStep(page: Page, channel: string, number: number): Promise<void> {
  await page.getByRole('button', { name: `Add ${channel} step` }).click();
  const step = page.getByRole('listitem', { name: `Step ${number}: ${channel}` });
  const picker = step.getByRole('combobox', { name: 'Template' });
  await expect(picker.locator('option')).not.toHaveCount(1);
  await picker.selectOption({ index: 1 });
}

test('a PRO user builds a 3-step sms → postcard → email campaign and sees it in the library', async ({
  page,
}) => {
  await signInAs(page, 'studio');
  await openLibrary(page);
  await page.getByRole('button', { name: en['campaigns.new'] }).click();
  await expect(page).toHaveURL(/\/dashboard\/Create-campaign$/);

  await page.getByLabel(/Campaign name/).fill('Welcome sequence');
  await page.getByLabel('Description').fill('Text, then a postcard, then an email.');
  await addStep(page, 'SMS', 1);
  await addStep(page, 'Postcard', 2);
  await page.getByRole('listitem', { name: 'Step 2: Postcard' }).getByRole('spinbutton').fill('3');
  await addStep(page, 'Email', 3);

  const timeline = page.getByRole('region', { name: 'Timeline' });
  await expect(timeline.getByRole('listitem')).toHaveCount(3);
  await expect(timeline.getByRole('listitem').nth(1)).toContainText(
    'sent on day 3 · in homes on days 7–9',
  );
  await expect(timeline.getByRole('listitem').nth(2)).toContainText('sent on day 4');

  await page.getByRole('button', { name: 'Save campaign' }).click();
  await expectToastShown(page, en['campaigns.created']);
  await expect(page).toHaveURL(/\/dashboard\/campaigns$/);
  const saved = item(page, 'Welcome sequence');
  await expect(saved).toBeVisible();
  await expect(
    saved.getByRole('list', { name: 'Steps of Welcome sequence' }).getByRole('listitem'),
  ).toHaveText([/SMS\s*at once/, /Postcard\s*after 3 days/, /Email\s*after 1 day/]);
});

test('a PRO user drags a step by its grip to the front of the campaign', async ({ page }) => {
  await signInAs(page, 'studio');
  await openLibrary(page);
  await page.getByRole('button', { name: en['campaigns.new'] }).click();
  await addStep(page, 'SMS', 1);
  await addStep(page, 'Email', 2);
  await addStep(page, 'Postcard', 3);
  // A screen tall enough for the three steps with their previews: the drag scrolls nothing, as a
  // user with the whole campaign in view would drag.
  await page.setViewportSize({ width: 1440, height: 1800 });
  const grip = page.getByRole('listitem', { name: 'Step 3: Postcard' }).locator('.step-drag');
  await grip.dragTo(page.getByRole('listitem', { name: 'Step 1: SMS' }), {
    targetPosition: { x: 40, y: 16 },
  });
  await expect(page.getByRole('listitem', { name: /^Step \d+: / })).toHaveText([
    /^\s*Step 1: Postcard/,
    /^\s*Step 2: SMS/,
    /^\s*Step 3: Email/,
  ]);
  const timeline = page.getByRole('region', { name: 'Timeline' });
  await expect(timeline.getByRole('listitem').first()).toContainText('Postcard');
});

test('the admin shares a campaign with the PRO user, who accepts it', async ({ page: admin }) => {
  await signInAs(admin, 'admin');
  await openLibrary(admin);
  await item(admin, 'New patient welcome')
    .getByRole('button', { name: 'Share', exact: true })
    .click();
  const dialog = admin.getByRole('dialog', {
    name: 'Share “New patient welcome” with a PRO admin',
  });
  // The picker lists the PRO admins one may share with; typing narrows it.
  const picker = dialog.getByRole('combobox', { name: 'PRO admin' });
  await picker.click();
  await picker.fill('Stella');
  await admin.getByTitle('Stella Studio · studio@mailcraft.demo').click();
  await dialog.getByRole('button', { name: 'Share', exact: true }).click();
  await expectToastShown(admin, 'Campaign shared successfully!');
  // The demo backend lives in each browser's storage: the PRO user signs in on the same one.
  await admin.locator('.topbar__user').click();
  await admin.getByRole('menuitem', { name: en['topbar.logout'], exact: true }).click();

  await signInAs(admin, 'studio');
  await openLibrary(admin);
  const shared = admin.getByRole('region', { name: 'Shared with me' });
  await shared.getByRole('button', { name: 'Accept New patient welcome' }).click();
  await expectToastShown(admin, en['campaigns.shared.accepted']);
  await expect(shared.getByRole('button', { name: 'Accept New patient welcome' })).toHaveCount(0);
  await admin
    .getByRole('searchbox', { name: en['campaigns.filter.title'] })
    .fill('New patient welcome');
  await expect(admin.getByRole('article', { name: 'New patient welcome' })).toHaveCount(2);
  await expect(
    admin
      .getByRole('article', { name: 'New patient welcome' })
      .getByRole('button', { name: en['common.edit'] }),
  ).toHaveCount(1);
});
