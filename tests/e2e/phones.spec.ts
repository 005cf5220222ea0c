import type { Page } from '@playwright/test';
import { allEnglish as en } from '../../src/i18n/allEnglish';
import { demoCalls, expect, test } from './fixtures';
import {
  ACCOUNT_OF_ROLE,
  dashboardUrl,
  publicRoutes,
  publicUrl,
  routesOfRole,
  signedIn,
} from './routeTable';
import { openInApp, screenReady } from './screens';

/**
 * Phones (issue 25): on a 390 × 844 screen no route of any role scrolls sideways. Each route is
 * opened as a user of a role that owns it, and the page's scroll width is measured once the
 * screen has loaded; an element that sticks out is named.
 */
test.use({ viewport: { width: 390, height: 844 } });

const PHONE_WIDTH = 390;

/** How far the page scrolls sideways, and the elements reaching past the right edge. */
async function overflow(page: Page): Promise<{ scroll: number; culprits: string[] }> {
  return page.evaluate((width) => {
    const scroll = document.documentElement.scrollWidth - width;
    const culprits: string[] = [];
    if (scroll > 0)
      for (const element of document.querySelectorAll('body *')) {
        const box = element.getBoundingClientRect();
        if (box.width > 0 && box.right > width + 0.5) {
          const name =
            element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 30) ?? '';
          culprits.push(`<${element.localName} class="${element.className}"> ${name}`);
          if (culprits.length >= 5) break;
        }
      }
    return { scroll, culprits };
  }, PHONE_WIDTH);
}

/** Screens whose route alone opens them empty, opened on a record as well (steps, lists, rows). */
const ON_A_RECORD: Record<1 | 2 | 3, string[]> = {
  1: ['/dashboard/Create-campaign/1'],
  2: [],
  3: ['/dashboard/Create-campaign/5'],
};

for (const role of [1, 2, 3] as const) {
  test(`${ACCOUNT_OF_ROLE[role]}: no route scrolls sideways at 390 px`, async ({ page }) => {
    const routes = routesOfRole(role);
    test.setTimeout(30_000 + routes.length * 6_000);
    await signedIn(page, role);
    const wide: string[] = [];
    const visits = [
      ...routes.map((route) => ({ url: dashboardUrl(route), heading: en[route.titleId] })),
      ...ON_A_RECORD[role].map((url) => ({ url, heading: undefined })),
    ];
    for (const { url, heading } of visits) {
      await openInApp(page, url);
      await screenReady(page, heading);
      // A record's screen has drawn its record once the backend has answered.
      await expect.poll(async () => (await demoCalls(page)).pending).toBe(0);
      const { scroll, culprits } = await overflow(page);
      if (scroll > 0) wide.push(`${url}: ${scroll} px (${culprits.join('; ')})`);
    }
    expect(wide, 'routes that scroll sideways on a phone').toEqual([]);
  });
}

test('signed out: no public route scrolls sideways at 390 px', async ({ page }) => {
  test.setTimeout(30_000 + publicRoutes.length * 6_000);
  const wide: string[] = [];
  for (const route of publicRoutes) {
    const url = publicUrl(route);
    await page.goto(url);
    await expect(page.locator('h1').first()).toBeAttached();
    const { scroll, culprits } = await overflow(page);
    if (scroll > 0) wide.push(`${url}: ${scroll} px (${culprits.join('; ')})`);
  }
  expect(wide, 'public routes that scroll sideways on a phone').toEqual([]);
});
