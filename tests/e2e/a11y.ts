import type { Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';
import { settleAnimations } from './animations';
import { runAxe } from './axeRunner';
import { expect } from './fixtures';

export { settleAnimations };

/** WCAG 2.0, 2.1 and 2.2, levels A and AA: the rules the quality bar asks for. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * axe's best-practice rules for page structure, run as well: one main landmark, one h1, all content
 * inside landmarks, headings in order, unique landmark names, dialogs named.
 */
export const STRUCTURE_RULES = [
  'landmark-one-main',
  'landmark-no-duplicate-main',
  'landmark-main-is-top-level',
  'landmark-unique',
  'page-has-heading-one',
  'heading-order',
  'empty-heading',
  'region',
  'aria-dialog-name',
];

/**
 * WCAG rules axe ships as experimental (off unless asked for): label in name (2.5.3) is one; the
 * quality bar asks for every A and AA rule.
 */
export const EXPERIMENTAL_WCAG_RULES = ['label-content-name-mismatch'];

type Violation = AxeResults['violations'][number];

/** One readable block per rule: id, impact, help, and every node's selector with axe's summary. */
export function formatViolations(violations: Violation[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .map((node) => {
          const summary = node.failureSummary?.replace(/\s+/g, ' ').trim();
          return `    - ${node.target.join(' >> ')}${summary ? `\n      ${summary}` : ''}`;
        })
        .join('\n');
      return `  [${violation.impact ?? 'n/a'}] ${violation.id}: ${violation.help}\n    ${violation.helpUrl}\n${nodes}`;
    })
    .join('\n');
}

/**
 * antd fades a button's colours over 0.2 s when it is enabled. A screen that enables its buttons
 * once its data arrives (a contact list's Verify and Skip trace) can do so after the animations
 * were settled and while axe runs: on a loaded machine axe then reads the disabled colours (1.81:1)
 * on a button that is no longer disabled. Without the fade a button's colours change in the same
 * style update as its `disabled` attribute, so every state axe can see is a real one. Buttons take
 * no part in rc-motion's transitionend bookkeeping, so nothing waits on this fade.
 */
async function stopButtonColourFades(page: Page): Promise<void> {
  await page.evaluate(() => {
    const id = 'a11y-no-button-fades';
    if (document.getElementById(id)) return;
    const style = document.createElement('style');
    style.id = id;
    style.textContent = '.ant-btn, .ant-btn * { transition: none !important; }';
    document.head.append(style);
  });
}

/**
 * Runs axe over the page as it is now (including open dialogs, drawers and dropdowns, and
 * same-origin frames) and fails with the list of violations if there is any.
 */
export async function expectNoA11yViolations(page: Page, context: string): Promise<void> {
  await stopButtonColourFades(page);
  await settleAnimations(page);
  const results = await runAxe(page, {
    runOnly: { type: 'tag', values: WCAG_TAGS },
    rules: Object.fromEntries(
      [...STRUCTURE_RULES, ...EXPERIMENTAL_WCAG_RULES].map((id) => [id, { enabled: true }]),
    ),
  });
  const ran = new Set(
    [...results.passes, ...results.violations, ...results.incomplete, ...results.inapplicable].map(
      (rule) => rule.id,
    ),
  );
  expect(
    [...STRUCTURE_RULES, ...EXPERIMENTAL_WCAG_RULES].filter((id) => !ran.has(id)),
    'structure and experimental rules axe did not run',
  ).toEqual([]);
  const report = formatViolations(results.violations);
  expect(
    results.violations.length,
    `axe found ${results.violations.length} violation(s) on ${context}:\n${report}`,
  ).toBe(0);
}
