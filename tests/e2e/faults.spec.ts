import type { Page } from '@playwright/test';
import { ACCOUNTS, DEMO_PASSWORD, expect, test } from './fixtures';
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
 * every call, every route of every role must show an error state or a message, never a blank page
 * or an uncaught error.
 */

/** The storage key the demo backend reads at boot to turn a fault on (src/mocks/browser.ts). */
const FAULT_KEY = 'mailcraft.demoFault';

/** The toast of a failed get-profile (error.profileBusy), shown on every signed-in page load. */
const PROFILE_BUSY = /Oops! Our system is busy right now/;

/**
 * The test time each route may take, on top of the sign-in. Under the fault, with two suites'
 * browsers on a 2-core machine, a route's load now takes 8–10 s until get-profile's toast shows
 * (its chunks and the mock's answers compete for the page's main thread); see the issue note.
 */
const PER_ROUTE_BUDGET_MS = 14_000;
/** How long the profile toast may take to appear after a page load under the fault. */
const TOAST_WAIT_MS = 20_000;

async function turnFaultOn(page: Page): Promise<void> {
  await page.evaluate((key) => window.localStorage.setItem(key, 'http500'), FAULT_KEY);
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

for (const role of [1, 2, 3] as const) {
  const who = ACCOUNT_OF_ROLE[role];
  test(`role ${role} (${who}): every route under a 500 from every call shows an error state or message`, async ({
    page,
    pageErrors,
  }) => {
    const routes = routesOfRole(role);
    // Each route is a full page load that waits for its failed calls (about 1 s; 2–5 s on a loaded
    // machine): the budget grows with the route table instead of a fixed 60 s.
    test.setTimeout(30_000 + routes.length * PER_ROUTE_BUDGET_MS);
    await signedIn(page, role);
    await turnFaultOn(page);
    await page.reload();
    // The session survives a 500 on get-profile: the stored profile is kept and the toast says so.
    await expect(page.getByText(PROFILE_BUSY)).toBeVisible({ timeout: TOAST_WAIT_MS });

    for (const route of routes) {
      const url = dashboardUrl(route);
      await test.step(url, async () => {
        const before = pageErrors.length;
        await page.goto(url);
        // Every signed-in load calls get-profile; its failure toast shows the fault has played out.
        await expect(page.getByText(PROFILE_BUSY)).toBeVisible({ timeout: TOAST_WAIT_MS });
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
