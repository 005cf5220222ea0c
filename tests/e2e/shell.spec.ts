import type { Page } from '@playwright/test';
import { expect, sidebar, signInAs, test } from './fixtures';

const aside = '#app-sidebar';

async function widthOf(page: Page, selector: string): Promise<number> {
  return page
    .locator(selector)
    .evaluate((element) => Math.round(element.getBoundingClientRect().width));
}

test('desktop: the sidebar is 280 px, collapses with the toggle and expands while hovered', async ({
  page,
}) => {
  await signInAs(page, 'studio');
  await expect(sidebar(page)).toBeVisible();
  await expect.poll(() => widthOf(page, aside)).toBe(280);
  expect(
    await page
      .locator('header')
      .first()
      .evaluate((element) => element.getBoundingClientRect().height),
  ).toBe(65);

  await page.getByRole('button', { name: 'Collapse or expand the menu' }).click();
  await page.mouse.move(900, 500);
  await expect.poll(() => widthOf(page, aside)).toBe(80);

  await page.locator(aside).hover();
  await expect.poll(() => widthOf(page, aside)).toBe(280);
  await page.mouse.move(900, 500);
  await expect.poll(() => widthOf(page, aside)).toBe(80);
});

test.describe('mobile', () => {
  test.use({ viewport: { width: 600, height: 900 } });

  test('the sidebar is 240 px, opens with the toggle and closes after a selection', async ({
    page,
  }) => {
    await signInAs(page, 'admin');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.locator(aside)).toBeHidden();

    await page.getByRole('button', { name: 'Collapse or expand the menu' }).click();
    await expect(page.locator(aside)).toBeVisible();
    await expect.poll(() => widthOf(page, aside)).toBe(240);

    await sidebar(page).getByText('Coaches', { exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/coach$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Coaches' })).toBeVisible();
    await expect(page.locator(aside)).toBeHidden();
  });
});
