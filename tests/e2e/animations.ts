import type { Page } from '@playwright/test';

/**
 * Waits for entry and exit transitions (drawer, modal, dropdown, toast) to finish, so axe does not
 * read a colour mid-fade and a menu is not clicked while it zooms in. Endless animations
 * (spinners) are left alone. No runtime import of Playwright: tests/e2e/dialogTable.ts uses it
 * and is read by a Node-side vitest test too.
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
}
