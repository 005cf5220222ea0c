import type { Locator, Page } from '@playwright/test';
import type { MessageId } from '../../src/i18n/messageIds';
import { allEnglish as en } from '../../src/i18n/allEnglish';
import { THEME_FAMILIES, type ThemeFamily } from '../../src/theme/themes';
import { expect } from './fixtures';

/** Moving between screens and choosing themes, as the accessibility specs do it. */

/** A screen has settled when it has its one h1 and one main, and no lazy chunk is still loading. */
export async function screenReady(page: Page, heading?: string): Promise<void> {
  if (heading !== undefined) {
    await expect(
      page.getByRole('heading', { level: 1, name: heading, exact: true }),
    ).toBeAttached();
  }
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.locator('main, [role="main"]')).toHaveCount(1);
  await expect(page.locator('.page-loader')).toHaveCount(0);
}

/** Moves to another screen inside the app, as a link would, without reloading (cheaper than a load). */
export async function openInApp(page: Page, url: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
}

/** Chooses a theme in the open settings drawer, by its swatch. */
export async function chooseTheme(drawer: Locator, family: ThemeFamily, name: string) {
  const label = `${en[THEME_FAMILIES[family].labelId]}: ${en[`prefs.theme.${name}` as MessageId]}`;
  // The radio itself takes no pointer events: a user clicks its swatch, the label around it.
  const radio = drawer.getByRole('radio', { name: label, exact: true });
  await drawer
    .locator('label')
    .filter({ has: drawer.page().getByRole('radio', { name: label, exact: true }) })
    .click();
  await expect(radio).toBeChecked();
}

/** Chooses themes in the settings drawer (opened, then closed again), family by family. */
export async function applyThemes(
  page: Page,
  themes: Partial<Record<ThemeFamily, string>>,
): Promise<void> {
  await page.getByRole('button', { name: en['prefs.open'], exact: true }).click();
  const drawer = page.getByRole('dialog', { name: en['prefs.title'] });
  await expect(drawer).toBeVisible();
  for (const [family, name] of Object.entries(themes)) {
    await chooseTheme(drawer, family as ThemeFamily, name);
  }
  await drawer.getByRole('button', { name: en['common.close'] }).click();
  await expect(drawer).toBeHidden();
}
