import { readdirSync, existsSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { allEnglish as en } from '../../src/i18n/allEnglish';
import { XSS_PAYLOADS } from '../fixtures/hostileStrings';
import { type Account, expect, signInAs, test } from './fixtures';
import {
  acceptPlantedDatabase,
  expectNoDangerousMarkup,
  expectSentinelClean,
  installSentinel,
  missingFrom,
  plantDatabase,
  textOfEveryPage,
} from './xssKit';
import { type FeatureXssScreens, HOSTILE, type HostileScreen } from './xssScreenKit';

/**
 * XSS through the real path, in Chromium with the app's Content-Security-Policy on (quality
 * harness §4): every user-authored field a built screen shows is planted with hostile strings in
 * the mock backend's database, as another user or an import would have stored them; the screen
 * is loaded from the backend like any other day, and
 * - every string shows as text (the screen's text, page after page, contains each one);
 * - nothing ran: the sentinel (window.__xss, alert/confirm/prompt, dialogs) saw nothing, the
 *   fixture saw no console error, no uncaught error and no CSP violation (an injected inline
 *   handler or script would be refused by the policy and reported);
 * - no frame holds markup that would run script had the policy let it (xssKit.ts).
 * Strings are planted many at a time (one record each), so a screen is loaded once and paged
 * through, instead of reloaded per string.
 *
 * ADDING A FIELD: each feature lists its screens in src/features/<feature>/harness/e2e/xssScreens.ts
 * (an entry of XSS_SCREENS, made of tests/e2e/xssScreenKit.ts); this spec gathers them all.
 * README's test section lists where each field is checked.
 */

/** Every feature's entries (Playwright has no import.meta.glob: fs and import, as failureWording.ts). */
const features = new URL('../../src/features/', import.meta.url);
const SCREENS = (
  await Promise.all(
    readdirSync(features)
      .sort()
      .map((feature) => new URL(`${feature}/harness/e2e/xssScreens.ts`, features))
      .filter((file) => existsSync(file))
      .map(async (file) => ((await import(file.href)) as FeatureXssScreens).XSS_SCREENS),
  )
).flat();
if (SCREENS.length === 0) throw new Error('No src/features/*/harness/e2e/xssScreens.ts was found');

/** Signs in, and sets the tab up to watch for script and to take a planted database. */
async function startAs(page: Page, account: Account): Promise<string[]> {
  const dialogs = await installSentinel(page);
  await acceptPlantedDatabase(page);
  await signInAs(page, account);
  await page.waitForURL(/\/dashboard$/);
  return dialogs;
}

async function expectNothingRan(page: Page, dialogs: string[], context: string): Promise<void> {
  await expectNoDangerousMarkup(page, context);
  await expectSentinelClean(page, dialogs, context);
}

/** The default read: the screen's h1 once the full load is done, then its main text, page after page. */
async function textOfScreen(page: Page, screen: HostileScreen): Promise<string> {
  if (!screen.headingId)
    throw new Error(`${screen.title}: give it a headingId, or a read of its own`);
  // A full load: the app, then the backend's worker reading the planted database.
  await expect(
    page.getByRole('heading', { level: 1, name: en[screen.headingId], exact: true }),
  ).toBeVisible({ timeout: 30_000 });
  return textOfEveryPage(page, page.getByRole('main'));
}

function hostileScreenTest(screen: HostileScreen): void {
  const strings = screen.strings === 'payloads' ? XSS_PAYLOADS : HOSTILE;
  const what = screen.strings === 'payloads' ? 'XSS payloads' : 'hostile strings';
  test(`${screen.title}: ${strings.length} ${what} shown as text, none runs`, async ({ page }) => {
    test.setTimeout(screen.timeoutMs ?? 120_000);
    const dialogs = await startAs(page, screen.account);
    const perLoad = screen.perLoad ?? strings.length;
    for (let start = 0; start < strings.length; start += perLoad) {
      const chunk = strings.slice(start, start + perLoad);
      const context = perLoad < strings.length ? `${screen.title}, from ${start}` : screen.title;
      let planted: unknown;
      if (screen.plant)
        await plantDatabase(page, (database) => {
          planted = screen.plant!(database, chunk);
        });
      const url = typeof screen.url === 'function' ? screen.url(planted) : screen.url;
      if (url !== undefined) await page.goto(url);
      const visit = {
        page,
        strings: chunk,
        planted,
        expectNothingRan: (where: string) => expectNothingRan(page, dialogs, where),
      };
      const shown = screen.read ? await screen.read(visit) : await textOfScreen(page, screen);
      expect(
        missingFrom(shown, screen.shown?.(chunk) ?? chunk),
        'strings not shown as text',
      ).toEqual([]);
      await expectNothingRan(page, dialogs, context);
      await screen.andThen?.(visit);
    }
  });
}

for (const screen of SCREENS) {
  const { allowed } = screen;
  if (!allowed) hostileScreenTest(screen);
  else
    test.describe(() => {
      test.use({
        allowedCspViolations: allowed.cspViolations,
        allowedConsoleErrors: allowed.consoleErrors,
      });
      hostileScreenTest(screen);
    });
}

test.describe('the checks themselves', () => {
  test.use({
    allowedConsoleErrors: [
      /^Executing inline event handler violates the following Content Security Policy directive/,
    ],
  });

  test('a handler injected into the live page is reported at its element, and its markup is found', async ({
    page,
    cspViolations,
  }) => {
    await page.goto('/signin');
    await page.evaluate(() =>
      document.body.insertAdjacentHTML(
        'beforeend',
        '<img id="planted" src="x" onerror="window.__xss=1">',
      ),
    );
    await expect
      .poll(() => cspViolations)
      .toContainEqual('script-src-attr blocked inline on /signin at <img>');
    await expect(expectNoDangerousMarkup(page, 'a planted handler')).rejects.toThrow(
      /<img#planted> onerror/,
    );
    // What the test planted is not the app's: the fixture's own check must not count it.
    cspViolations.length = 0;
  });
});
