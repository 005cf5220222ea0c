import type { Locator, Page } from '@playwright/test';
import { en } from '../../src/i18n/locales/en';
import { shellEn } from '../../src/i18n/locales/domains/shell/en';
import { listBuilderEn as lb } from '../../src/i18n/locales/domains/listBuilder/en';
import { expectNoA11yViolations } from './a11y';
import { expect, expectToastShown, sidebar, signInAs, test } from './fixtures';

/** The list builder journey of the contacts issue, in Chromium against the demo build. */

const MATCHES = /^[\d,]+ properties match$/;

function builder(page: Page): Locator {
  return page.getByRole('dialog', { name: en['screen.listBuilder'] });
}

/** A select by its label; a required one's name starts with the "*" mark antd draws before it. */
function select(page: Page, label: string): Locator {
  return builder(page).getByRole('combobox', { name: new RegExp(`^(\\* )?${label}$`) });
}

/** An option of one select's open dropdown (antd lists options by title beside its listbox). */
async function option(page: Page, label: string, title: string): Promise<Locator> {
  const id = await select(page, label).getAttribute('id');
  return page
    .locator('.ant-select-dropdown')
    .filter({ has: page.locator(`[id="${id}_list"]`) })
    .getByTitle(title, { exact: true });
}

async function pick(page: Page, label: string, title: string, search = title): Promise<void> {
  const combobox = select(page, label);
  await combobox.click();
  await combobox.fill(search);
  await (await option(page, label, title)).click();
}

/** The count line: "… properties match" once the debounced count has arrived. */
async function matchCount(page: Page): Promise<string> {
  const status = builder(page).getByRole('status').filter({ hasText: MATCHES });
  await expect(status).toBeVisible();
  return (await status.innerText()).trim();
}

test('build a list with the list builder', async ({ page }) => {
  await signInAs(page, 'market');
  await sidebar(page).getByRole('menuitem', { name: shellEn['nav.listBuilder'], exact: true }).click();
  await expect(builder(page)).toBeVisible();
  await expect(builder(page).getByText(lb['listBuilder.count.prompt'])).toBeVisible();
  const save = builder(page).getByRole('button', { name: lb['listBuilder.save'] });
  await expect(save).toBeDisabled();
  await expect(select(page, lb['listBuilder.state.label'])).toBeEnabled();
  await expectNoA11yViolations(page, 'the list builder as it opens');

  await pick(page, lb['listBuilder.state.label'], 'Maine');
  const wholeState = await matchCount(page);

  await expect(select(page, lb['listBuilder.counties.label'])).toBeEnabled();
  await pick(page, lb['listBuilder.counties.label'], 'Cumberland');
  // Escape closes the open dropdown only, never the builder with its selection.
  await page.keyboard.press('Escape');
  await expect(select(page, lb['listBuilder.counties.label'])).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await expect(builder(page)).toBeVisible();

  await pick(page, lb['listBuilder.cities.label'], 'Portland');
  await page.keyboard.press('Escape');
  await expect.poll(() => matchCount(page)).not.toBe(wholeState);
  const portland = await matchCount(page);

  await expectNoA11yViolations(page, 'the list builder with a selection');

  await builder(page)
    .getByRole('textbox', { name: lb['listBuilder.name.label'] })
    .fill('E2E Portland owners');
  await expect(save).toBeEnabled();
  await save.click();

  await expect(builder(page)).toBeHidden();
  const contacts = portland.replace(' properties match', '');
  await expectToastShown(
    page,
    `Contact list “E2E Portland owners” saved with ${contacts} contacts.`,
  );
  await expect(page).toHaveURL(/\/dashboard\/mailing$/);
  await expect(
    page.getByRole('heading', { level: 1, name: en['screen.mailing'], exact: true }),
  ).toBeVisible();
  await expect(page.getByText('E2E Portland owners', { exact: true }).first()).toBeVisible();
});

test.describe('a state the data service has no files for', () => {
  // The service answers 404 for its missing files, as it should, and Chromium logs each one.
  test.use({ allowedConsoleErrors: [/Failed to load resource: .*404 \(Not Found\)/] });

  test('the list builder says no detailed data is available', async ({ page }) => {
    await signInAs(page, 'market');
    await sidebar(page).getByRole('menuitem', { name: shellEn['nav.listBuilder'], exact: true }).click();
    await expect(select(page, lb['listBuilder.state.label'])).toBeEnabled();
    await pick(page, lb['listBuilder.state.label'], 'Ohio');
    await expect(
      builder(page).getByText(lb['listBuilder.detail.unavailable'].replace('{state}', 'Ohio')),
    ).toBeVisible();
    await expect(builder(page).getByText(lb['listBuilder.count.none'])).toBeVisible();
    await expect(select(page, lb['listBuilder.counties.label'])).toBeDisabled();
    await expectNoA11yViolations(page, 'the list builder for a state without detail');
    await builder(page).getByRole('button', { name: en['common.cancel'] }).click();
    await expect(builder(page)).toBeHidden();
  });
});
