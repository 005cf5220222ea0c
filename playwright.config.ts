import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import chromium from './scripts/chromium.json' with { type: 'json' };

/**
 * Debian's Chromium: Playwright cannot download its own browser on our machines. Its headless
 * shell (package chromium-headless-shell) when installed, as Playwright itself runs headless
 * tests: full Chromium also draws a browser window's top-chrome web UI, a fifth of the suite's time.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const CHROMIUM_PATH =
  process.env.E2E_CHROMIUM_PATH ??
  (existsSync(HEADLESS_SHELL)
    ? HEADLESS_SHELL
    : (process.env.CHROMIUM_PATH ?? chromium.executablePath));
/** Set when the build to test is already in OUT_DIR (.ci/run builds it just before). */
const REUSE_BUILD = Boolean(process.env.E2E_REUSE_BUILD);
/** Separate ports and build folders let several suites run side by side. */
const PORT = Number(process.env.E2E_PORT ?? 4173);
const OUT_DIR = process.env.E2E_OUT_DIR ?? 'dist';

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A click or a navigation that waits this long is a hang: fail it here rather than at the
    // test's timeout (the dialog sweep's is over 20 minutes).
    actionTimeout: 60_000,
    navigationTimeout: 60_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    viewport: { width: 1440, height: 900 },
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1440, height: 900 },
        launchOptions: {
          executablePath: CHROMIUM_PATH,
          args: chromium.args,
        },
      },
    },
  ],
  // The demo build (no API configured), served as production would serve it.
  webServer: {
    command: `${REUSE_BUILD ? '' : `npx vite build --outDir ${OUT_DIR} && `}npx vite preview --outDir ${OUT_DIR} --port ${PORT} --strictPort`,
    url: `http://127.0.0.1:${PORT}/signin`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
  },
});
