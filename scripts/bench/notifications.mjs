// The notification rows of `npm run bench` (issue 29), in Debian's Chromium against the demo build,
// signed in as Maya with 500 refund notifications planted in the demo's database (one a day, so
// none is batched) beside her seeded failed-address list:
//   open       the bell pressed, to the next paint with its list drawn (the page's own clock: the
//              click, then two animation frames once the list's rows are in the page). The first
//              press loads the list's code and words; the samples are the second press, the
//              detail has the first;
//   quiet poll the refunds fetched again with nothing new (the tab hidden, then shown: the poll
//              asks at once), counting the changes made to the page outside the bell (a
//              MutationObserver on the whole document): a commit that changed nothing is not seen
//              by it, a render that changed the page is.
import { loadavg } from 'node:os';
import { launchChromium } from '../first-load.mjs';

const PLANTED = 500;
const DB_KEY = 'mailcraft.demoDatabase';
const PLANT_KEY = 'bench.plantDatabase';
const OPEN_GOAL_MS = 100;

const errorText = (error) =>
  error instanceof Error ? error.message.split('\n')[0] : String(error);

/** Waits until the demo backend has answered every call and none started for half a second. */
async function settled(page) {
  await page.waitForFunction(
    () => {
      const started = performance.getEntriesByName('demo-api:start', 'mark').length;
      const ended = performance.getEntriesByName('demo-api:end', 'mark').length;
      const last = performance.getEntriesByName('demo-api:end', 'mark').at(-1)?.startTime ?? 0;
      return started === ended && performance.now() - last > 500;
    },
    null,
    { timeout: 30_000, polling: 100 },
  );
}

/** The refund notifications' calls the page has made (the demo marks each call with its URL). */
const refundPolls = (page) =>
  page.evaluate(
    () =>
      performance
        .getEntriesByName('demo-api:start', 'mark')
        .filter((mark) => String(mark.detail?.url ?? '').includes('/orders/notifications')).length,
  );

async function measureRun(baseUrl) {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    // The planted database replaces the saved one before the app boots (as the e2e kit does).
    await context.addInitScript(
      ({ plantKey, dbKey }) => {
        const planted = window.sessionStorage.getItem(plantKey);
        if (planted === null) return;
        window.sessionStorage.removeItem(plantKey);
        window.localStorage.setItem(dbKey, planted);
      },
      { plantKey: PLANT_KEY, dbKey: DB_KEY },
    );
    const page = await context.newPage();
    await page.goto(`${baseUrl}/signin`);
    await page.getByRole('button', { name: 'Use Maya' }).click();
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(/\/dashboard$/);
    await settled(page);
    await page.waitForFunction((key) => window.localStorage.getItem(key) !== null, DB_KEY);
    await page.evaluate(
      ({ dbKey, plantKey, count }) => {
        const saved = JSON.parse(window.localStorage.getItem(dbKey));
        const orders = saved.data.orders;
        const order = saved.data.userCampaigns.find((row) => row.user_id === 2);
        let id = Math.max(0, ...orders.map((row) => row.id)) + 1;
        for (let day = 0; day < count; day += 1)
          orders.unshift({
            id: id++,
            user_id: 2,
            kind: 'refund',
            template_id: null,
            contact_id: null,
            contact_list_id: null,
            created_at: new Date(Date.UTC(2025, 0, 1 + day, 12)).toISOString(),
            user_campaign_id: order.id,
            amount_cents: 100 + day,
            quantity: 1,
            description: 'Refund for 1 undeliverable address',
            refund_reason: 'undeliverable',
          });
        window.sessionStorage.setItem(plantKey, JSON.stringify(saved));
      },
      { dbKey: DB_KEY, plantKey: PLANT_KEY, count: PLANTED },
    );
    await page.reload();
    const bell = page.getByRole('button', { name: `Notifications, ${PLANTED + 1} unread` });
    await bell.waitFor({ timeout: 30_000 });
    await settled(page);

    const timedOpen = async () => {
      await page.evaluate(() => {
        window.__openedAt = null;
        document.addEventListener(
          'click',
          () => {
            window.__clickedAt = performance.now();
            const check = () => {
              if (document.querySelector('.windowed-list__row'))
                requestAnimationFrame(() =>
                  requestAnimationFrame(() => {
                    window.__openedAt = performance.now();
                  }),
                );
              else requestAnimationFrame(check);
            };
            check();
          },
          { capture: true, once: true },
        );
      });
      await bell.click();
      await page.waitForFunction(() => window.__openedAt !== null, null, { timeout: 30_000 });
      const time = await page.evaluate(() => window.__openedAt - window.__clickedAt);
      const rows = await page.locator('.windowed-list__row').count();
      await page.keyboard.press('Escape');
      await page.locator('.notification-panel').waitFor({ state: 'detached' });
      return { time, rows };
    };
    const cold = await timedOpen();
    const warm = await timedOpen();

    // A poll that brings nothing new: changes outside the bell, counted.
    const pollsBefore = await refundPolls(page);
    await page.evaluate(() => {
      window.__outside = 0;
      const observer = new MutationObserver((records) => {
        for (const record of records) {
          const target =
            record.target instanceof Element ? record.target : record.target.parentElement;
          if (!target?.closest('.notification-bell')) window.__outside += 1;
        }
      });
      observer.observe(document.documentElement, {
        subtree: true,
        childList: true,
        attributes: true,
        characterData: true,
      });
      const show = (state) => {
        Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
        document.dispatchEvent(new Event('visibilitychange'));
      };
      show('hidden');
      show('visible');
    });
    await page.waitForTimeout(300);
    await settled(page);
    const outside = await page.evaluate(() => window.__outside);
    // The count means something only if the poll did ask.
    if ((await refundPolls(page)) <= pollsBefore) throw new Error('the poll did not ask again');
    return { cold, warm, outside };
  } finally {
    await browser.close();
  }
}

/** The notification rows against the demo build at `baseUrl`. */
export async function measureNotifications({ baseUrl, runs = 3, log = () => {} }) {
  const load = loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
  const open = {
    metric: `Bell: open a list of ${PLANTED} notifications to the next paint (demo)`,
    unit: 'ms',
    goal: { max: OPEN_GOAL_MS },
    samples: [],
    detail: [],
  };
  const quiet = {
    metric: 'Bell: changes to the page outside the bell when a poll brings nothing new',
    unit: 'changes',
    goal: { max: 0 },
    samples: [],
    detail: [],
  };
  for (let run = 1; run <= runs; run += 1) {
    try {
      const result = await measureRun(baseUrl);
      open.samples.push(Math.round(result.warm.time));
      open.detail.push(
        `run ${run}: ${Math.round(result.warm.time)} ms (${result.warm.rows} rows drawn); first press, loading the list's code: ${Math.round(result.cold.time)} ms`,
      );
      quiet.samples.push(result.outside);
      quiet.detail.push(`run ${run}: ${result.outside} changes outside the bell`);
      log(
        `  bell run ${run}: open ${Math.round(result.warm.time)} ms, ${result.outside} changes outside`,
      );
    } catch (error) {
      open.detail.push(`run ${run} failed: ${errorText(error)}`);
      quiet.detail.push(`run ${run} failed: ${errorText(error)}`);
    }
  }
  for (const row of [open, quiet]) {
    if (row.samples.length === 0) row.error = row.detail.at(-1) ?? 'no sample was measured';
    row.detail.push(`machine load average at start ${load}`);
  }
  return [open, quiet];
}
