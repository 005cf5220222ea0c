import type { Locator, Page } from '@playwright/test';
import { APP_STORAGE_KEYS } from '../../src/lib/storageKeys';
import {
  type BarThemeName,
  type MainThemeName,
  SIDEBAR_THEMES,
  TOPBAR_THEMES,
  primaryColours,
} from '../../src/theme/themes';
import { expectNoA11yViolations } from './a11y';
import { type DialogAccount, type DialogEntry, dialogsOf } from './dialogTable';
import { expect, signInAs, test } from './fixtures';
import { openInApp, screenReady } from './screens';

/**
 * axe (WCAG 2.0/2.1/2.2 A and AA, with the structure rules of a11y.ts) on every feature dialog,
 * drawer, menu and popover the features declare (src/features/<feature>/harness/e2e/dialogs.ts,
 * gathered by tests/e2e/dialogTable.ts), each in two themes. One signed-in page per account opens
 * its dialogs one after another, moving between screens inside the app, and scans each one (and
 * each of its states) in both themes while it stays open: the theme is switched under the open
 * dialog, as a choice made in another tab of the app switches it (the preferences follow the
 * stored choice; the settings drawer cannot be reached while a dialog is open).
 *
 * The themes: the app has no dark antd theme. Dialogs, drawers and popovers take their colours
 * from the main theme alone (its primary colour on buttons, links, focus and selection); the top
 * bar and sidebar themes colour only the shell behind the mask. So the scans cover both main
 * themes: the default one, and theme2 with dark top bar and sidebar themes behind it.
 */

interface Theme {
  name: string;
  choice: { mainTheme: MainThemeName; topbarTheme: BarThemeName; sidebarTheme: BarThemeName };
}

const DEFAULT_THEME: Theme = {
  name: 'default theme',
  choice: { mainTheme: 'themedefault', topbarTheme: 'themedefault', sidebarTheme: 'themedefault' },
};
const OTHER_THEME: Theme = {
  name: 'main theme2, dark top bar and sidebar',
  choice: { mainTheme: 'theme2', topbarTheme: 'theme5', sidebarTheme: 'theme5' },
};

const ACCOUNTS: readonly DialogAccount[] = ['admin', 'market', 'studio'];

/** A #rrggbb colour as getComputedStyle writes it. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/**
 * Stores the theme as the settings panel of another tab would, and tells the page as the browser
 * tells every other tab of the origin (a `storage` event): the app applies the stored preferences.
 */
async function storeTheme(page: Page, theme: Theme): Promise<void> {
  await page.evaluate(
    ({ key, choice }) => {
      const oldValue = window.localStorage.getItem(key);
      let stored: unknown = null;
      try {
        stored = JSON.parse(oldValue ?? 'null');
      } catch {
        // Unreadable: the choice replaces it.
      }
      const newValue = JSON.stringify({ ...(stored as object | null), ...choice });
      window.localStorage.setItem(key, newValue);
      window.dispatchEvent(
        new StorageEvent('storage', {
          key,
          oldValue,
          newValue,
          storageArea: window.localStorage,
          url: window.location.href,
        }),
      );
    },
    { key: APP_STORAGE_KEYS.preferences, choice: theme.choice },
  );
}

/**
 * The page shows the theme: the shell's bars and primary colour, and the open dialog's enabled
 * primary buttons (in the primary colour, or its hover or pressed shade under the pointer), so a
 * scan never runs in the theme it does not name.
 */
async function expectTheme(page: Page, dialog: Locator, theme: Theme): Promise<void> {
  const { mainTheme, topbarTheme, sidebarTheme } = theme.choice;
  const shell = page.locator('.app-shell');
  await expect
    .poll(() =>
      shell.evaluate((element) =>
        getComputedStyle(element).getPropertyValue('--shell-primary').trim(),
      ),
    )
    .toBe(primaryColours(mainTheme).primary);
  await expect(shell.locator('header').first()).toHaveCSS(
    'background-color',
    rgb(TOPBAR_THEMES[topbarTheme].backgroundColor),
  );
  await expect(shell.locator('aside').first()).toHaveCSS(
    'background-color',
    rgb(SIDEBAR_THEMES[sidebarTheme].backgroundColor),
  );
  const shades = Object.values(primaryColours(mainTheme)).map(rgb);
  const primaryButtons = dialog.locator('.ant-btn-primary:not(.ant-btn-dangerous):enabled');
  await expect
    .poll(async () => {
      const colours = await primaryButtons.evaluateAll((buttons) =>
        buttons
          .filter((button) => button.getClientRects().length > 0)
          .map((button) => getComputedStyle(button).backgroundColor),
      );
      return colours.filter((colour) => !shades.includes(colour));
    }, `primary buttons of the dialog not in the ${theme.name}`)
    .toEqual([]);
}

/** Scans the page as it is in each theme asked for, switching the theme under the open dialog. */
function themedScans(page: Page) {
  let shown = DEFAULT_THEME;
  const show = async (theme: Theme, dialog: Locator, overlay?: Locator) => {
    if (theme !== shown) {
      await storeTheme(page, theme);
      shown = theme;
    }
    await expectTheme(page, dialog, theme);
    await expect(dialog, `the dialog stays open in the ${theme.name}`).toBeVisible();
    if (overlay) await expect(overlay, `the state stays open in the ${theme.name}`).toBeVisible();
  };
  /**
   * Both themes, the one shown first (so consecutive scans switch once between them), or the
   * default theme alone.
   */
  return async (
    dialog: Locator,
    context: (theme: Theme) => string,
    { overlay, defaultThemeOnly }: { overlay?: Locator; defaultThemeOnly?: boolean } = {},
  ): Promise<void> => {
    const themes = defaultThemeOnly
      ? [DEFAULT_THEME]
      : [shown, shown === DEFAULT_THEME ? OTHER_THEME : DEFAULT_THEME];
    for (const theme of themes) {
      await show(theme, dialog, overlay);
      await expectNoA11yViolations(page, context(theme));
    }
  };
}

async function scanEntry(
  page: Page,
  entry: DialogEntry,
  scan: ReturnType<typeof themedScans>,
): Promise<void> {
  const where = new URL(page.url());
  if (`${where.pathname}${where.search}` !== entry.url) {
    await openInApp(page, entry.url);
    await expect(page).toHaveURL(entry.url);
  }
  await screenReady(page);
  await entry.open(page);
  const dialog = entry.dialog(page);
  await expect(dialog).toBeVisible();
  await scan(dialog, (theme) => `${entry.name} (${theme.name})`);
  for (const state of entry.states ?? []) {
    await state.reach(page, dialog);
    const overlay = state.shows?.(page);
    if (overlay) await expect(overlay).toBeVisible();
    await scan(dialog, (theme) => `${entry.name} (${theme.name}): ${state.name}`, {
      overlay,
      defaultThemeOnly: state.defaultThemeOnly,
    });
    if (state.leave) await state.leave(page, dialog);
    else if (overlay) {
      await page.keyboard.press('Escape');
      await expect(overlay).toBeHidden();
    }
    await expect(dialog, `${entry.name} stays open after ${state.name}`).toBeVisible();
  }
  if (entry.close) await entry.close(page, dialog);
  else await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

test.describe(`axe on every dialog, in the ${DEFAULT_THEME.name} and ${OTHER_THEME.name}`, () => {
  for (const account of ACCOUNTS) {
    const entries = dialogsOf(account);
    test(`${account}: ${entries.length} dialogs`, async ({ page }) => {
      // About 15 s a scan under CI's two workers (each whole-page axe run takes 4–6 s alone).
      const scans = entries.reduce(
        (sum, entry) =>
          sum +
          2 +
          (entry.states ?? []).reduce((more, state) => more + (state.defaultThemeOnly ? 1 : 2), 0),
        0,
      );
      test.setTimeout(60_000 + scans * 15_000);
      await signInAs(page, account);
      await page.waitForURL(/\/dashboard$/);
      await screenReady(page);
      const scan = themedScans(page);
      for (const entry of entries) {
        await test.step(entry.name, async () => {
          if (entry.skipReason) {
            test.info().annotations.push({ type: 'skip', description: entry.skipReason });
            return;
          }
          await scanEntry(page, entry, scan);
        });
      }
    });
  }
});
