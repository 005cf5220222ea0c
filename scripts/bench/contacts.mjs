// The contacts rows of `npm run bench`: the CSV import's preview, validation (throughput, counts,
// memory, main-thread long tasks) and the 100,000-contact list (first rows, scrolling), measured in
// Debian's Chromium against the demo build (msw mock backend in the page).
//
// Everything is timed inside the page with performance.now() (a change/click listener on window in
// the capture phase, a MutationObserver for the result), so Playwright's own round trips are not in
// the figures. A step that fails records its rows with `samples: []` and an `error`; the rest goes on.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { generateContactsCsv } from '../csv/generateContacts.mjs';
import { launchChromium } from '../first-load.mjs';
import { measureReference } from './csvReference.mjs';

/** The app's English texts the bench finds elements by (src/i18n/locales/…/en.ts). */
const TEXT = {
  useMaya: 'Use Maya',
  signIn: 'Sign in',
  contactsGroup: 'Contacts',
  createList: 'Create Contact List',
  createTitle: 'Create contact list',
  listName: 'List name',
  chooseFile: 'Choose a CSV file',
  validate: 'Check the file',
};
/** The seeded 100,000-contact list of the Marketplace demo user. */
const BIG_LIST_PATH = '/dashboard/mailinglist/4';
const VIEWPORT = { width: 1440, height: 900 };
/** The app refuses a file of 1 GiB or more (src/features/contacts/csv/fileRules.ts). */
const MAX_CSV_BYTES = 1024 ** 3;
const MIB = 1024 ** 2;
const VALIDATION_TIMEOUT_MS = 10 * 60_000;
const LIST_LOAD_TIMEOUT_MS = 180_000;
const MEMORY_SAMPLE_MS = 200;
/** Steps of one scroll pass over the whole list: 6 s at 60 frames a second. */
const SCROLL_FRAMES = 360;
/** A pass stops after this long even if slow frames have not reached the list's end. */
const SCROLL_PASS_MAX_MS = 45_000;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
/** Nearest-rank percentile. */
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)];
};
const round = (value, digits = 1) => Number(value.toFixed(digits));
const errorText = (error) =>
  error instanceof Error ? error.message.split('\n')[0] : String(error);
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/**
 * Measures the contacts rows against the demo build at `baseUrl`; returns the bench rows (metric,
 * unit, goal, samples, detail, and `error` for a step that failed).
 */
export async function measureContacts({ baseUrl, outDir, csvSize, runs = 3, log = () => {} }) {
  const csvMb = (csvSize / MIB).toFixed(0);
  const rows = {
    preview: { metric: `CSV header preview of a ${csvMb} MB file`, unit: 'ms', goal: { max: 300 } },
    oneWorker: {
      metric: 'CSV full validation throughput, one worker',
      unit: 'MB/s',
      goal: { min: 60 },
    },
    twoWorkers: {
      metric: 'CSV full validation throughput, two workers',
      unit: 'MB/s',
      goal: { min: 60 },
    },
    readCeiling: {
      metric: 'CSV raw read of the same file (File.stream() in a worker): the ceiling',
      unit: 'MB/s',
      goal: { min: 60 },
    },
    reference: {
      metric: 'CSV reference: uDSV with the same row checks, one worker, same file',
      unit: 'MB/s',
      goal: { min: 60 },
    },
    ratioReference: {
      metric: 'CSV validation, one worker ÷ uDSV reference (same run)',
      unit: '×',
      goal: { min: 0.5 },
    },
    ratioCeiling: {
      metric: 'CSV validation, one worker ÷ raw read (same run)',
      unit: '×',
      goal: { min: 0.25 },
    },
    counts: { metric: 'CSV validation counts match the generator', unit: 'ok', goal: { min: 1 } },
    memory: { metric: 'CSV validation peak extra memory', unit: 'MB', goal: { max: 400 } },
    longTasks: {
      metric: 'Main-thread tasks over 50 ms during validation',
      unit: 'count',
      goal: { max: 0 },
    },
    firstRows: {
      metric: '100,000-contact list: time to first rows',
      unit: 'ms',
      goal: { max: 50 },
    },
    listLoadTasks: {
      metric: '100,000-contact list: main-thread tasks over 50 ms while every page loads',
      unit: 'count',
      goal: { max: 0 },
    },
    scrolling: {
      metric: '100,000-contact list: p95 frame while scrolling',
      unit: 'ms',
      goal: { max: 16.7 },
    },
  };
  for (const row of Object.values(rows)) Object.assign(row, { samples: [], detail: [] });
  const failed = (keys, error) => {
    for (const key of keys) rows[key].error ??= errorText(error);
  };
  const validationKeys = [
    'oneWorker',
    'twoWorkers',
    'readCeiling',
    'reference',
    'ratioReference',
    'ratioCeiling',
    'counts',
    'memory',
    'longTasks',
  ];
  const csvKeys = ['preview', ...validationKeys];
  const loadAtStart = load();

  let csv = null;
  try {
    csv = await contactsCsv(outDir, csvSize, log);
    if (csv.counts.bytes >= MAX_CSV_BYTES)
      throw new Error(`the CSV has ${csv.counts.bytes} bytes; the app refuses 1 GiB or more`);
  } catch (error) {
    failed(csvKeys, error);
  }

  if (csv) {
    try {
      await measurePreview(baseUrl, csv, runs, rows.preview, log);
    } catch (error) {
      failed(['preview'], error);
    }
    await measureValidation(baseUrl, csv, runs, rows, log).catch((error) =>
      failed(validationKeys, error),
    );
  }

  try {
    await measureList(baseUrl, runs, rows, log);
  } catch (error) {
    failed(['firstRows', 'listLoadTasks', 'scrolling'], error);
  }

  const allFailures = Object.values(rows).flatMap((row) => row.detail);
  const loadNote = `machine load average (1/5/15 min) at start ${loadAtStart}, at end ${load()}`;
  return Object.values(rows).map((row) => {
    if (row.samples.length > 0) delete row.error;
    else {
      // Every run failed: the first run's reason, or the step's (validation rows share runs).
      const reason = [...row.detail, ...allFailures].find((line) => / failed: /.test(line));
      row.error ??= reason ? reason.replace(/^.*? failed: /, '') : 'no sample was measured';
    }
    row.detail.push(loadNote);
    return row;
  });
}

/** The generated CSV of `size` bytes and its counts: reused when already in outDir. */
async function contactsCsv(outDir, size, log) {
  const file = resolve(outDir, `contacts-${size}.csv`);
  const countsFile = `${file}.counts.json`;
  if (existsSync(file) && existsSync(countsFile)) {
    const counts = JSON.parse(readFileSync(countsFile, 'utf8'));
    if (counts.seed === 1 && counts.bytes === statSync(file).size) return { file, counts };
  }
  log(`  generating ${file}…`);
  return { file, counts: await generateContactsCsv({ out: file, size, seed: 1 }) };
}

// ---------------------------------------------------------------------------------------------
// Browser, sign-in, the import modal

/** A fresh Chromium with a tag on its command line, so that its processes can be found in /proc. */
async function launchTagged() {
  const tag = `--mailcraft-bench=${process.pid}-${Date.now()}`;
  const browser = await launchChromium([tag]);
  return { browser, rootPid: findBrowserPid(tag) };
}

async function signIn(page, baseUrl) {
  await page.goto(`${baseUrl}/signin`);
  await page.getByRole('button', { name: TEXT.useMaya }).click();
  await page.getByRole('button', { name: TEXT.signIn, exact: true }).click();
  await page.waitForURL(/\/dashboard$/);
}

async function openCreateModal(page) {
  const nav = page.locator('#app-sidebar nav');
  await nav.waitFor();
  const item = nav.getByRole('menuitem', { name: TEXT.createList, exact: true });
  if (!(await item.isVisible()))
    await nav.getByRole('menuitem', { name: TEXT.contactsGroup }).click();
  await item.click();
  const modal = page.getByRole('dialog', { name: TEXT.createTitle });
  await modal.waitFor();
  return modal;
}

/**
 * Marks in the page: `change` when the file input's change event starts (window, capture phase:
 * before React's listener), `dom` when a `th` "first_name" is in the dialog, `frame` one animation
 * frame later (about when it is painted).
 */
function installPreviewMarks() {
  const marks = { change: null, dom: null, frame: null };
  window.__benchPreview = marks;
  const onChange = (event) => {
    if (
      marks.change === null &&
      event.target instanceof HTMLInputElement &&
      event.target.type === 'file'
    )
      marks.change = performance.now();
  };
  window.addEventListener('change', onChange, true);
  const shown = () =>
    Array.from(document.querySelectorAll('[role="dialog"] th')).some(
      (cell) => cell.textContent === 'first_name',
    );
  const observer = new MutationObserver(() => {
    if (marks.dom !== null || !shown()) return;
    marks.dom = performance.now();
    observer.disconnect();
    window.removeEventListener('change', onChange, true);
    requestAnimationFrame(() => {
      marks.frame = performance.now();
    });
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
}

async function choosePreviewed(page, modal, file) {
  await page.evaluate(installPreviewMarks);
  await modal.getByLabel(TEXT.chooseFile).setInputFiles(file);
  await page.waitForFunction(() => window.__benchPreview.frame !== null, null, {
    timeout: 60_000,
    polling: 50,
  });
  return page.evaluate(() => window.__benchPreview);
}

// ---------------------------------------------------------------------------------------------
// 1. Header preview

async function measurePreview(baseUrl, csv, runs, row, log) {
  const { browser } = await launchTagged();
  try {
    const page = await browser.newPage({ viewport: VIEWPORT });
    await signIn(page, baseUrl);
    for (let run = 0; run < runs; run += 1) {
      try {
        if (run > 0) await page.reload();
        const modal = await openCreateModal(page);
        const marks = await choosePreviewed(page, modal, csv.file);
        if (marks.change === null) throw new Error('no change event on the file input');
        row.samples.push(round(marks.dom - marks.change));
        row.detail.push(
          `run ${run + 1}: change → header cell in the DOM ${(marks.dom - marks.change).toFixed(1)} ms, → next animation frame ${(marks.frame - marks.change).toFixed(1)} ms`,
        );
      } catch (error) {
        row.detail.push(`run ${run + 1} failed: ${errorText(error)}`);
      }
    }
    row.detail.unshift(
      `file ${(csv.counts.bytes / MIB).toFixed(1)} MB; in-page performance.now() from the input's change event (window, capture) to a th "first_name" in the dialog (MutationObserver); the page is reloaded between runs`,
    );
    log(`  preview: ${row.samples.join(', ')} ms`);
  } finally {
    await browser.close();
  }
}

// ---------------------------------------------------------------------------------------------
// 2–4. Full validation: throughput, counts, memory, long tasks

/**
 * Marks in the page for one validation: `click` on "Check the file" (window, capture phase),
 * `report` when the report list is in the dialog, `failed` if the check failed, and every
 * long task (PerformanceObserver 'longtask', not buffered) from now on.
 */
function installValidationMarks(buttonText) {
  const marks = { click: null, report: null, failed: null, longTasks: [] };
  window.__benchCheck = marks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      marks.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask' });
  window.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      if (marks.click === null && button?.textContent?.includes(buttonText))
        marks.click = performance.now();
    },
    true,
  );
  const observer = new MutationObserver(() => {
    const dialog = document.querySelector('[role="dialog"]');
    if (!dialog) return;
    if (dialog.querySelector('ul.import-report')) marks.report = performance.now();
    else if (dialog.querySelector('.import-error[role="alert"]'))
      marks.failed = dialog.querySelector('.import-error[role="alert"]').textContent;
    if (marks.report !== null || marks.failed !== null) observer.disconnect();
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
}

/** The report's list items → counts (a count of 0 is not listed). */
const REPORT_LINES = {
  rows: /^([\d,]+) contact rows?$/,
  badEmail: /^([\d,]+) bad emails?$/,
  badPhone: /^([\d,]+) bad phones?$/,
  badZip: /^([\d,]+) bad ZIP codes?$/,
  duplicateEmails: /^([\d,]+) duplicate emails? \(letter case ignored\)$/,
  wrongColumnCount: /^([\d,]+) rows? (?:has|have) the wrong number of columns$/,
  repairedZips: /^([\d,]+) ZIP codes? lost a leading zero and will be repaired$/,
};
/** Report count → the generator's count of the same thing. */
const GENERATOR_COUNT = {
  rows: 'rows',
  badEmail: 'badEmails',
  badPhone: 'badPhones',
  badZip: 'badZips',
  duplicateEmails: 'duplicateEmails',
  wrongColumnCount: 'wrongColumnCount',
  repairedZips: 'lostLeadingZeroZips',
};

function parseReport(lines) {
  const counts = Object.fromEntries(Object.keys(REPORT_LINES).map((key) => [key, 0]));
  const unknown = [];
  for (const raw of lines) {
    const line = raw.replace(/\s+/g, ' ').trim();
    const entry = Object.entries(REPORT_LINES).find(([, pattern]) => pattern.test(line));
    if (entry) counts[entry[0]] = Number(line.match(entry[1])[1].replace(/,/g, ''));
    else unknown.push(line);
  }
  return { counts, unknown };
}

function compareCounts(report, expected) {
  const mismatches = Object.entries(GENERATOR_COUNT)
    .filter(([key, theirs]) => report.counts[key] !== expected[theirs])
    .map(
      ([key, theirs]) => `${key} ${report.counts[key]} ≠ generator's ${theirs} ${expected[theirs]}`,
    );
  return [...mismatches, ...report.unknown.map((line) => `unrecognised report line "${line}"`)];
}

/** One validation through the UI in a fresh browser; `workers: 1` makes the page report one core. */
async function validateOnce(baseUrl, csv, { workers }) {
  const { browser, rootPid } = await launchTagged();
  const sampler = memorySampler(rootPid);
  try {
    const context = await browser.newContext({ viewport: VIEWPORT });
    // validateFile picks 2 workers for files ≥ 32 MB when navigator.hardwareConcurrency ≥ 2.
    if (workers === 1)
      await context.addInitScript(() =>
        Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', {
          get: () => 1,
          configurable: true,
        }),
      );
    const page = await context.newPage();
    const pageErrors = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    let workersStarted = 0;
    page.on('worker', () => {
      workersStarted += 1;
    });
    await signIn(page, baseUrl);
    const modal = await openCreateModal(page);
    await modal.getByLabel(TEXT.listName).fill(`Bench ${Date.now()}`);
    await page.waitForTimeout(1000);

    const baseline = await sampler.baseline();
    sampler.start();
    await choosePreviewed(page, modal, csv.file);
    await page.evaluate(installValidationMarks, TEXT.validate);
    workersStarted = 0;
    await modal.getByRole('button', { name: TEXT.validate }).click();
    await page.waitForFunction(
      () => window.__benchCheck.report !== null || window.__benchCheck.failed !== null,
      null,
      {
        timeout: VALIDATION_TIMEOUT_MS,
        polling: 250,
      },
    );
    const peak = sampler.stop();
    // The long task that put the report in place ends after the report is in the DOM.
    await page.waitForTimeout(500);
    const marks = await page.evaluate(() => window.__benchCheck);
    if (marks.failed !== null) throw new Error(`the page says: ${marks.failed}`);
    if (marks.click === null) throw new Error('no click on "Check the file" was seen');
    const report = parseReport(await modal.locator('ul.import-report li').allTextContents());
    const checkedIn = (
      await modal
        .locator('section[aria-labelledby="import-report-title"] p.contacts-hint')
        .textContent()
    )?.trim();
    const seconds = (marks.report - marks.click) / 1000;
    const longTasks = marks.longTasks
      .filter(
        (task) =>
          task.start + task.duration >= marks.click &&
          task.start <= marks.report &&
          task.duration > 50,
      )
      .map((task) => ({ start: task.start - marks.click, duration: task.duration }));
    return {
      workers,
      cores: await page.evaluate(() => navigator.hardwareConcurrency),
      workersStarted,
      seconds,
      mbPerSecond: csv.counts.bytes / MIB / seconds,
      checkedIn,
      mismatches: compareCounts(report, csv.counts),
      memory: { baseline, peak },
      longTasks,
      pageErrors,
    };
  } finally {
    sampler.stop();
    await browser.close();
  }
}

/**
 * The read ceiling and the uDSV reference, right after the app's runs of the same round, and the
 * app's one-worker throughput of that round as a ratio to each.
 */
async function measureReferenceRun(baseUrl, csv, run, appOneWorker, rows, log) {
  try {
    const reference = await measureReference(baseUrl, csv.file, csv.counts.bytes);
    rows.readCeiling.samples.push(round(reference.readMbPerSecond));
    rows.reference.samples.push(round(reference.udsvMbPerSecond));
    const { rows: seenRows, badEmails, badPhones, duplicateEmails } = reference.udsvCounts;
    rows.reference.detail.push(
      `run ${run + 1}: uDSV counted ${seenRows} rows, ${badEmails} bad emails, ${badPhones} bad phones, ${duplicateEmails} duplicate emails (generator: ${csv.counts.rows}, ${csv.counts.badEmails}, ${csv.counts.badPhones}, ${csv.counts.duplicateEmails})`,
    );
    log(
      `  reference: read ${reference.readMbPerSecond.toFixed(1)} MB/s, uDSV ${reference.udsvMbPerSecond.toFixed(1)} MB/s`,
    );
    if (appOneWorker) {
      rows.ratioReference.samples.push(
        round(appOneWorker.mbPerSecond / reference.udsvMbPerSecond, 2),
      );
      rows.ratioCeiling.samples.push(
        round(appOneWorker.mbPerSecond / reference.readMbPerSecond, 2),
      );
    }
  } catch (error) {
    for (const key of ['readCeiling', 'reference', 'ratioReference', 'ratioCeiling'])
      rows[key].detail.push(`run ${run + 1} failed: ${errorText(error)}`);
    log(`  reference failed: ${errorText(error)}`);
  }
}

async function measureValidation(baseUrl, csv, runs, rows, log) {
  const outcomes = { 1: [], 2: [] };
  for (let run = 0; run < runs; run += 1) {
    const roundStart = outcomes[1].length;
    for (const workers of [1, 2]) {
      const row = workers === 1 ? rows.oneWorker : rows.twoWorkers;
      try {
        const outcome = await validateOnce(baseUrl, csv, { workers });
        outcomes[workers].push(outcome);
        row.samples.push(round(outcome.mbPerSecond));
        row.detail.push(
          `run ${run + 1}: ${outcome.seconds.toFixed(2)} s click → report, ${outcome.workersStarted} worker(s) started; app says "${outcome.checkedIn}"${outcome.pageErrors.length ? `; page errors: ${outcome.pageErrors.join(' | ')}` : ''}`,
        );
        log(`  validation, ${workers} worker(s): ${outcome.mbPerSecond.toFixed(1)} MB/s`);
      } catch (error) {
        row.detail.push(`run ${run + 1} failed: ${errorText(error)}`);
        log(`  validation, ${workers} worker(s) failed: ${errorText(error)}`);
      }
    }
    await measureReferenceRun(baseUrl, csv, run, outcomes[1][roundStart], rows, log);
  }
  const all = [...outcomes[1], ...outcomes[2]];
  const mb = csv.counts.bytes / MIB;
  rows.oneWorker.detail.unshift(
    `${mb.toFixed(1)} MB (MB = 2^20 bytes) / in-page time from the click on "Check the file" to the report list in the DOM; one worker forced by navigator.hardwareConcurrency = 1 (init script), as validateFile's default picks; each run in a fresh browser`,
  );
  rows.twoWorkers.detail.unshift(
    `${mb.toFixed(1)} MB / click → report, the app's own choice (two workers for files ≥ 32 MB when navigator.hardwareConcurrency ≥ 2; the page reports ${outcomes[2][0]?.cores ?? '?'} here); goal set to the same 60 MB/s as one worker: it is what users get`,
  );
  for (const [workers, list] of Object.entries(outcomes))
    for (const outcome of list)
      if (outcome.workersStarted !== Number(workers))
        (workers === '1' ? rows.oneWorker : rows.twoWorkers).detail.push(
          `warning: ${outcome.workersStarted} workers started where ${workers} were expected`,
        );

  // One sample for all runs: a median must not hide a run whose counts differ.
  if (all.length > 0)
    rows.counts.samples.push(all.every((outcome) => outcome.mismatches.length === 0) ? 1 : 0);
  rows.counts.detail.push(
    `1 when the report list items of every validation run (${all.length}) equal ${csv.file}.counts.json, else 0: rows, badEmails, badPhones, badZips, lostLeadingZeroZips (= repaired ZIPs), duplicateEmails, wrongColumnCount`,
    `generator: ${Object.values(GENERATOR_COUNT)
      .map((key) => `${key} ${csv.counts[key]}`)
      .join(', ')}`,
    ...all.flatMap((outcome, index) =>
      outcome.mismatches.length
        ? [`run ${index + 1} (${outcome.workers} worker(s)): ${outcome.mismatches.join('; ')}`]
        : [],
    ),
  );
  if (all.every((outcome) => outcome.mismatches.length === 0) && all.length > 0)
    rows.counts.detail.push('every count matches');

  // Memory and long tasks: the app's default path (two workers) gives the samples.
  const measured = (list) => list.filter((outcome) => outcome.memory.baseline !== null);
  if (all.length > 0 && measured(all).length === 0)
    rows.memory.error = "the browser's processes were not found in /proc";
  const extra = (outcome) => (outcome.memory.peak.total - outcome.memory.baseline.total) / 1024;
  const rendererExtra = (outcome) =>
    (outcome.memory.peak.renderers - outcome.memory.baseline.renderers) / 1024;
  for (const outcome of measured(outcomes[2])) rows.memory.samples.push(round(extra(outcome)));
  rows.memory.detail.push(
    'sum of PSS (/proc/<pid>/smaps_rollup) of every process of the browser (browser, zygotes, GPU, utilities, renderers with their worker threads), sampled every 200 ms; peak from choosing the file to the report, minus the baseline just before choosing it (modal open); samples are the two-worker runs (the default)',
    ...measured(outcomes[2]).map(
      (outcome, index) =>
        `two workers, run ${index + 1}: +${extra(outcome).toFixed(0)} MB (renderers +${rendererExtra(outcome).toFixed(0)} MB; baseline ${(outcome.memory.baseline.total / 1024).toFixed(0)} MB, ${outcome.memory.peak.samples} samples)`,
    ),
    ...measured(outcomes[1]).map(
      (outcome, index) =>
        `one worker, run ${index + 1}: +${extra(outcome).toFixed(0)} MB (renderers +${rendererExtra(outcome).toFixed(0)} MB)`,
    ),
  );

  for (const outcome of outcomes[2]) rows.longTasks.samples.push(outcome.longTasks.length);
  const describe = (outcome) => {
    const longest = Math.max(0, ...outcome.longTasks.map((task) => task.duration));
    return `${outcome.longTasks.length} task(s) over 50 ms${outcome.longTasks.length ? `, longest ${longest.toFixed(0)} ms, starting ${outcome.longTasks.map((task) => `${(task.start / 1000).toFixed(2)} s`).join(', ')} after the click` : ''}`;
  };
  rows.longTasks.detail.push(
    "PerformanceObserver 'longtask' in the page, installed after the preview and before the click, counting tasks over 50 ms that overlap the time from the click to the report in the DOM; samples are the two-worker runs",
    ...outcomes[2].map((outcome, index) => `two workers, run ${index + 1}: ${describe(outcome)}`),
    ...outcomes[1].map((outcome, index) => `one worker, run ${index + 1}: ${describe(outcome)}`),
  );
}

// ---------------------------------------------------------------------------------------------
// Memory of the browser's processes

function processTable() {
  const table = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      table.push({ pid: Number(entry), ppid });
    } catch {
      // Gone meanwhile.
    }
  }
  return table;
}

function findBrowserPid(tag) {
  for (const { pid } of processTable()) {
    try {
      const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      if (args.includes(tag) && !args.some((arg) => arg.startsWith('--type='))) return pid;
    } catch {
      // Gone meanwhile.
    }
  }
  return null;
}

/** KB of PSS of the browser's process tree: `total`, and `renderers` alone. */
function browserMemory(rootPid) {
  const table = processTable();
  const tree = new Set([rootPid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const { pid, ppid } of table)
      if (!tree.has(pid) && tree.has(ppid)) {
        tree.add(pid);
        grew = true;
      }
  }
  let total = 0;
  let renderers = 0;
  for (const pid of tree) {
    try {
      const pss = Number(
        /^Pss:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'))?.[1] ?? 0,
      );
      total += pss;
      if (readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('--type=renderer'))
        renderers += pss;
    } catch {
      // Gone meanwhile.
    }
  }
  return { total, renderers };
}

function memorySampler(rootPid) {
  let timer = null;
  let peak = { total: 0, renderers: 0, samples: 0 };
  const sample = () => {
    if (rootPid === null) return;
    const now = browserMemory(rootPid);
    peak = {
      total: Math.max(peak.total, now.total),
      renderers: Math.max(peak.renderers, now.renderers),
      samples: peak.samples + 1,
    };
  };
  return {
    /** The median of three samples 200 ms apart. */
    async baseline() {
      if (rootPid === null) return null;
      const samples = [];
      for (let index = 0; index < 3; index += 1) {
        samples.push(browserMemory(rootPid));
        await new Promise((wait) => setTimeout(wait, MEMORY_SAMPLE_MS));
      }
      return {
        total: median(samples.map((s) => s.total)),
        renderers: median(samples.map((s) => s.renderers)),
      };
    },
    start() {
      sample();
      timer = setInterval(sample, MEMORY_SAMPLE_MS);
    },
    stop() {
      if (timer !== null) {
        clearInterval(timer);
        timer = null;
        sample();
      }
      return peak;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// 5–6. The 100,000-contact list

/**
 * Init script: the time each get-contacts call is answered (the demo forwarder's end mark), the
 * first real (non-placeholder) grid row in the DOM and one animation frame later, and long tasks.
 */
function installListMarks() {
  const marks = { responses: [], firstRow: null, painted: null, longTasks: [] };
  window.__benchList = marks;
  // The demo backend answers in a worker; its forwarder marks each call's start (with the URL) and
  // its end (src/mocks/worker/forwarder.ts), just before the answer goes to the app.
  const contactCalls = new Set();
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const detail = entry.detail ?? {};
      if (entry.name === 'demo-api:start' && String(detail.url).includes('get-contacts'))
        contactCalls.add(detail.id);
      else if (entry.name === 'demo-api:end' && contactCalls.has(detail.id))
        marks.responses.push(entry.startTime);
    }
  }).observe({ type: 'mark' });
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        marks.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // No long task timing: the detail says none.
  }
  const observer = new MutationObserver(() => {
    if (marks.firstRow !== null) return;
    if (!document.querySelector('.contact-grid__row:not(.contact-grid__row--placeholder)')) return;
    marks.firstRow = performance.now();
    observer.disconnect();
    requestAnimationFrame(() => {
      marks.painted = performance.now();
    });
  });
  observer.observe(document, { childList: true, subtree: true });
}

/** One scroll pass: scrollTop moves by a fixed step each animation frame; returns rAF deltas. */
function scrollPass({ frames, down, maxMs, step: fixedStep }) {
  const viewport = document.querySelector('.contact-grid__viewport');
  const max = viewport.scrollHeight - viewport.clientHeight;
  const step = fixedStep ?? Math.ceil(max / frames);
  return new Promise((done) => {
    viewport.scrollTop = down ? 0 : max;
    const deltas = [];
    let last = null;
    let placeholderFrames = 0;
    const started = performance.now();
    // Two frames to settle at the start position.
    let settle = 2;
    const tick = (time) => {
      if (settle > 0) {
        settle -= 1;
        requestAnimationFrame(tick);
        return;
      }
      if (last !== null) deltas.push(time - last);
      last = time;
      if (viewport.querySelector('.contact-grid__row--placeholder')) placeholderFrames += 1;
      const at = viewport.scrollTop;
      if (
        (down && at >= max - 1) ||
        (!down && at <= 0) ||
        deltas.length >= frames ||
        performance.now() - started > maxMs
      ) {
        const covered = down ? at / max : 1 - at / max;
        done({
          deltas,
          step,
          max,
          covered,
          placeholderFrames,
          seconds: (performance.now() - started) / 1000,
        });
        return;
      }
      viewport.scrollTop = down ? Math.min(max, at + step) : Math.max(0, at - step);
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

/** rAF deltas of `frames` frames with nothing to do: the machine's floor. */
function idleFrames(frames) {
  return new Promise((done) => {
    const deltas = [];
    let last = null;
    const tick = (time) => {
      if (last !== null) deltas.push(time - last);
      last = time;
      if (deltas.length < frames) requestAnimationFrame(tick);
      else done(deltas);
    };
    requestAnimationFrame(tick);
  });
}

async function measureList(baseUrl, runs, rows, log) {
  const { browser } = await launchTagged();
  try {
    const context = await browser.newContext({ viewport: VIEWPORT });
    await context.addInitScript(installListMarks);
    const page = await context.newPage();
    await signIn(page, baseUrl);
    const firstRows = rows.firstRows;
    for (let run = 0; run < runs; run += 1) {
      try {
        await page.goto(`${baseUrl}/dashboard`);
        await page.goto(`${baseUrl}${BIG_LIST_PATH}`);
        await page.waitForFunction(() => window.__benchList.painted !== null, null, {
          timeout: 60_000,
          polling: 100,
        });
        const marks = await page.evaluate(() => window.__benchList);
        if (marks.responses.length === 0)
          throw new Error('no get-contacts answer was seen (demo-api marks)');
        const response = marks.responses[0];
        const during = marks.longTasks.filter(
          (task) => task.start + task.duration > response && task.start < marks.painted,
        );
        firstRows.samples.push(round(marks.painted - response));
        firstRows.detail.push(
          `run ${run + 1}: first get-contacts response → first real row in the DOM ${(marks.firstRow - response).toFixed(1)} ms, → next frame ${(marks.painted - response).toFixed(1)} ms; navigation start → first rows painted ${marks.painted.toFixed(0)} ms (response at ${response.toFixed(0)} ms)${during.length ? `; long tasks meanwhile: ${during.map((task) => `${task.duration.toFixed(0)} ms`).join(', ')}` : ''}`,
        );
      } catch (error) {
        firstRows.detail.push(`run ${run + 1} failed: ${errorText(error)}`);
      }
    }
    firstRows.detail.unshift(
      "in-page: from the first get-contacts answer (the demo forwarder's demo-api:end mark, before the app sees it) to the first non-placeholder .contact-grid__row in the DOM (MutationObserver) plus one requestAnimationFrame (≈ painted); a full page load of /dashboard/mailinglist/4 each run (the page goes to /dashboard in between)",
    );
    log(`  first rows: ${firstRows.samples.join(', ')} ms`);

    // Scrolling: once every page of the list is loaded.
    const scrolling = rows.scrolling;
    const loadStarted = Date.now();
    await page.waitForFunction(
      () => {
        const status = document.querySelector('p[role="status"].contacts-hint');
        return (
          document.querySelector('.contact-grid') !== null &&
          status !== null &&
          status.textContent === ''
        );
      },
      null,
      { timeout: LIST_LOAD_TIMEOUT_MS, polling: 500 },
    );
    const loadSeconds = (Date.now() - loadStarted) / 1000;
    // The demo's handlers answer from a worker (src/mocks/worker): a long task here is the app's own.
    const loading = await page.evaluate(() => ({
      from: window.__benchList.responses[0],
      to: performance.now(),
      tasks: window.__benchList.longTasks,
    }));
    const loadTasks = loading.tasks.filter((task) => task.start >= loading.from);
    rows.listLoadTasks.samples.push(loadTasks.length);
    rows.listLoadTasks.detail.push(
      `from the first get-contacts response to the "Loaded X of Y" status gone (${((loading.to - loading.from) / 1000).toFixed(1)} s, PerformanceObserver longtask): ${loadTasks.length ? loadTasks.map((task) => `${task.duration.toFixed(0)} ms`).join(', ') : 'none'}; the mock handlers run in the backend's worker, off this thread`,
    );
    const rowCount = await page.locator('.contact-grid').getAttribute('aria-rowcount');
    const idle = await page.evaluate(idleFrames, 120);
    scrolling.detail.push(
      `after every page is loaded (the "Loaded X of Y" status gone, ${loadSeconds.toFixed(0)} s after the last first-rows run; aria-rowcount ${rowCount}); each pass moves .contact-grid__viewport's scrollTop by a fixed step each animation frame over the whole list (${SCROLL_FRAMES} steps), down, up, down…; a sample is the pass's p95 of requestAnimationFrame deltas`,
      `idle page, same tab, 120 frames: p95 ${percentile(idle, 95).toFixed(1)} ms, median ${median(idle).toFixed(1)} ms, max ${Math.max(...idle).toFixed(1)} ms (headless, --disable-gpu: the floor)`,
    );
    for (let pass = 0; pass < runs; pass += 1) {
      try {
        const result = await page.evaluate(scrollPass, {
          frames: SCROLL_FRAMES,
          down: pass % 2 === 0,
          maxMs: SCROLL_PASS_MAX_MS,
        });
        const p95 = percentile(result.deltas, 95);
        scrolling.samples.push(round(p95));
        const over = result.deltas.filter((delta) => delta > 17.5).length;
        scrolling.detail.push(
          `pass ${pass + 1} (${pass % 2 === 0 ? 'down' : 'up'}, ${result.step} px a frame, ${result.deltas.length} frames in ${result.seconds.toFixed(1)} s${result.covered < 0.999 ? `, stopped at ${(result.covered * 100).toFixed(0)}% of the list after ${SCROLL_PASS_MAX_MS / 1000} s` : ''}): p95 ${p95.toFixed(1)} ms, median ${median(result.deltas).toFixed(1)} ms, p99 ${percentile(result.deltas, 99).toFixed(1)} ms, max ${Math.max(...result.deltas).toFixed(1)} ms, ${over} frames over 17.5 ms; ${result.placeholderFrames} frames showed a placeholder row`,
        );
      } catch (error) {
        scrolling.detail.push(`pass ${pass + 1} failed: ${errorText(error)}`);
      }
    }
    try {
      // For comparison, not a sample: a moderate scroll, 3 rows a frame (most rows stay mounted).
      const moderate = await page.evaluate(scrollPass, {
        frames: 240,
        step: 3 * 44,
        down: true,
        maxMs: SCROLL_PASS_MAX_MS,
      });
      scrolling.detail.push(
        `for comparison (not a sample): 132 px (3 rows) a frame from the top, ${moderate.deltas.length} frames: p95 ${percentile(moderate.deltas, 95).toFixed(1)} ms, median ${median(moderate.deltas).toFixed(1)} ms, max ${Math.max(...moderate.deltas).toFixed(1)} ms`,
      );
    } catch (error) {
      scrolling.detail.push(`moderate scroll failed: ${errorText(error)}`);
    }
    log(`  scrolling p95: ${scrolling.samples.join(', ')} ms`);
  } finally {
    await browser.close();
  }
}
