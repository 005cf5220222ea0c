import { test as base, expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo@1234';

export const ACCOUNTS = {
  admin: { email: 'admin@mailcraft.demo', name: 'Ada' },
  market: { email: 'market@mailcraft.demo', name: 'Maya' },
  newcomer: { email: 'newcomer@mailcraft.demo', name: 'Noah' },
  studio: { email: 'studio@mailcraft.demo', name: 'Stella' },
  pastdue: { email: 'pastdue@mailcraft.demo', name: 'Paul' },
  cancelled: { email: 'cancelled@mailcraft.demo', name: 'Carla' },
  coached: { email: 'coached@mailcraft.demo', name: 'Cody' },
} as const;

export type Account = keyof typeof ACCOUNTS;

/**
 * Every spec fails on an uncaught page error or a console error. A spec that expects some console
 * errors (fault injection: Chromium logs every failed request) lists them with
 * `test.use({ allowedConsoleErrors: [/pattern/] })`; page errors are never allowed.
 */
const SANDBOXED_FRAME_REFUSAL =
  /^Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed and the 'allow-scripts' permission is not set\.$/;

export const test = base.extend<{
  pageErrors: string[];
  allowedConsoleErrors: RegExp[];
  allowedCspViolations: RegExp[];
  cspViolations: string[];
  toastRecorder: void;
}>({
  /**
   * Every toast text the page has shown, kept after the toast closes: a success toast lasts
   * 3 seconds (spec §9), which a step on a loaded machine can miss. See `expectToastShown`.
   */
  toastRecorder: [
    async ({ page }, use) => {
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { __toastsSeen: string[] }).__toastsSeen = seen;
        const record = () => {
          for (const toast of document.querySelectorAll('.Toastify__toast')) {
            const text = (toast.textContent ?? '').trim();
            if (text && !seen.includes(text)) seen.push(text);
          }
        };
        new MutationObserver(record).observe(document, {
          childList: true,
          subtree: true,
          characterData: true,
        });
      });
      await use();
    },
    { auto: true },
  ],
  allowedConsoleErrors: [[], { option: true }],
  /** Violation reports (as `cspViolations` words them) a spec expects; see xssScreens.spec.ts. */
  allowedCspViolations: [[], { option: true }],
  /**
   * Every page of every spec reports Content-Security-Policy violations; there must be none. Each
   * report names its target: the element that tried to run (injected markup in the live page), or
   * "the document" when no element of the page is involved.
   */
  cspViolations: [
    async ({ page, allowedCspViolations }, use) => {
      const violations: string[] = [];
      await page.exposeFunction('__reportCspViolation', (violation: string) =>
        violations.push(violation),
      );
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __reportCspViolation: (text: string) => void })
            .__reportCspViolation;
          const target =
            event.target instanceof Element ? `<${event.target.localName}>` : 'the document';
          report(
            `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} on ${location.pathname} at ${target}`,
          );
        });
      });
      await use(violations);
      const unexpected = violations.filter(
        (violation) => !allowedCspViolations.some((pattern) => new RegExp(pattern).test(violation)),
      );
      expect(unexpected, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  pageErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        // The CSP listener above and the page.exposeFunction binding are scripts Playwright puts
        // into every frame; a sandboxed frame without scripts (the email previews and proofs)
        // refuses them, as it must, and Chromium logs that. Nothing of the app's is blocked.
        if (SANDBOXED_FRAME_REFUSAL.test(text)) return;
        // A fresh copy of each pattern, so a /g flag's lastIndex cannot skip a match.
        if (allowedConsoleErrors.some((pattern) => new RegExp(pattern).test(text))) return;
        errors.push(`console: ${text}`);
      });
      await use(errors);
      expect(errors, 'errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Signs in through the form, using the demo panel's button as a newcomer would. */
export async function signInAs(page: Page, who: Account): Promise<void> {
  await page.goto('/signin');
  await page.getByRole('button', { name: `Use ${ACCOUNTS[who].name}` }).click();
  await expect(page.getByLabel('Email')).toHaveValue(ACCOUNTS[who].email);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** The sidebar's navigation, found by id so it is the same in every language. */
export function sidebar(page: Page) {
  return page.locator('#app-sidebar nav');
}

/** The top-level entries of the sidebar, in order. */
export async function topLevelSidebarLabels(page: Page): Promise<string[]> {
  const entries = sidebar(page).locator(
    '.sidebar-menu > li > .sidebar-menu__item .sidebar-menu__label',
  );
  return (await entries.allInnerTexts()).map((text) => text.trim());
}

/** A call the demo's backend received, as its User Timing mark records it (mocks/worker/forwarder.ts). */
export interface DemoCall {
  method: string;
  url: string;
}

/**
 * The calls this page has sent to the demo's backend so far, and how many have not answered yet.
 * The backend answers in a worker, not over the network, so Playwright's request events do not
 * see its calls; the forwarder marks each one.
 */
export async function demoCalls(page: Page): Promise<{ sent: DemoCall[]; pending: number }> {
  return page.evaluate(() => {
    const started = performance.getEntriesByName('demo-api:start', 'mark') as PerformanceMark[];
    const ended = performance.getEntriesByName('demo-api:end', 'mark');
    return {
      sent: started.map((mark) => {
        const { method, url } = mark.detail as { method: string; url: string };
        return { method, url };
      }),
      pending: started.length - ended.length,
    };
  });
}

/** A toast with this text has shown since the page loaded (it may have closed since). */
export async function expectToastShown(page: Page, text: string): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { __toastsSeen?: string[] }).__toastsSeen ?? []),
    )
    .toContain(text);
}

/** The demo's fault switch (src/mocks/browser.ts). */
const FAULT_EVENT = 'mailcraft:demo-fault';

/**
 * Arms a fault for the next call to `path` only, at the moment that call leaves the page: the
 * money journeys lose one answer (`lostAnswer`: the backend does the work) or fail one call of a
 * multi-call payment (`network`: the call never reaches it).
 */
export async function armDemoFault(
  page: Page,
  fault: 'lostAnswer' | 'network',
  path: string,
): Promise<void> {
  await page.evaluate(
    ({ event, detail }) => window.dispatchEvent(new CustomEvent(event, { detail })),
    { event: FAULT_EVENT, detail: { fault, path } },
  );
}
