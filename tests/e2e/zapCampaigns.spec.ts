import { allEnglish as en } from '../../src/i18n/allEnglish';
import { expect, sidebar, signInAs, test } from './fixtures';

/** The Zapier history (templates-campaigns-contacts §7), in Chromium against the demo build. */

test('Maya opens Zap campaigns from the sidebar and pages through her 25 Zapier sends', async ({
  page,
}) => {
  await signInAs(page, 'market');
  await page.waitForURL(/\/dashboard$/);
  await sidebar(page).getByRole('menuitem', { name: en['nav.group.cardTemplates'] }).click();
  await sidebar(page).getByRole('menuitem', { name: 'Zap Campaigns', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/Zap-campaigns$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Zap Campaigns' })).toBeVisible();

  const table = main.getByRole('table', { name: 'Templates sent by your zaps' });
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(10);
  const pager = main.getByRole('navigation', { name: 'Pages of Zapier sends' });
  await expect(pager.getByText('25 sends', { exact: true })).toBeVisible();
  // Every date as the spec shows dates: MM-DD-YYYY | HH:mm:ss.
  for (const cell of await rows.locator('td:first-child').allTextContents())
    expect(cell).toMatch(/^\d{2}-\d{2}-\d{4} \| \d{2}:\d{2}:\d{2}$/);

  await pager.getByRole('button', { name: 'Page 3' }).click();
  await expect(rows).toHaveCount(5);
  await expect(pager.getByRole('button', { name: 'Page 3' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  // The oldest send of the seed comes last.
  await expect(rows.last()).toContainText('New Zillow lead → welcome text');
});
