// Prints one "N passed, N failed" line per runner and a total, from their JSON reports (vitest's,
// then one or more Playwright reports), and names every test that passed only on its retry: a
// retry that hides a flaky test is a defect to fix, not a pass to forget.
import { readFileSync } from 'node:fs';

const [vitestFile, ...playwrightFiles] = process.argv.slice(2);
const vitest = JSON.parse(readFileSync(vitestFile, 'utf8'));

const line = (label, counts) =>
  `${label}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`;

/** Every test of a Playwright report, with the titles of the suites around it. */
function* testsOf(suite, titles = []) {
  const here = suite.title ? [...titles, suite.title] : titles;
  for (const spec of suite.specs ?? [])
    for (const test of spec.tests ?? []) yield { title: [...here, spec.title].join(' › '), test };
  for (const child of suite.suites ?? []) yield* testsOf(child, here);
}

const unit = {
  passed: vitest.numPassedTests,
  failed: vitest.numFailedTests,
  skipped: vitest.numPendingTests,
};
console.log(line('unit', unit));
const total = { ...unit };
const passedOnRetry = [];
/** Worker seconds per spec file (every attempt of every test), to keep README's sweep table true. */
const workerSeconds = new Map();
for (const file of playwrightFiles) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const counts = {
    passed: report.stats.expected + report.stats.flaky,
    failed: report.stats.unexpected,
    skipped: report.stats.skipped,
  };
  console.log(line(file.replace(/^.*\//, '').replace(/\.json$/, ''), counts));
  for (const key of Object.keys(total)) total[key] += counts[key];
  for (const suite of report.suites ?? [])
    for (const { title, test } of testsOf(suite)) {
      if (test.status === 'flaky') passedOnRetry.push(title);
      const spec = title.split(' › ')[0];
      const spent = (test.results ?? []).reduce((sum, result) => sum + (result.duration ?? 0), 0);
      workerSeconds.set(spec, (workerSeconds.get(spec) ?? 0) + spent / 1000);
    }
}
console.log(line('total', total));
console.log('\nWorker time by spec file, heaviest first:');
for (const [spec, seconds] of [...workerSeconds].sort((a, b) => b[1] - a[1]).slice(0, 12))
  console.log(`  ${spec}: ${Math.round(seconds)} s`);
if (passedOnRetry.length > 0) {
  console.log(`\nPassed only on retry (${passedOnRetry.length}):`);
  for (const title of passedOnRetry) console.log(`  ${title}`);
} else console.log('No test passed only on retry.');
if (total.passed === 0 || total.failed > 0) process.exit(1);
