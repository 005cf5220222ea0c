import type { Page } from '@playwright/test';
import { ACCOUNTS, DEMO_PASSWORD, demoCalls, expect, test } from './fixtures';
import {
  ACCOUNT_OF_ROLE,
  dashboardUrl,
  publicRoutes,
  publicUrl,
  routesOfRole,
  signedIn,
} from './routeTable';

/**
 * Fault injection end to end (quality harness, section 2): with the mock backend answering 500 to
 * every call, every route (for the first role that owns it) must show an error state or a
 * message, never a blank page or an uncaught error.
 */

/** The storage key the demo backend reads at boot to turn a fault on (src/mocks/browser.ts). */
const FAULT_KEY = 'mailcraft.demoFault';

/** The toast of a failed get-profile (error.profileBusy), shown on every signed-in page load. */
const PROFILE_BUSY = /Oops! Our system is busy right now/;

/** The test time each route may take, on top of the sign-in (in-app moves; about 1–3 s each). */
const PER_ROUTE_BUDGET_MS = 8_000;
/** How long the profile toast may take to appear after a page load under the fault. */
const TOAST_WAIT_MS = 20_000;

async function turnFaultOn(page: Page): Promise<void> {
  await page.evaluate((key) => window.localStorage.setItem(key, 'http500'), FAULT_KEY);
}

/** Moves to another screen inside the app, as a link would: the fault set at boot stays on. */
async function openInApp(page: Page, url: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
}

/** Waits until every call the screen sent has had its (failed) answer. */
async function callsAnswered(page: Page): Promise<void> {
  await expect.poll(async () => (await demoCalls(page)).pending, { timeout: 15_000 }).toBe(0);
}

/**
 * The page is not blank: it has text, and a visible h1 or alert / status / dialog. The route
 * loader (role=status too) does not count: it must have gone, or the page is stuck.
 */
async function expectErrorStateOrMessage(page: Page): Promise<void> {
  await expect(page.locator('.page-loader'), 'the page is not stuck on its loader').toHaveCount(0);
  const message = page
    .locator('h1, [role="alert"], [role="status"], [role="dialog"]')
    .filter({ visible: true });
  await expect(message.first(), 'a heading, alert, status or dialog is visible').toBeVisible();
  expect((await page.locator('body').innerText()).trim(), 'the page has text').not.toBe('');
}

/** Attributes page errors to the route that raised them, rather than only at the end of the test. */
function expectNoNewErrors(pageErrors: string[], since: number, where: string): void {
  expect(pageErrors.slice(since), `errors on ${where}`).toEqual([]);
}

/** Each route once, for the first role that owns it (the role matrix in vitest covers the rest). */
const routesOwnedFirstBy = (role: 1 | 2 | 3) =>
  routesOfRole(role).filter((route) => route.roles[0] === role);

for (const role of [1, 2, 3] as const) {
  const who = ACCOUNT_OF_ROLE[role];
  test(`role ${role} (${who}): each of its routes under a 500 from every call shows an error state or message`, async ({
    page,
    pageErrors,
  }) => {
    const routes = routesOwnedFirstBy(role);
    test.setTimeout(40_000 + routes.length * PER_ROUTE_BUDGET_MS);
    await signedIn(page, role);
    await turnFaultOn(page);
    await page.reload();
    // The session survives a 500 on get-profile: the stored profile is kept and the toast says so.
    await expect(page.getByText(PROFILE_BUSY)).toBeVisible({ timeout: TOAST_WAIT_MS });

    for (const route of routes) {
      const url = dashboardUrl(route);
      await test.step(url, async () => {
        const before = pageErrors.length;
        await openInApp(page, url);
        await expect(page).toHaveURL(url);
        await callsAnswered(page);
        await expect(page, 'still signed in').not.toHaveURL(/\/signin/);
        await expectErrorStateOrMessage(page);
        expectNoNewErrors(pageErrors, before, url);
      });
    }
  });
}

test('public routes, signed out, under a 500 from every call show an error state or message', async ({
  page,
  pageErrors,
}) => {
  test.setTimeout(30_000 + publicRoutes.length * PER_ROUTE_BUDGET_MS);
  await page.goto('/signin');
  await turnFaultOn(page);
  for (const route of publicRoutes) {
    const url = publicUrl(route);
    await test.step(url, async () => {
      const before = pageErrors.length;
      await page.goto(url);
      await expectErrorStateOrMessage(page);
      expectNoNewErrors(pageErrors, before, url);
    });
  }
});

test('the sign-in form under a 500 says something went wrong', async ({ page }) => {
  await page.goto('/signin');
  await turnFaultOn(page);
  await page.reload();
  await page.getByLabel('Email').fill(ACCOUNTS.market.email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Something went wrong. Please try again later.');
  await expect(page).toHaveURL(/\/signin$/);
});
