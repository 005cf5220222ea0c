import type { Page } from '@playwright/test';
import type { ThemeFamily } from '../../src/theme/themes';
import { expectNoA11yViolations } from './a11y';
import { type DialogAccount, type DialogEntry, dialogsOf } from './dialogTable';
import { expect, signInAs, test } from './fixtures';
import { applyThemes, openInApp, screenReady } from './screens';

/**
 * axe (WCAG 2.0/2.1/2.2 A and AA, with the structure rules of a11y.ts) on every feature dialog,
 * drawer and popover of tests/e2e/dialogTable.ts, each in two themes. One signed-in page per
 * account and theme opens its dialogs one after another, moving between screens inside the app.
 *
 * The themes: the app has no dark antd theme. Dialogs, drawers and popovers take their colours
 * from the main theme alone (its primary colour on buttons, links, focus and selection); the top
 * bar and sidebar themes colour only the shell behind the mask. So the passes cover both main
 * themes: the default one, and theme2 with dark top bar and sidebar themes behind it.
 */

interface ThemePass {
  name: string;
  themes: Partial<Record<ThemeFamily, string>> | null;
}

const PASSES: readonly ThemePass[] = [
  { name: 'default theme', themes: null },
  {
    name: 'main theme2, dark top bar and sidebar',
    themes: { mainTheme: 'theme2', topbarTheme: 'theme5', sidebarTheme: 'theme5' },
  },
];

const ACCOUNTS: readonly DialogAccount[] = ['admin', 'market', 'studio'];

async function scanEntry(page: Page, entry: DialogEntry, pass: ThemePass): Promise<void> {
  const where = new URL(page.url());
  if (`${where.pathname}${where.search}` !== entry.url) {
    await openInApp(page, entry.url);
    await expect(page).toHaveURL(entry.url);
  }
  await screenReady(page);
  await entry.open(page);
  const dialog = entry.dialog(page);
  await expect(dialog).toBeVisible();
  const context = `${entry.name} (${pass.name})`;
  await expectNoA11yViolations(page, context);
  for (const state of entry.states ?? []) {
    if (state.defaultThemeOnly && pass.themes) continue;
    await state.reach(page, dialog);
    const overlay = state.shows?.(page);
    if (overlay) await expect(overlay).toBeVisible();
    await expectNoA11yViolations(page, `${context}: ${state.name}`);
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

for (const pass of PASSES) {
  test.describe(`axe on every dialog: ${pass.name}`, () => {
    for (const account of ACCOUNTS) {
      const entries = dialogsOf(account);
      test(`${account}: ${entries.length} dialogs`, async ({ page }) => {
        // About 15 s a scan under CI's two workers (each whole-page axe run takes 4–6 s alone).
        const scans = entries.reduce((sum, entry) => sum + 1 + (entry.states?.length ?? 0), 0);
        test.setTimeout(60_000 + scans * 15_000);
        await signInAs(page, account);
        await page.waitForURL(/\/dashboard$/);
        await screenReady(page);
        if (pass.themes) await applyThemes(page, pass.themes);
        for (const entry of entries) {
          await test.step(entry.name, async () => {
            if (entry.skipReason) {
              test.info().annotations.push({ type: 'skip', description: entry.skipReason });
              return;
            }
            await scanEntry(page, entry, pass);
          });
        }
      });
    }
  });
}
