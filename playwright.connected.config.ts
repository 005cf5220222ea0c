import { defineConfig, devices } from '@playwright/test';
import base from './playwright.config';
import { connectedEnv } from './scripts/api-local/connectedEnv.mjs';

/**
 * The connected build over real HTTP: the app built with its five API bases on the local API
 * server (npm run api:local), served with the production Content-Security-Policy, in Chromium.
 * Nothing answers inside the page: every call crosses the network, with CORS, to 127.0.0.1.
 */
const API_PORT = Number(process.env.API_LOCAL_PORT ?? 4320);
const APP_PORT = Number(process.env.CONNECTED_APP_PORT ?? 4174);
const OUT_DIR = 'dist-connected-e2e';
const env = { ...connectedEnv(API_PORT), API_LOCAL_PORT: String(API_PORT) };
const chromium = base.projects?.[0]?.use?.launchOptions;

export default defineConfig({
  ...base,
  testDir: 'tests/connected',
  outputDir: 'test-results-connected',
  reporter: [['list']],
  // One at a time: the journeys share one API server and one of them stops it.
  fullyParallel: false,
  workers: 1,
  use: { ...base.use, baseURL: `http://127.0.0.1:${APP_PORT}` },
  projects: [
    {
      name: 'connected',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1440, height: 900 },
        ...(chromium ? { launchOptions: chromium } : {}),
      },
    },
  ],
  webServer: [
    {
      command: `npx vite build --config vite.api.config.ts --logLevel warn && node scripts/api-local/server.mjs`,
      url: `http://127.0.0.1:${API_PORT + 1}/health`,
      env: { ...env, API_LOCAL_APP_ORIGINS: `http://127.0.0.1:${APP_PORT}` },
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      command: `${process.env.E2E_REUSE_BUILD ? '' : `node scripts/api-local/buildConnected.mjs ${OUT_DIR} && `}npx vite preview --outDir ${OUT_DIR} --port ${APP_PORT} --strictPort`,
      url: `http://127.0.0.1:${APP_PORT}/signin`,
      env,
      reuseExistingServer: false,
      timeout: 180_000,
    },
  ],
});
