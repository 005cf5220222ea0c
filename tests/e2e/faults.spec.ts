import type { Page } from '@playwright/test';
// First: it defines what the app's modules expect Vite to have inlined (__APP_VERSION__).
import {
  ACCOUNT_OF_ROLE,
  dashboardRoutes,
  dashboardUrl,
  publicRoutes,
  publicUrl,
  signedIn,
} from './routeTable';
import { UnbuiltPage } from '../../src/app/placeholders/unbuiltPages';
import type { DashboardRouteEntry } from '../../src/components/routeEntries';
import { DEFAULT_TIMEOUT_MS } from '../../src/config/constants';
import { MOCK_FAULTS, type MockFault } from '../../src/mocks/kit/faults';
import { recordedWords } from './failureWording';
import { ACCOUNTS, DEMO_PASSWORD, demoCalls, expect, test } from './fixtures';
import {
  type LoadCall,
  ROUTE_LOADS,
  ROUTE_LOAD_FILES,
  mainOf,
  routeLoadFileOf,
} from './routeLoads';
import { openInApp } from './screens';

/**
 * Fault injection end to end (quality harness): the demo backend answers every call with one
 * kind of fault (src/mocks/kit/faults.ts), switched at run time without a reload.
 *
 * Every built route, for the first role that owns it, goes through every fault kind: its own
 * call fails, and the screen must say what its feature's harness/failureWording.ts records for that call
 * (the server's message when the fault carries one and the call shows it, our words otherwise),
 * with no uncaught error. Then the fault is lifted, the user presses Retry, and the screen shows
 * its data. Screens later issues build (placeholders) are opened under a 500 from every call.
 */

/** The storage key the demo backend reads at boot to turn a fault on (src/mocks/browser.ts). */
const FAULT_KEY = 'mailcraft.demoFault';
/** The event that switches the fault without a reload (src/mocks/browser.ts). */
const FAULT_EVENT = 'mailcraft:demo-fault';

/** The toast of a failed get-profile (error.profileBusy), shown on a signed-in page load. */
const PROFILE_BUSY = /Oops! Our system is busy right now/;

/**
 * The timeout fault never answers: the client gives up after DEFAULT_TIMEOUT_MS (the profile
 * after 45 s). The page's clock is moved past both rather than waited for. Playwright's clock
 * also stands in for `performance`, which then keeps no User Timing marks (demoCalls), so the
 * timeout comes last in a route's sweep, after the clock is installed.
 */
const PAST_EVERY_TIMEOUT_MS = Math.max(DEFAULT_TIMEOUT_MS, 45_000) + 1_000;
const SWEEP: readonly MockFault[] = [
  ...MOCK_FAULTS.filter((fault) => fault !== 'timeout'),
  'timeout',
];

async function switchFault(page: Page, fault: MockFault | null): Promise<void> {
  await page.evaluate(
    ({ event, detail }) => window.dispatchEvent(new CustomEvent(event, { detail })),
    { event: FAULT_EVENT, detail: fault },
  );
}

/** How many calls to this endpoint the page has sent so far. */
async function callsTo(page: Page, call: LoadCall): Promise<number> {
  const { sent } = await demoCalls(page);
  return sent.filter(({ url }) => new URL(url).pathname.endsWith(`/${call.path}`)).length;
}

/** Waits until the screen has sent its call again and every call has had its (failed) answer. */
async function untilAnswered(page: Page, call: LoadCall, before: number) {
  await expect
    .poll(() => callsTo(page, call), { message: `${call.id} is sent again` })
    .toBeGreaterThan(before);
  await expect
    .poll(async () => (await demoCalls(page)).pending, { message: 'every call has answered' })
    .toBe(0);
}

/** Attributes page errors to the step that raised them, not only to the end of the test. */
function expectNoNewErrors(pageErrors: string[], since: number, where: string): void {
  expect(pageErrors.slice(since), `errors on ${where}`).toEqual([]);
}

const isPlaceholder = (route: DashboardRouteEntry) => route.page === UnbuiltPage;

/** Each route once, for the first role that owns it (the role matrix in vitest covers the rest). */
const firstOwner = (route: DashboardRouteEntry) => route.roles[0];

test("every built route has a record of its own call, in its feature's harness/e2e/routeLoads.ts", () => {
  const built = dashboardRoutes.filter((route) => !isPlaceholder(route)).map((route) => route.path);
  const problems = built.flatMap((path) => {
    const own = routeLoadFileOf(path);
    const files = ROUTE_LOAD_FILES[path] ?? [];
    const route = JSON.stringify(path);
    if (files.length === 0) return [`${route} has no record: add one to ${own}`];
    if (files.length > 1) return [`${route} is recorded more than once: ${files.join(', ')}`];
    if (files[0] !== own) return [`${route} is recorded in ${files[0]}: move it to ${own}`];
    return [];
  });
  const strays = Object.entries(ROUTE_LOAD_FILES)
    .filter(([path]) => !built.includes(path))
    .map(
      ([path, files]) =>
        `${JSON.stringify(path)} is not a built route: remove it from ${files.join(', ')}`,
    );
  expect([...problems, ...strays], 'route load records').toEqual([]);
});

for (const route of dashboardRoutes.filter((entry) => !isPlaceholder(entry))) {
  const url = dashboardUrl(route);
  const role = firstOwner(route);
  const record = ROUTE_LOADS[route.path];
  test(`${url} (${ACCOUNT_OF_ROLE[role]}): says what failed for every fault kind, and recovers on Retry`, async ({
    page,
    pageErrors,
  }) => {
    test.skip(!record, `no record in ${routeLoadFileOf(route.path)} (the test above fails for it)`);
    const { load, loaded, notFound } = record;
    /** A view the screen cannot retry from (its record does not exist): open the screen again. */
    let reopen = false;
    test.setTimeout(60_000 + SWEEP.length * 8_000);
    await signedIn(page, role);
    const main = mainOf(page);
    const retry = main.getByRole('button', { name: 'Retry', exact: true }).first();

    for (const [index, fault] of SWEEP.entries()) {
      await test.step(fault, async () => {
        const errorsBefore = pageErrors.length;
        await switchFault(page, fault);
        const says404 = fault === 'http404' && notFound !== undefined;
        const words = says404 ? notFound : load ? recordedWords(load.id, fault) : null;
        if (load) expect(words, `${load.id} shows its failure`).not.toBeNull();
        if (fault === 'timeout') {
          await page.clock.install();
          if (load) {
            // The retried call is out (its failure is cleared) before the clock moves on.
            await retry.click();
            await expect(main.getByText(words!, { exact: true })).toHaveCount(0);
            await page.clock.fastForward(PAST_EVERY_TIMEOUT_MS);
          }
        } else {
          const before = load ? await callsTo(page, load) : 0;
          if (index === 0 || reopen) {
            if (reopen) {
              // Away first, until the screen has gone, so that coming back mounts it afresh.
              await openInApp(page, '/dashboard');
              await expect(main.getByText(notFound!, { exact: true })).toHaveCount(0);
            }
            await openInApp(page, url);
            await expect(page).toHaveURL(url);
            reopen = false;
          } else if (load) {
            await retry.click();
          }
          if (load) await untilAnswered(page, load, before);
        }
        await expect(page, 'still signed in').not.toHaveURL(/\/signin/);
        if (load) {
          await expect(main.getByText(words!, { exact: true }).first()).toBeVisible();
          if (says404) reopen = true;
          else await expect(retry).toBeVisible();
        } else {
          await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
        }
        expectNoNewErrors(pageErrors, errorsBefore, `${url} under ${fault}`);
      });
    }

    await test.step('the fault is lifted and the user retries', async () => {
      await switchFault(page, null);
      if (load) await retry.click();
      await expect(loaded(main).first()).toBeVisible();
      await expect(retry).toBeHidden();
    });
  });
}

for (const role of [1, 2, 3] as const) {
  const who = ACCOUNT_OF_ROLE[role];
  const placeholders = dashboardRoutes.filter(
    (route) => isPlaceholder(route) && firstOwner(route) === role,
  );
  test(`role ${role} (${who}): a 500 from every call at boot keeps the session and says so; its placeholder routes still show their screen`, async ({
    page,
    pageErrors,
  }) => {
    test.setTimeout(40_000 + placeholders.length * 8_000);
    await signedIn(page, role);
    await page.evaluate((key) => window.localStorage.setItem(key, 'http500'), FAULT_KEY);
    await page.reload();
    // The session survives a 500 on get-profile: the stored profile is kept and the toast says so.
    await expect(page.getByText(PROFILE_BUSY)).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(/\/dashboard$/);
    for (const route of placeholders) {
      const url = dashboardUrl(route);
      await test.step(url, async () => {
        const before = pageErrors.length;
        await openInApp(page, url);
        await expect(page).toHaveURL(url);
        await expect(mainOf(page).getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('.page-loader')).toHaveCount(0);
        expectNoNewErrors(pageErrors, before, url);
      });
    }
  });
}

test('public routes, signed out, under a 500 from every call show their screen', async ({
  page,
  pageErrors,
}) => {
  test.setTimeout(30_000 + publicRoutes.length * 8_000);
  await page.goto('/signin');
  await page.evaluate((key) => window.localStorage.setItem(key, 'http500'), FAULT_KEY);
  for (const route of publicRoutes) {
    const url = publicUrl(route);
    await test.step(url, async () => {
      const before = pageErrors.length;
      await page.goto(url);
      await expect(page.locator('.page-loader')).toHaveCount(0);
      const message = page
        .locator('h1, [role="alert"], [role="status"], [role="dialog"]')
        .filter({ visible: true });
      await expect(message.first(), 'a heading, alert, status or dialog is visible').toBeVisible();
      expectNoNewErrors(pageErrors, before, url);
    });
  }
});

test('the sign-in form under a 500 says something went wrong', async ({ page }) => {
  await page.goto('/signin');
  await page.evaluate((key) => window.localStorage.setItem(key, 'http500'), FAULT_KEY);
  await page.reload();
  await page.getByLabel('Email').fill(ACCOUNTS.market.email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Something went wrong. Please try again later.');
  await expect(page).toHaveURL(/\/signin$/);
});
