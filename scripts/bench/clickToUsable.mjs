// The click-to-usable rows of `npm run bench` (issue 25): in Debian's Chromium against the demo
// build (whose backend answers every call after 200 ms, as a real server would), signed in, from
// the dashboard home: the click on the way to a screen, to the moment its first useful element
// shows (a campaign to choose, a card on file, the price table, a campaign, a template). A
// sample is that time; the detail gives each run's sequential round trips on the way: the
// number of waves of calls, a wave starting only once every call before it had answered (the
// demo marks each call's start and end, src/mocks/worker/forwarder.ts).
//
// Each run opens each screen once, in a fresh browser (fresh storage, fresh caches), after the
// dashboard has settled; the browser's own pace is what it is on this machine (no throttling).
import { loadavg } from 'node:os';
import { launchChromium } from '../first-load.mjs';

const VIEWPORT = { width: 1440, height: 900 };
const GOAL_MS = 1000;
const MARKET = 'Use Maya';
const STUDIO = 'Use Stella';

/**
 * The screens: who opens them, the clicks that lead there from the dashboard home (sidebar group,
 * then item, by accessible name), and what shows when the screen is usable.
 */
const SCREENS = [
  {
    name: 'Order Campaign',
    account: MARKET,
    clicks: [
      { role: 'menuitem', name: 'Campaigns' },
      { role: 'menuitem', name: 'Order Campaign' },
    ],
    usable: 'main input[type="radio"]',
  },
  {
    name: 'Membership',
    account: MARKET,
    clicks: [
      { role: 'menuitem', name: 'Account' },
      { role: 'menuitem', name: 'Billing' },
    ],
    usable: 'main .card-item',
  },
  {
    name: 'Pricing',
    account: MARKET,
    clicks: [{ role: 'menuitem', name: 'Pricing' }],
    usable: '.ant-modal table td',
  },
  {
    name: 'campaign library',
    account: STUDIO,
    clicks: [{ role: 'menuitem', name: 'Campaigns' }],
    usable: 'main article',
  },
  {
    name: 'template library',
    account: STUDIO,
    clicks: [{ role: 'menuitem', name: 'Card Templates' }],
    usable: 'main article',
  },
];

const errorText = (error) =>
  error instanceof Error ? error.message.split('\n')[0] : String(error);

/** The waves of calls between `since` and `until`: a wave starts after every earlier call ended. */
function sequentialWaves(calls, since, until) {
  const inWindow = calls
    .filter((call) => call.start >= since && call.start <= until)
    .sort((a, b) => a.start - b.start);
  let waves = 0;
  let busyUntil = -Infinity;
  for (const call of inWindow) {
    if (call.start >= busyUntil) waves += 1;
    busyUntil = Math.max(busyUntil, call.end ?? Infinity);
  }
  return { waves, calls: inWindow.length };
}

async function measureScreen(baseUrl, screen) {
  const browser = await launchChromium();
  try {
    const page = await (await browser.newContext({ viewport: VIEWPORT })).newPage();
    await page.goto(`${baseUrl}/signin`);
    await page.getByRole('button', { name: screen.account }).click();
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(/\/dashboard$/);
    // The home has settled: no call in flight for half a second.
    await page.waitForFunction(
      () => {
        const started = performance.getEntriesByName('demo-api:start', 'mark').length;
        const ended = performance.getEntriesByName('demo-api:end', 'mark').length;
        const now = performance.now();
        const last = performance.getEntriesByName('demo-api:end', 'mark').at(-1)?.startTime ?? 0;
        return started === ended && now - last > 500;
      },
      null,
      { timeout: 30_000, polling: 100 },
    );
    for (const [index, click] of screen.clicks.entries()) {
      const target = page.getByRole(click.role, { name: click.name, exact: true }).first();
      await target.waitFor();
      if (index < screen.clicks.length - 1) await target.click();
      else {
        // The last click starts the clock, in the page, and the page stops it at first sight.
        await page.evaluate((selector) => {
          const done = () => {
            window.__usableAt = performance.now();
          };
          window.__usableAt = null;
          document.addEventListener(
            'click',
            () => {
              window.__clickedAt = performance.now();
              const check = () =>
                document.querySelector(selector) ? done() : requestAnimationFrame(check);
              requestAnimationFrame(check);
            },
            { capture: true, once: true },
          );
        }, screen.usable);
        await target.click();
      }
    }
    await page.waitForFunction(() => window.__usableAt !== null, null, { timeout: 30_000 });
    return await page.evaluate(() => {
      const starts = performance.getEntriesByName('demo-api:start', 'mark');
      const ends = new Map(
        performance
          .getEntriesByName('demo-api:end', 'mark')
          .map((mark) => [mark.detail.id, mark.startTime]),
      );
      return {
        clickedAt: window.__clickedAt,
        usableAt: window.__usableAt,
        calls: starts.map((mark) => ({
          start: mark.startTime,
          end: ends.get(mark.detail.id) ?? null,
        })),
      };
    });
  } finally {
    await browser.close();
  }
}

/** The click-to-usable rows against the demo build at `baseUrl`. */
export async function measureClickToUsable({ baseUrl, runs = 3, log = () => {} }) {
  const loadAtStart = loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
  const rows = [];
  for (const screen of SCREENS) {
    const row = {
      metric: `Click to usable: ${screen.name} (demo, 200 ms a call)`,
      unit: 'ms',
      goal: { max: GOAL_MS },
      samples: [],
      detail: [],
    };
    for (let run = 1; run <= runs; run += 1) {
      try {
        const result = await measureScreen(baseUrl, screen);
        const time = Math.round(result.usableAt - result.clickedAt);
        const { waves, calls } = sequentialWaves(result.calls, result.clickedAt, result.usableAt);
        row.samples.push(time);
        row.detail.push(
          `run ${run}: ${time} ms, ${calls} calls in ${waves} sequential round trip${waves === 1 ? '' : 's'}`,
        );
        log(`  ${screen.name} run ${run}: ${time} ms, ${waves} sequential round trips`);
      } catch (error) {
        row.detail.push(`run ${run} failed: ${errorText(error)}`);
      }
    }
    if (row.samples.length === 0) row.error = row.detail.at(-1) ?? 'no sample was measured';
    row.detail.push(
      `usable when ${screen.usable} shows; machine load average at start ${loadAtStart}`,
    );
    rows.push(row);
  }
  return rows;
}
