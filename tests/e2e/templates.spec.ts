import type { Page } from '@playwright/test';
import { allEnglish as en } from '../../src/i18n/allEnglish';
import { expect, expectToastShown, signInAs, sidebar, test } from './fixtures';

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

test('a Design Studio user finds a template, favourites it, downloads its PDF, duplicates it and deletes the copy', async ({
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

  // Download it as a PDF (the demo renders a real one with pdf-lib, loaded on first use).
  const download = page.waitForEvent('download');
  await chooseAction(page, original, en['templates.action.pdf']);
  const pdf = await download;
  expect(pdf.suggestedFilename()).toBe('Just Sold Bold 1.pdf');
  const stream = await pdf.createReadStream();
  const head = await new Promise<string>((resolve) =>
    stream.once('data', (chunk: Buffer) => resolve(chunk.subarray(0, 5).toString('latin1'))),
  );
  expect(head).toBe('%PDF-');

  // Duplicate it under a new name.
  await chooseAction(page, original, en['templates.action.duplicate']);
  const dialog = page.getByRole('dialog');
  const name = dialog.getByRole('textbox', { name: en['templates.duplicate.name'] });
  await name.fill('Just Sold Bold copy for e2e');
  await dialog.getByRole('button', { name: /Duplicate$/ }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByText('Template duplicated as “Just Sold Bold copy for e2e”.'),
  ).toBeVisible();

  // Delete the duplicate.
  await searchTitle(page, 'copy for e2e');
  const copy = item(page, 'Just Sold Bold copy for e2e');
  await expect(copy).toBeVisible();
  await copy
    .getByRole('button', {
      name: en['templates.delete'].replace('{name}', 'Just Sold Bold copy for e2e'),
    })
    .click();
  await expect(page.getByText('Sure to delete?')).toBeVisible();
  await page.getByRole('button', { name: 'DELETE', exact: true }).click();
  await expectToastShown(page, 'Template is deleted successfully!');
  await expect(copy).toBeHidden();
  await expect(page.getByText(en['templates.empty.filtered'])).toBeVisible();
});

test('a Design Studio user creates an SMS template with a merge tag and finds it by search', async ({
  page,
}) => {
  await signInAs(page, 'studio');
  await openLibrary(page, en['nav.sms'], en['screen.message']);
  await page.getByRole('button', { name: en['templates.new.sms'] }).click();
  const drawer = page.getByRole('dialog', { name: en['smsEditor.newTitle'] });
  await expect(drawer).toBeVisible();

  await drawer.getByRole('textbox', { name: en['editor.title.label'] }).fill('E2E spring text');
  const message = drawer.getByRole('textbox', { name: en['smsEditor.message.label'] });
  await message.fill('Hi , spring is here!');
  // The caret after "Hi ": the merge tag goes there.
  await message.evaluate((element: HTMLTextAreaElement) => element.setSelectionRange(3, 3));
  const insert = drawer.getByRole('button', { name: /Insert merge tag$/ });
  await expect(insert).toBeEnabled();
  await insert.click();
  await page.getByRole('menuitem', { name: /^First name/ }).click();
  await expect(message).toHaveValue('Hi {{first_name}}, spring is here!');
  // The live counter (GSM-7: the four braces count double) and the preview with sample data.
  await expect(drawer.getByText(/38 characters · 1 segment · GSM-7/)).toBeVisible();
  await expect(drawer.getByText('Hi Jordan, spring is here!')).toBeVisible();

  await drawer.getByRole('button', { name: /Save$/ }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByText(en['templates.created'])).toBeVisible();
  // New templates go to the top of their list.
  await expect(page.getByRole('article').first()).toHaveAccessibleName('E2E spring text');

  await searchTitle(page, 'spring text');
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(item(page, 'E2E spring text')).toBeVisible();
});

test('a Design Studio user creates an email template with an image, previews it and gets its proof', async ({
  page,
}) => {
  await signInAs(page, 'studio');
  await openLibrary(page, en['nav.mailTemplates'], en['screen.mail']);
  await page.getByRole('button', { name: en['templates.new.mail'] }).click();
  const drawer = page.getByRole('dialog').filter({ hasText: en['mailEditor.subject'] });
  // The email editor's chunk (the rich-text editor) loads on first use: slow under CI's load.
  await expect(drawer).toBeVisible({ timeout: 30_000 });

  await drawer.getByRole('textbox', { name: en['editor.title.label'] }).fill('E2E open house mail');
  await drawer
    .getByRole('textbox', { name: en['mailEditor.subject'] })
    .fill('Open house this Sunday');
  const body = drawer.getByRole('textbox', { name: en['mailEditor.body.label'] });
  await body.click();
  await page.keyboard.type('Hi there, come and see the house.');
  // A small PNG (1×1 pixel) through the image button's file input.
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
    'base64',
  );
  await drawer.getByLabel(en['mailEditor.image.file']).setInputFiles({
    name: 'pixel.png',
    mimeType: 'image/png',
    buffer: png,
  });
  await expect(body.locator('img')).toHaveCount(1);

  await drawer.getByRole('tab', { name: en['mailEditor.tab.preview'] }).click();
  const preview = drawer.frameLocator(
    'iframe[title="' + en['mailEditor.preview.frameTitle'] + '"]',
  );
  await expect(preview.getByText('Hi there, come and see the house.')).toBeVisible();
  await expect(preview.locator('img')).toHaveCount(1);

  await drawer.getByRole('tab', { name: en['mailEditor.tab.proof'] }).click();
  await drawer.getByRole('button', { name: en['editor.proof.get'] }).click();
  const proof = drawer.locator(`iframe[title="${en['editor.proof.frameTitle']}"]`);
  await expect(proof).toHaveAttribute('sandbox', '');
  await expect(proof).toHaveAttribute('srcdoc', /<title>Open house this Sunday<\/title>/);
  await expect(proof).toHaveAttribute('srcdoc', /Hi there, come and see the house\./);

  await drawer.getByRole('button', { name: /Save$/ }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByText(en['templates.created'])).toBeVisible();
  await expect(page.getByRole('article').first()).toHaveAccessibleName('E2E open house mail');
});

test('a Marketplace user browses the gallery with a category filter', async ({ page }) => {
  await signInAs(page, 'market');
  await sidebar(page).getByRole('menuitem', { name: en['nav.group.cardTemplates'] }).click();
  await openLibrary(page, en['nav.templates'], en['screen.templates']);
  await expect(page.getByRole('article')).toHaveCount(12);
  await expect(page.getByRole('img', { name: /^Front of / }).first()).toBeVisible();

  await page
    .getByRole('combobox', { name: en['templates.filter.category'] })
    .selectOption({ label: 'Open House' });
  await expect(page.getByRole('article').first()).toHaveAccessibleName(/^Open House/);
  const titles = await page
    .getByRole('article')
    .evaluateAll((items) => items.map((element) => element.getAttribute('aria-label')));
  expect(titles.length).toBeGreaterThan(0);
  expect(titles.every((title) => title?.startsWith('Open House'))).toBe(true);
});
