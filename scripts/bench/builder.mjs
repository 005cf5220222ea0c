// The campaign builder rows of `npm run bench`: /dashboard/Create-campaign with 20 steps (the most a
// campaign may have, src/features/campaigns/steps.ts) and the timeline beside them, measured in
// Debian's Chromium against the demo build, signed in as the Design Studio demo user (Stella).
//
// Each run is a fresh browser (fresh storage, so a freshly seeded demo backend): sign in, open the
// builder, add 20 steps through the "Add … step" buttons, sms, mail and card in turn, each given a
// template (so the timeline draws its markers and card thumbnails, and each step its preview),
// wait until the page is quiet (no long task for a second), then:
//   typing     with the campaign name focused (clicked before observing), 40 characters one key at
//              a time with Playwright's keyboard (30 ms between keys), Tab to the description, 40
//              more; observed until the draft autosave's debounce has passed;
//   reordering step 1 moved down 10 times with its "Move step N down" button, a mouse click each as
//              a user would (so the buttons' hover tooltips open too);
//   dragging   step 2 dragged by its grip onto step 1, 5 times (Playwright's dragAndDrop: press on
//              the grip, move onto the first step, release; HTML drag and drop).
// During each, in the page (observers not buffered, so only what the interaction caused):
//   - 'longtask': the rows' samples are the longest entry of each run. Chromium only reports tasks
//     of 50 ms or more, so a run without one records 0 ms: "nothing reached 50 ms", not "the
//     longest task took 0 ms";
//   - 'event' (Event Timing, durationThreshold 16, 8 ms steps): each interaction's latency (its
//     events share an interactionId; the longest, as for INP), from the input's timestamp to the
//     next paint after its handlers: how close to 50 ms the page is, in the detail;
//   - 'long-animation-frame': the slowest frame's scripts (entry point, file, time, forced
//     layout), in the detail, to say what a long task was.
// The time from the 20th "Add … step" click to the timeline's 20th entry is in the detail too.
// A failed run is a detail line and no sample; a row whose runs all failed carries the error.
// BENCH_BUILDER_RAW=FILE writes every run's observer entries to FILE as JSON.
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { launchChromium } from '../first-load.mjs';

/** The app's English texts the bench finds elements by (src/i18n/locales/…/en.ts). */
const TEXT = {
  useStella: 'Use Stella',
  signIn: 'Sign in',
  addStep: { sms: 'Add SMS step', mail: 'Add Email step', card: 'Add Postcard step' },
  template: 'Template',
  name: 'Campaign name',
  description: 'Description',
  moveDown: (number) => `Move step ${number} down`,
  noTemplate: 'no template yet',
};
const BUILDER_PATH = '/dashboard/Create-campaign';
const VIEWPORT = { width: 1440, height: 900 };
const STEPS = 20;
const CHANNELS = ['sms', 'mail', 'card'];
const TYPED_CHARACTERS = 40;
const KEY_DELAY_MS = 30;
const MOVES = 10;
/** Drags of step 2 onto step 1 (each swaps the first two). */
const DRAGS = 5;
/** Pause between two moves, about a quick user's. */
const MOVE_PAUSE_MS = 150;
/** The builder's draft autosave waits 500 ms after the last change (useTemplateDraft). */
const AFTER_INTERACTION_MS = 800;
/** The page counts as quiet after this long without a long task. */
const QUIET_MS = 1000;
const LONG_TASK_MS = 50;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const round = (value, digits = 1) => Number(value.toFixed(digits));
const errorText = (error) =>
  error instanceof Error ? error.message.split('\n')[0] : String(error);
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
/** 40 characters of plain text with spaces, as a user would type them. */
const typedText = (seed) =>
  `Spring open house ${seed} reminder for the west side neighbours`.slice(0, TYPED_CHARACTERS);

/**
 * Measures the builder rows against the demo build at `baseUrl`; returns the bench rows (metric,
 * unit, goal, samples, detail, and `error` when no run succeeded).
 */
export async function measureBuilder({ baseUrl, runs = 3, log = () => {} }) {
  const rows = {
    typing: {
      metric: 'Longest main-thread task while typing in the campaign builder (20 steps)',
      unit: 'ms',
      goal: { max: LONG_TASK_MS },
    },
    reordering: {
      metric: 'Longest main-thread task while reordering a step (20 steps)',
      unit: 'ms',
      goal: { max: LONG_TASK_MS },
    },
    dragging: {
      metric: 'Longest main-thread task while dragging a step (20 steps)',
      unit: 'ms',
      goal: { max: LONG_TASK_MS },
    },
  };
  for (const row of Object.values(rows)) Object.assign(row, { samples: [], detail: [] });
  const loadAtStart = load();
  const dumps = [];
  for (let run = 1; run <= runs; run += 1) {
    try {
      const result = await measureOnce(baseUrl, run);
      if (process.env.BENCH_BUILDER_RAW) dumps.push(result.raw);
      rows.typing.samples.push(round(result.typing.longest));
      rows.typing.detail.push(
        `run ${run}: ${describe(result.typing)}`,
        `run ${run}: ${result.addDetail}`,
      );
      rows.reordering.samples.push(round(result.reordering.longest));
      rows.reordering.detail.push(`run ${run}: ${describe(result.reordering)}`);
      rows.dragging.samples.push(round(result.dragging.longest));
      rows.dragging.detail.push(`run ${run}: ${describe(result.dragging)}`);
      log(
        `  builder run ${run}: longest task typing ${result.typing.longest.toFixed(0)} ms, reordering ${result.reordering.longest.toFixed(0)} ms; longest interaction typing ${result.typing.interactions.at(-1) ?? 0} ms, reordering ${result.reordering.interactions.at(-1) ?? 0} ms`,
      );
    } catch (error) {
      for (const row of Object.values(rows))
        row.detail.push(`run ${run} failed: ${errorText(error)}`);
      log(`  builder run ${run} failed: ${errorText(error)}`);
    }
  }
  rows.typing.detail.unshift(
    `${STEPS} steps (sms, mail, card in turn, each with a template); with "${TEXT.name}" focused, ${TYPED_CHARACTERS} keys, Tab, ${TYPED_CHARACTERS} keys into "${TEXT.description}", ${KEY_DELAY_MS} ms between keys, observed until ${AFTER_INTERACTION_MS} ms after the last (the draft autosave's debounce); a sample is the run's longest 'longtask' entry, 0 when none (Chromium only reports tasks of ${LONG_TASK_MS} ms or more)`,
  );
  rows.reordering.detail.unshift(
    `the same page, once quiet again: step 1 moved down ${MOVES} times with "Move step N down" (mouse clicks, ${MOVE_PAUSE_MS} ms apart after the list shows each move, so the hover tooltips open too), observed until ${AFTER_INTERACTION_MS} ms after the last; a sample is the run's longest 'longtask' entry, 0 when none`,
  );
  rows.dragging.detail.unshift(
    `the same page: step 2 dragged by its grip onto step 1 ${DRAGS} times (Playwright's dragAndDrop: press on the grip, move, release; HTML drag and drop), ${MOVE_PAUSE_MS} ms apart after the list shows each drop, observed until ${AFTER_INTERACTION_MS} ms after the last; a sample is the run's longest 'longtask' entry, 0 when none`,
  );
  if (process.env.BENCH_BUILDER_RAW)
    writeFileSync(process.env.BENCH_BUILDER_RAW, `${JSON.stringify(dumps, null, 1)}\n`);
  const loadNote = `machine load average (1/5/15 min) at start ${loadAtStart}, at end ${load()}`;
  return Object.values(rows).map((row) => {
    if (row.samples.length === 0) {
      const reason = row.detail.find((line) => / failed: /.test(line));
      row.error = reason ? reason.replace(/^.*? failed: /, '') : 'no sample was measured';
    }
    row.detail.push(loadNote);
    return row;
  });
}

function describe({ longest, tasks, interactions, frame }) {
  const parts = [
    tasks.length
      ? `longest task ${longest.toFixed(0)} ms, ${tasks.length} long task${tasks.length === 1 ? '' : 's'} (${tasks.join(', ')})`
      : `no long task (≥ ${LONG_TASK_MS} ms)`,
    interactions.length
      ? `${interactions.length} interactions ≥ 16 ms (Event Timing, input → next paint): longest ${interactions.at(-1)} ms, median ${median(interactions)} ms, ${interactions.filter((latency) => latency > LONG_TASK_MS).length} over ${LONG_TASK_MS} ms`
      : 'no interaction took 16 ms or more (Event Timing)',
  ];
  if (frame)
    parts.push(
      `slowest animation frame ${frame.duration.toFixed(0)} ms (blocking ${frame.blocking.toFixed(0)} ms, ${frame.renderStart === null ? 'no rendering' : `rendering from ${frame.renderStart.toFixed(0)} ms`}): ${
        frame.scripts
          .map(
            (script) =>
              `${script.invoker} in ${script.source} ${script.duration.toFixed(0)} ms (forced style and layout ${script.forcedLayout.toFixed(0)} ms)`,
          )
          .join(', ') || 'no script of 5 ms or more'
      }`,
    );
  return parts.join('; ');
}

// ---------------------------------------------------------------------------------------------
// One run

async function measureOnce(baseUrl, run) {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport: VIEWPORT });
    const page = await context.newPage();
    const pageErrors = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await phase('signing in', () => signIn(page, baseUrl));
    await phase('opening the builder', async () => {
      await page.goto(`${baseUrl}${BUILDER_PATH}`);
      await page.getByRole('button', { name: TEXT.addStep.sms }).waitFor();
    });

    const add = await phase('adding the steps', () => addSteps(page));
    await page.evaluate(waitUntilQuiet, { quietMs: QUIET_MS, timeoutMs: 30_000 });

    const name = page.getByRole('textbox', { name: TEXT.name, exact: true });
    const description = page.getByRole('textbox', { name: TEXT.description, exact: true });
    // Found before observing: getByRole walks the accessibility tree on the page's main thread.
    const descriptionElement = await description.elementHandle();
    await name.click();
    const typing = await observed(page, 'typing', async () => {
      await page.keyboard.type(typedText(run), { delay: KEY_DELAY_MS });
      await page.keyboard.press('Tab', { delay: KEY_DELAY_MS });
      if (!(await descriptionElement.evaluate((element) => element === document.activeElement)))
        throw new Error(`Tab from "${TEXT.name}" did not reach "${TEXT.description}"`);
      await page.keyboard.type(typedText(run + 1), { delay: KEY_DELAY_MS });
    });
    const typed = [await name.inputValue(), await description.inputValue()];
    if (typed[0] !== typedText(run) || typed[1] !== typedText(run + 1))
      throw new Error(`typing: the fields hold "${typed.join('" and "')}"`);
    await page.evaluate(waitUntilQuiet, { quietMs: QUIET_MS, timeoutMs: 30_000 });

    const steps = page.locator('ol.step-list__steps > li');
    const movedId = await steps.first().getAttribute('aria-labelledby');
    const reordering = await observed(page, 'reordering', async () => {
      for (let move = 1; move <= MOVES; move += 1) {
        await clickButton(page, TEXT.moveDown(move));
        // The moved step is now the (move + 1)th.
        await page.waitForFunction(
          ({ id, position }) =>
            document
              .querySelector(`ol.step-list__steps > li:nth-child(${position})`)
              ?.getAttribute('aria-labelledby') === id,
          { id: movedId, position: move + 1 },
          // Not 'raf': a callback every frame would make the page draw frames it would not.
          { polling: 20, timeout: 10_000 },
        );
        await page.waitForTimeout(MOVE_PAUSE_MS);
      }
    });
    await page.evaluate(waitUntilQuiet, { quietMs: QUIET_MS, timeoutMs: 30_000 });
    const dragging = await observed(page, 'dragging', async () => {
      for (let drag = 1; drag <= DRAGS; drag += 1) {
        const draggedId = await steps.nth(1).getAttribute('aria-labelledby');
        await dragSecondOntoFirst(page);
        await page.waitForFunction(
          (id) =>
            document
              .querySelector('ol.step-list__steps > li:nth-child(1)')
              ?.getAttribute('aria-labelledby') === id,
          draggedId,
          { polling: 20, timeout: 10_000 },
        );
        await page.waitForTimeout(MOVE_PAUSE_MS);
      }
    });
    if (pageErrors.length > 0) throw new Error(`page error: ${pageErrors[0]}`);
    return {
      typing,
      reordering,
      dragging,
      raw: { typing: typing.raw, reordering: reordering.raw, dragging: dragging.raw },
      addMs: add.ms,
      addDetail: `20th "${add.label}" click → timeline list with ${STEPS} entries ${add.domMs.toFixed(1)} ms, → next animation frame ${add.ms.toFixed(1)} ms`,
    };
  } finally {
    await browser.close();
  }
}

/** Runs one part of a run; its failure says which part it was. */
async function phase(name, action) {
  try {
    return await action();
  } catch (error) {
    throw new Error(`${name}: ${errorText(error)}`, { cause: error });
  }
}

async function signIn(page, baseUrl) {
  await page.goto(`${baseUrl}/signin`);
  await page.getByRole('button', { name: TEXT.useStella }).click();
  await page.getByRole('button', { name: TEXT.signIn, exact: true }).click();
  await page.waitForURL(/\/dashboard$/);
}

/**
 * Clicks the button labelled `label` as a user would: the pointer moves onto it (its tooltip
 * opens), presses and releases. Found with a plain querySelector and clicked with page.mouse, not
 * with getByRole().click(): that walks the accessibility tree and checks the target several times
 * on the page's main thread, which would be measured with the app.
 */
async function clickButton(page, label) {
  const point = await page.evaluate((text) => {
    const button = document.querySelector(`button[aria-label="${CSS.escape(text)}"]`);
    if (!button || button.disabled) return null;
    let box = button.getBoundingClientRect();
    if (box.top < 0 || box.bottom > window.innerHeight) {
      button.scrollIntoView({ block: 'center' });
      box = button.getBoundingClientRect();
    }
    return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
  }, label);
  if (!point) throw new Error(`no enabled button "${label}"`);
  await page.mouse.move(point.x, point.y, { steps: 4 });
  await page.mouse.click(point.x, point.y, { delay: 40 });
}

/**
 * Drags step 2 by its grip onto step 1 as a user would: Playwright's dragAndDrop presses on the
 * grip, moves onto the step and releases (HTML drag and drop in Chromium). Found by CSS selectors,
 * not roles (see clickButton); step 1 is scrolled to the middle so the top bar cannot cover it.
 */
async function dragSecondOntoFirst(page) {
  await page.evaluate(() =>
    document
      .querySelector('ol.step-list__steps > li:nth-child(1)')
      ?.scrollIntoView({ block: 'center' }),
  );
  await page.dragAndDrop(
    'ol.step-list__steps > li:nth-child(2) .step-drag',
    'ol.step-list__steps > li:nth-child(1)',
    { targetPosition: { x: 40, y: 20 } },
  );
}

/**
 * Adds the steps, sms, mail, card in turn, and gives each the 1st, 2nd, 3rd… template of its
 * channel's list (wrapping). The 20th click is timed in the page up to the timeline's 20th entry.
 */
async function addSteps(page) {
  const steps = page.locator('ol.step-list__steps > li');
  let add = null;
  for (let index = 0; index < STEPS; index += 1) {
    const channel = CHANNELS[index % CHANNELS.length];
    const label = TEXT.addStep[channel];
    await phase(`step ${index + 1}`, async () => {
      const last = index === STEPS - 1;
      if (last) await page.evaluate(installAddMarks, { label, count: STEPS });
      await page.getByRole('button', { name: label, exact: true }).click();
      if (last) {
        await page.waitForFunction(() => window.__benchAdd.frame !== null, null, {
          timeout: 30_000,
        });
        const marks = await page.evaluate(() => window.__benchAdd);
        if (marks.click === null) throw new Error(`no click event seen on "${label}"`);
        add = { label, domMs: marks.dom - marks.click, ms: marks.frame - marks.click };
      }
      await steps
        .nth(index)
        .waitFor({ timeout: 10_000 })
        .catch(async () => {
          const count = await steps.count();
          throw new Error(`after "${label}", ${count} steps at ${new URL(page.url()).pathname}`);
        });
      const select = steps.nth(index).getByLabel(TEXT.template, { exact: true });
      // The channel's templates arrive once per page; "Loading…" until then.
      await page.waitForFunction(
        (element) => element.getAttribute('aria-busy') === 'false' && element.options.length > 1,
        await select.elementHandle({ timeout: 30_000 }),
        { timeout: 30_000 },
      );
      const options = await select.locator('option:not([disabled])').count();
      await select.selectOption({ index: 1 + (Math.floor(index / CHANNELS.length) % options) });
    });
  }
  // Every step on the timeline with its template's name, and its card thumbnails loaded.
  await page.waitForFunction(
    ({ count, noTemplate }) => {
      const entries = document.querySelectorAll('.campaign-timeline__list > li');
      const images = document.querySelectorAll('.campaign-timeline img');
      return (
        entries.length === count &&
        Array.from(entries).every((entry) => !entry.textContent.includes(noTemplate)) &&
        Array.from(images).every((image) => image.complete)
      );
    },
    { count: STEPS, noTemplate: TEXT.noTemplate },
    { timeout: 30_000 },
  );
  return add;
}

/**
 * Marks in the page: `click` when the add button's click starts (window, capture phase: before
 * React's listener), `dom` when the timeline lists `count` entries, `frame` one animation frame
 * later (about when it is painted).
 */
function installAddMarks({ label, count }) {
  const marks = { click: null, dom: null, frame: null };
  window.__benchAdd = marks;
  window.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      if (marks.click === null && button?.textContent?.trim() === label)
        marks.click = performance.now();
    },
    true,
  );
  const observer = new MutationObserver(() => {
    if (document.querySelectorAll('.campaign-timeline__list > li').length < count) return;
    marks.dom = performance.now();
    observer.disconnect();
    requestAnimationFrame(() => {
      marks.frame = performance.now();
    });
  });
  observer.observe(document.body, { childList: true, subtree: true });
}

/** Resolves once `quietMs` pass without a long task (or after `timeoutMs`). */
function waitUntilQuiet({ quietMs, timeoutMs }) {
  return new Promise((done) => {
    const started = performance.now();
    let last = started;
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        last = Math.max(last, entry.startTime + entry.duration);
    });
    observer.observe({ type: 'longtask' });
    const check = () => {
      const now = performance.now();
      if (now - last >= quietMs || now - started >= timeoutMs) {
        observer.disconnect();
        done();
      } else setTimeout(check, 100);
    };
    setTimeout(check, quietMs);
  });
}

/**
 * Runs `interaction` with observers in the page (not buffered: only what happens from now on) for
 * long tasks, Event Timing entries ≥ 16 ms and long animation frames (≥ 50 ms, with the scripts
 * they ran), waits for the draft autosave, and returns what they saw.
 */
async function observed(page, name, interaction) {
  await page.evaluate(installObservers);
  await phase(name, interaction);
  await page.waitForTimeout(AFTER_INTERACTION_MS);
  const seen = await page.evaluate(() => window.__benchObserved.stop());
  // One interaction (a key press, a click) is several events sharing an interactionId; its
  // latency is the longest of them (as for INP).
  const interactions = new Map();
  for (const event of seen.events)
    if (event.interactionId > 0)
      interactions.set(
        event.interactionId,
        Math.max(interactions.get(event.interactionId) ?? 0, event.duration),
      );
  const frame = seen.frames.reduce(
    (slowest, entry) => (slowest === null || entry.duration > slowest.duration ? entry : slowest),
    null,
  );
  return {
    longest: Math.max(0, ...seen.tasks.map((task) => task.duration)),
    tasks: seen.tasks.map(
      (task) => `${task.duration.toFixed(0)}${task.name === 'self' ? '' : ` (${task.name})`}`,
    ),
    interactions: [...interactions.values()].sort((a, b) => a - b),
    frame,
    raw: seen,
  };
}

/** Observers that only keep the entries (cheap callbacks); stop() turns them into plain data. */
function installObservers() {
  const entries = { longtask: [], event: [], 'long-animation-frame': [] };
  const observers = [];
  for (const type of Object.keys(entries)) {
    const keep = (list) => entries[type].push(...list.getEntries());
    const observer = new PerformanceObserver(keep);
    try {
      observer.observe(
        type === 'event'
          ? { type, durationThreshold: 16, buffered: false }
          : { type, buffered: false },
      );
      observers.push({ observer, keep });
    } catch {
      // Not supported by this browser: nothing seen.
    }
  }
  const stop = () => {
    for (const { observer, keep } of observers) {
      // Entries still queued for the callbacks.
      keep({ getEntries: () => observer.takeRecords() });
      observer.disconnect();
    }
    return {
      // name: 'self' for this page's own tasks, else where the task ran (an iframe…).
      tasks: entries.longtask.map((entry) => ({
        name: entry.name,
        start: entry.startTime,
        duration: entry.duration,
      })),
      events: entries.event.map((entry) => ({
        name: entry.name,
        interactionId: entry.interactionId,
        start: entry.startTime,
        duration: entry.duration,
        delay: entry.processingStart - entry.startTime,
        processing: entry.processingEnd - entry.processingStart,
      })),
      frames: entries['long-animation-frame'].map((entry) => ({
        start: entry.startTime,
        duration: entry.duration,
        blocking: entry.blockingDuration,
        // 0 when the frame rendered nothing.
        renderStart: entry.renderStart > 0 ? entry.renderStart - entry.startTime : null,
        scripts: entry.scripts.map((script) => ({
          invoker: script.invoker,
          source: `${script.sourceURL.replace(/^.*\//, '')}:${script.sourceFunctionName}:${script.sourceCharPosition}`,
          duration: script.duration,
          forcedLayout: script.forcedStyleAndLayoutDuration,
        })),
      })),
    };
  };
  window.__benchObserved = { stop };
}
