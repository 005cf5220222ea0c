import type { Page } from '@playwright/test';
import { en } from '../../src/i18n/locales/en';
import { expect, signInAs, sidebar, test } from './fixtures';

/** The template journeys of the templates issue, in Chromium against the demo build. */

const item = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });

async function openLibrary(page: Page, menuLabel: string, heading: string): Promise<void> {
  await sidebar(page).getByRole('menuitem', { name: menuLabel, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
}

async function searchTitle(page: Page, text: string): Promise<void> {
  const search = page.getByRole('searchbox', { name: en['templates.filter.title'] });
  await search.fill(text);
}

async function chooseAction(page: Page, title: string, action: string): Promise<void> {
  await item(page, title)
    .getByRole('button', { name: en['templates.actions'].replace('{name}', title) })
    .click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
}

test('a Design Studio user finds a template, favourites it, duplicates it and deletes the copy', async ({
  page,
}) => {
  await signInAs(page, 'studio');
  await openLibrary(page, en['nav.sms'], en['screen.message']);

  // Find it by search.
  await searchTitle(page, 'Just Sold Bold 1');
  await expect(page.getByRole('article')).toHaveCount(1);
  const original = 'Just Sold Bold 1';
  await expect(item(page, original)).toBeVisible();

  // Favourite it.
  const star = item(page, original).getByRole('button', {
    name: en['templates.favourite'].replace('{name}', original),
  });
  await star.click();
  await expect(
    item(page, original).getByRole('button', {
      name: en['templates.unfavourite'].replace('{name}', original),
    }),
  ).toHaveAttribute('aria-pressed', 'true');

  // Duplicate it under a new name.
  await chooseAction(page, original, en['templates.action.duplicate']);
  const dialog = page.getByRole('dialog');
  const name = dialog.getByRole('textbox', { name: en['templates.duplicate.name'] });
  await name.fill('Just Sold Bold copy for e2e');
  await dialog.getByRole('button', { name: /Duplicate$/ }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Template duplicated as “Just Sold Bold copy for e2e”.')).toBeVisible();

  // Delete the duplicate.
  await searchTitle(page, 'copy for e2e');
  const copy = item(page, 'Just Sold Bold copy for e2e');
  await expect(copy).toBeVisible();
  await copy
    .getByRole('button', {
      name: en['templates.delete'].replace('{name}', 'Just Sold Bold copy for e2e'),
    })
    .click();
  await expect(page.getByText(en['common.sureToDelete'])).toBeVisible();
  await page.getByRole('button', { name: en['common.deleteConfirm'] }).click();
  await expect(page.getByText(en['templates.deleted'])).toBeVisible();
  await expect(copy).toBeHidden();
  await expect(page.getByText(en['templates.empty.filtered'])).toBeVisible();
});

test('a Marketplace user browses the gallery with a category filter', async ({ page }) => {
  await signInAs(page, 'market');
  await sidebar(page).getByRole('menuitem', { name: en['nav.group.cardTemplates'] }).click();
  await openLibrary(page, en['nav.templates'], en['screen.templates']);
  await expect(page.getByRole('article')).toHaveCount(12);
  await expect(page.getByRole('img', { name: /^Front of / }).first()).toBeVisible();

  await page.getByRole('combobox', { name: en['templates.filter.category'] }).click();
  await page.getByTitle('Open House', { exact: true }).click();
  await expect(page.getByRole('article').first()).toHaveAccessibleName(/^Open House/);
  const titles = await page.getByRole('article').evaluateAll((items) =>
    items.map((element) => element.getAttribute('aria-label')),
  );
  expect(titles.length).toBeGreaterThan(0);
  expect(titles.every((title) => title?.startsWith('Open House'))).toBe(true);
});
