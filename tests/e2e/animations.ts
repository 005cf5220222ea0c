import type { Page } from '@playwright/test';

/**
 * Brings entry and exit transitions (drawer, modal, dropdown, toast, antd's click wave) to their
 * end, so axe does not read a colour mid-fade and a menu is not clicked while it zooms in. They are
 * finished rather than waited for: a button's click wave alone fades for 2 s. Endless animations
 * (spinners) are left alone. No runtime import of Playwright: the features' dialog entries
 * (harness/e2e/dialogs.ts) use it, and a Node-side vitest test reads them too.
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const animation of document.getAnimations())
      if (
        animation.playState === 'running' &&
        animation.effect?.getComputedTiming().iterations !== Infinity
      )
        animation.finish();
  });
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
