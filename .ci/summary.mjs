// Prints one "N passed, N failed" line per runner and a total, from their JSON reports.
import { readFileSync } from 'node:fs';

const [vitestFile, playwrightFile] = process.argv.slice(2);
const vitest = JSON.parse(readFileSync(vitestFile, 'utf8'));
const playwright = JSON.parse(readFileSync(playwrightFile, 'utf8'));

const unit = {
  passed: vitest.numPassedTests,
  failed: vitest.numFailedTests,
  skipped: vitest.numPendingTests,
};
const e2e = {
  passed: playwright.stats.expected + playwright.stats.flaky,
  failed: playwright.stats.unexpected,
  skipped: playwright.stats.skipped,
};
const line = (label, counts) =>
  `${label}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`;
console.log(line('unit', unit));
console.log(line('e2e', e2e));
const total = {
  passed: unit.passed + e2e.passed,
  failed: unit.failed + e2e.failed,
  skipped: unit.skipped + e2e.skipped,
};
console.log(line('total', total));
if (total.passed === 0 || total.failed > 0) process.exit(1);
