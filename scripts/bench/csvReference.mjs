// The reference rows of the CSV bench: on the same file, in the same browser build and in the same
// run as the app's validation, (1) the raw `File.stream()` read of the file in a worker, the ceiling
// no validator can pass, and (2) a plain library doing the same work: uDSV parsing the file in one
// worker, with the same checks the import makes on every row (email and phone rules, duplicate
// emails). The app's throughput is then reported as a ratio to each, which the machine's speed
// mostly cancels out of.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { launchChromium } from '../first-load.mjs';

const require = createRequire(import.meta.url);
const UDSV_SOURCE = readFileSync(require.resolve('udsv/dist/uDSV.iife.min.js'), 'utf8');
const MIB = 1024 ** 2;

/**
 * The worker. Served from the build's own origin (routed), so the app's Content-Security-Policy
 * (worker and script sources 'self') applies to it as to the app's workers. Its checks mirror
 * src/features/contacts/csv: an address with one @, no spaces or forbidden characters and a dotted
 * domain; a US phone of 10 digits or 11 starting with 1, punctuation ignored; a duplicate is an
 * email (trimmed, lower-cased) seen before in the file.
 */
const WORKER_SOURCE = `
importScripts('/__bench/udsv.js');
const EMAIL = /^[^\\s@"(),:;<>\\[\\]\\\\]+@[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)+$/;
const PHONE_PUNCTUATION = /[\\s().+-]/g;
const PHONE = /^1?\\d{10}$/;

async function readOnly(file) {
  const reader = file.stream().getReader();
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return { bytes };
    bytes += value.byteLength;
  }
}

async function parseAndCheck(file) {
  const counts = { rows: 0, badEmails: 0, badPhones: 0, duplicateEmails: 0 };
  const seen = new Set();
  let parser = null;
  let emailAt = -1;
  let phoneAt = -1;
  const onRow = (row) => {
    counts.rows += 1;
    const email = (row[emailAt] ?? '').trim();
    if (!EMAIL.test(email)) counts.badEmails += 1;
    else {
      const key = email.toLowerCase();
      if (seen.has(key)) counts.duplicateEmails += 1;
      else seen.add(key);
    }
    const phone = (row[phoneAt] ?? '').replace(PHONE_PUNCTUATION, '');
    if (!PHONE.test(phone)) counts.badPhones += 1;
  };
  const text = file.stream().pipeThrough(new TextDecoderStream());
  const reader = text.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (parser === null) {
      const schema = uDSV.inferSchema(value);
      parser = uDSV.initParser(schema);
      const names = schema.cols.map((col) => col.name.trim().toLowerCase());
      emailAt = names.indexOf('email');
      phoneAt = names.indexOf('phone');
    }
    parser.chunk(value, parser.stringArrs, onRow);
  }
  parser?.end();
  return counts;
}

onmessage = async ({ data: { file, mode } }) => {
  try {
    const started = performance.now();
    const result = mode === 'read' ? await readOnly(file) : await parseAndCheck(file);
    postMessage({ ok: true, ms: performance.now() - started, result });
  } catch (error) {
    postMessage({ ok: false, error: String(error) });
  }
};
`;

/** Runs one mode ('read' or 'udsv') on the file in a fresh worker of a page of the build. */
async function runInWorker(page, mode) {
  const outcome = await page.evaluate(
    (which) =>
      new Promise((resolve, reject) => {
        const file = document.querySelector('#bench-reference-file').files[0];
        const worker = new Worker('/__bench/reference.js');
        worker.onmessage = ({ data }) => {
          worker.terminate();
          if (data.ok) resolve(data);
          else reject(new Error(data.error));
        };
        worker.onerror = (event) => reject(new Error(event.message || 'worker failed to start'));
        worker.postMessage({ file, mode: which });
      }),
    mode,
  );
  return outcome;
}

/**
 * Measures the read ceiling and the uDSV reference on `file` (`bytes` long) in a page of the build
 * at `baseUrl`. Returns MB/s for each, and the reference's counts.
 */
export async function measureReference(baseUrl, file, bytes) {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext();
    await context.route('**/__bench/udsv.js', (route) =>
      route.fulfill({ body: UDSV_SOURCE, contentType: 'text/javascript' }),
    );
    await context.route('**/__bench/reference.js', (route) =>
      route.fulfill({ body: WORKER_SOURCE, contentType: 'text/javascript' }),
    );
    const page = await context.newPage();
    await page.goto(`${baseUrl}/signin`);
    // A file input of our own: the app's import dialog would start its own reading.
    await page.evaluate(() => {
      const input = document.createElement('input');
      input.type = 'file';
      input.id = 'bench-reference-file';
      input.hidden = true;
      document.body.append(input);
    });
    await page.setInputFiles('#bench-reference-file', file);
    const read = await runInWorker(page, 'read');
    if (read.result.bytes !== bytes)
      throw new Error(`the read saw ${read.result.bytes} bytes of ${bytes}`);
    const udsv = await runInWorker(page, 'udsv');
    const mb = bytes / MIB;
    return {
      readMbPerSecond: mb / (read.ms / 1000),
      udsvMbPerSecond: mb / (udsv.ms / 1000),
      udsvCounts: udsv.result,
    };
  } finally {
    await browser.close();
  }
}
