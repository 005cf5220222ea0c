// The card Design Studio's steps in `npm run bench` (issue 27, point 6), in Debian's Chromium
// against the demo build (its backend answers every call after 200 ms, as a real server would),
// signed in as the Design Studio demo user (Stella), each run in a fresh browser context:
//   new card  from the card library, the click on "New card template" to the editor usable: the
//             canvas region (.card-workspace) on screen and the card's first frame drawn (the
//             app's User Timing mark cardEditor:firstFrame after the click);
//   save      "Save as draft" on that new card (restored from a local draft: a text and a shape
//             on the front, a text on the back) to "Draft saved." on screen: its first save, the
//             id reserved on the way;
//   publish   "Publish" on the saved card to "Card published…" on screen;
//   reopen    back in the library, a card's "Edit" to the editor usable with the card drawn;
//   layout    the share of a 1440 × 900 window taken by the canvas region (its visible box), and
//             at 390 × 844 the y of its top.
// Each timed step gives in its detail the calls on the way, as sequential round trips: a wave of
// calls that starts only once every call before it has answered (the demo marks each call's start
// and end, src/mocks/worker/forwarder.ts).
import { loadavg } from 'node:os';
import { launchChromium } from '../first-load.mjs';

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const WORKSPACE = '.card-workspace';

/** A small publishable card: a text and a shape on the front, a text clear of the address zone. */
function stepsDocument() {
  const base = { name: '', rotation: 0, locked: false, hidden: false };
  const text = (id, x, y, width, words, fontSize) => ({
    ...base,
    id,
    kind: 'text',
    x,
    y,
    width,
    height: fontSize * 2,
    text: words,
    fontFamily: 'Inter',
    fontSize,
    fontWeight: 700,
    fill: '#111827',
    align: 'left',
    lineHeight: 1.2,
    letterSpacing: 0,
    overflow: 'shrink',
  });
  return {
    version: 1,
    size: '6x9',
    sides: {
      front: {
        objects: [
          {
            ...base,
            id: 'obj-1',
            kind: 'rect',
            x: 60,
            y: 60,
            width: 160,
            height: 90,
            fill: '#1457c4',
            stroke: 'none',
            strokeWidth: 0,
            cornerRadius: 6,
          },
          text('obj-2', 60, 180, 360, 'Spring open house, {{first_name}}', 24),
        ],
      },
      back: { objects: [text('obj-3', 40, 40, 240, 'See you on Saturday', 14)] },
    },
  };
}

/** An error's first line, and for a Playwright timeout what it was waiting for. */
function errorText(error) {
  if (!(error instanceof Error)) return String(error);
  const lines = error.message.split('\n');
  const waiting = lines.find((line) => line.includes('waiting for'));
  const colours = new RegExp(`${String.fromCharCode(27)}\\[\\d+m`, 'g');
  return waiting ? `${lines[0]} (${waiting.replace(colours, '').trim()})` : lines[0];
}
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? 0 : sorted[Math.floor(sorted.length / 2)];
};

async function signIn(page, baseUrl) {
  await page.goto(`${baseUrl}/signin`);
  await page.getByRole('button', { name: 'Use Stella' }).click();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(/\/dashboard$/);
}

/** No call in flight for half a second. */
async function settled(page) {
  await page.waitForFunction(
    () => {
      const started = performance.getEntriesByName('demo-api:start', 'mark').length;
      const ended = performance.getEntriesByName('demo-api:end', 'mark');
      const last = ended.at(-1)?.startTime ?? 0;
      return started === ended.length && performance.now() - last > 500;
    },
    null,
    { timeout: 30_000, polling: 100 },
  );
}

/** The card library, from the sidebar (a drawer, opened first, on the editor's workspace route). */
async function openLibrary(page) {
  const item = page.getByRole('menuitem', { name: 'Card Templates', exact: true }).first();
  if (!(await item.isVisible()))
    await page.getByRole('button', { name: 'Collapse or expand the menu' }).click();
  await item.click();
  await page.locator('main article').first().waitFor();
  await settled(page);
}

/**
 * Starts the clock at the next click (in the page) and stops it at the first animation frame in
 * which `until` holds: `usable` (the canvas region shown and a first frame drawn since the click)
 * or a text added to the page.
 */
async function armClock(page, until) {
  await page.evaluate(
    ({ workspace, until }) => {
      window.__clickedAt = null;
      window.__doneAt = null;
      const stop = () => {
        window.__doneAt = performance.now();
      };
      const usable = () => {
        const region = document.querySelector(workspace)?.getBoundingClientRect();
        return (
          region !== undefined &&
          region.height > 0 &&
          performance
            .getEntriesByName('cardEditor:firstFrame')
            .some((mark) => mark.startTime >= window.__clickedAt)
        );
      };
      document.addEventListener(
        'click',
        () => {
          window.__clickedAt = performance.now();
          if (until === 'usable') {
            const check = () => (usable() ? stop() : requestAnimationFrame(check));
            requestAnimationFrame(check);
            return;
          }
          const observer = new MutationObserver((records) => {
            const added = records.some((record) =>
              [...record.addedNodes].some((node) => node.textContent?.includes(until)),
            );
            if (!added) return;
            observer.disconnect();
            requestAnimationFrame(stop);
          });
          observer.observe(document.body, { childList: true, subtree: true });
        },
        { capture: true, once: true },
      );
    },
    { workspace: WORKSPACE, until },
  );
}

/** The time from the armed click to the clock's stop, and the calls made on the way (ms from it). */
async function clockReading(page) {
  await page.waitForFunction(() => window.__doneAt !== null, null, { timeout: 30_000 });
  const reading = await page.evaluate(() => {
    const ends = new Map(
      performance
        .getEntriesByName('demo-api:end', 'mark')
        .map((mark) => [mark.detail.id, mark.startTime]),
    );
    const calls = performance
      .getEntriesByName('demo-api:start', 'mark')
      .filter((mark) => mark.startTime >= window.__clickedAt && mark.startTime <= window.__doneAt)
      .map((mark) => ({
        path: new URL(mark.detail.url).pathname.replace(/^\/demo-api\/[^/]+\//, ''),
        start: mark.startTime - window.__clickedAt,
        end: ends.has(mark.detail.id) ? ends.get(mark.detail.id) - window.__clickedAt : null,
      }));
    const scripts = performance
      .getEntriesByType('resource')
      .filter(
        (entry) =>
          entry.startTime >= window.__clickedAt &&
          entry.startTime <= window.__doneAt &&
          /\.(js|css|woff2)$/.test(entry.name),
      ).length;
    return { ms: window.__doneAt - window.__clickedAt, calls, files: scripts };
  });
  return { ...reading, ...roundTrips(reading.calls) };
}

/** Sequential round trips among calls: a wave starts once every call before it has answered. */
function roundTrips(calls) {
  const sorted = [...calls].sort((a, b) => a.start - b.start);
  let waves = 0;
  let busyUntil = -Infinity;
  for (const call of sorted) {
    if (call.start >= busyUntil) waves += 1;
    busyUntil = Math.max(busyUntil, call.end ?? Infinity);
  }
  return {
    waves,
    callNames: sorted.map((call) => call.path),
    timeline: sorted.map(
      (call) =>
        `${call.path} ${Math.round(call.start)}→${call.end === null ? '…' : Math.round(call.end)}`,
    ),
  };
}

/** The share of the window taken by the canvas region's visible box, in %. */
async function canvasShare(page) {
  return page.locator(WORKSPACE).evaluate((element) => {
    const box = element.getBoundingClientRect();
    const width = Math.max(0, Math.min(box.right, innerWidth) - Math.max(box.left, 0));
    const height = Math.max(0, Math.min(box.bottom, innerHeight) - Math.max(box.top, 0));
    return (100 * width * height) / (innerWidth * innerHeight);
  });
}

async function publishable(page) {
  const publish = page.getByRole('main').getByRole('button', { name: 'Publish', exact: true });
  try {
    await publish.and(page.locator(':enabled')).waitFor({ timeout: 10_000 });
  } catch {
    const preflight = await page.getByRole('main').innerText();
    throw new Error(`Publish stayed disabled: ${preflight.replace(/\s+/g, ' ').slice(0, 300)}`);
  }
  return publish;
}

/** One run of the four steps in a fresh context; each step's reading, and the canvas share. */
async function measureSteps(browser, baseUrl, run) {
  const context = await browser.newContext({ viewport: DESKTOP });
  try {
    const page = await context.newPage();
    page.on('dialog', (dialog) => void dialog.accept());
    await signIn(page, baseUrl);
    await settled(page);
    await openLibrary(page);
    const main = page.getByRole('main');

    await armClock(page, 'usable');
    await main.getByRole('button', { name: 'New card template' }).click();
    const newCard = await clockReading(page);
    await settled(page);
    const share = await canvasShare(page);

    // The card to save: put in the browser as the new card's local draft, and restored.
    const title = `Bench steps ${run}`;
    await page.evaluate(
      (draft) => {
        const { id } = JSON.parse(localStorage.getItem('logindata'));
        localStorage.setItem(
          `mailcraft.draft.${id}.card.new`,
          JSON.stringify({ version: 1, savedAt: Date.now(), content: draft }),
        );
      },
      { meta: { title, category: null, industry_id: null }, document: stepsDocument() },
    );
    await page.reload();
    await main.getByRole('button', { name: 'Restore' }).click();
    await page.waitForTimeout(500);
    await settled(page);
    await armClock(page, 'Draft saved.');
    await main.getByRole('button', { name: 'Save as draft' }).click();
    const save = await clockReading(page);
    await page.waitForURL(/cardeditor\?id=\d+/);
    await settled(page);

    const publish = await publishable(page);
    await armClock(page, 'Card published');
    await publish.click();
    const published = await clockReading(page);
    await settled(page);

    await openLibrary(page);
    await main.getByRole('button', { name: `More actions for ${title}` }).click();
    const edit = page.getByRole('menuitem', { name: 'Edit', exact: true });
    await edit.waitFor();
    await armClock(page, 'usable');
    await edit.click();
    const reopen = await clockReading(page);
    return { newCard, save, published, reopen, share };
  } finally {
    await context.close();
  }
}

/** The y of the canvas region's top on a phone (390 × 844), a new card open. */
async function phoneCanvasTop(browser, baseUrl) {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    await signIn(page, baseUrl);
    await page.goto(`${baseUrl}/dashboard/cardeditor`);
    await page.locator(WORKSPACE).waitFor();
    await page.waitForTimeout(500);
    return await page
      .locator(WORKSPACE)
      .evaluate((element) => element.getBoundingClientRect().top + scrollY);
  } finally {
    await context.close();
  }
}

/** The card Design Studio's step rows against the demo build at `baseUrl`. */
export async function measureCardEditorSteps({ baseUrl, runs = 3, log = () => {} }) {
  const load = loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
  const steps = {
    newCard: {
      metric: 'Card editor: "New card template" → editor usable (demo, 200 ms a call)',
      goal: 1000,
    },
    reopen: { metric: 'Card editor: reopen a saved card from the library → usable', goal: 1000 },
    save: { metric: 'Card editor: Save as draft (a new card) → "Draft saved."', goal: 600 },
    published: { metric: 'Card editor: Publish (a saved card) → "Card published…"', goal: 600 },
  };
  const rows = Object.fromEntries(
    Object.entries(steps).map(([key, { metric, goal }]) => [
      key,
      { metric, unit: 'ms', goal: { max: goal }, samples: [], detail: [] },
    ]),
  );
  const shareRow = {
    metric: 'Card editor layout: canvas region share of a 1440 × 900 window',
    unit: '%',
    goal: { min: 60 },
    samples: [],
    detail: [],
  };
  const topRow = {
    metric: 'Card editor layout: canvas region top at 390 × 844 (on the first screen)',
    unit: 'px',
    goal: { max: PHONE.height },
    samples: [],
    detail: [],
  };
  const browser = await launchChromium();
  try {
    for (let run = 1; run <= runs; run += 1) {
      try {
        const result = await measureSteps(browser, baseUrl, run);
        for (const key of Object.keys(steps)) {
          const reading = result[key];
          rows[key].samples.push(Math.round(reading.ms));
          rows[key].detail.push(
            `run ${run}: ${Math.round(reading.ms)} ms, ${reading.callNames.length} calls in ${reading.waves} sequential round trip${reading.waves === 1 ? '' : 's'}${reading.callNames.length ? ` (ms from the click: ${reading.timeline.join(', ')})` : ''}; ${reading.files} files fetched`,
          );
        }
        shareRow.samples.push(Math.round(result.share * 10) / 10);
        log(
          `  card editor steps run ${run}: new ${Math.round(result.newCard.ms)} ms, save ${Math.round(result.save.ms)} ms, publish ${Math.round(result.published.ms)} ms, reopen ${Math.round(result.reopen.ms)} ms, canvas ${result.share.toFixed(1)} %`,
        );
      } catch (error) {
        for (const row of [...Object.values(rows), shareRow])
          row.detail.push(`run ${run} failed: ${errorText(error)}`);
      }
      try {
        topRow.samples.push(Math.round(await phoneCanvasTop(browser, baseUrl)));
      } catch (error) {
        topRow.detail.push(`run ${run} failed: ${errorText(error)}`);
      }
    }
  } finally {
    await browser.close();
  }
  const all = [...Object.values(rows), shareRow, topRow];
  for (const row of all) {
    if (row.samples.length === 0) row.error = row.detail.at(-1) ?? 'no sample was measured';
    row.detail.push(
      `median ${median(row.samples)} ${row.unit}; machine load average at start ${load}`,
    );
  }
  return all;
}
