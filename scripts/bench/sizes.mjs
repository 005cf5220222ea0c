import { resolve } from 'node:path';
import { createServer } from 'vite';
import { assetsLoadedBy, kilobytes, launchChromium } from '../first-load.mjs';

const DEMO_BACKEND = /\/demo-backend-[^/]*\.js$/; // the page side and the worker (demo-backend-worker-*)
const ACCOUNTS = { 1: 'Ada', 2: 'Maya', 3: 'Stella' };

/** The app's own route table, loaded through Vite so the bench never drifts from it. */
async function loadDashboardRoutes(root) {
  const server = await createServer({
    root,
    configFile: resolve(root, 'vite.config.ts'),
    server: { middlewareMode: true, hmr: false },
    appType: 'custom',
    logLevel: 'error',
  });
  try {
    const table = await server.ssrLoadModule('/src/app/routes.tsx');
    return table.dashboardRoutes;
  } finally {
    await server.close();
  }
}

const PAGES_AT_ONCE = 4;

/** Runs `work` on every item, with at most `limit` running at once. */
async function eachAtMost(limit, items, work) {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: Math.min(limit, queue.length) }, async () => {
      while (queue.length > 0) await work(queue.shift());
    }),
  );
}

function urlOf(path) {
  const concrete = path.replace(/\/:[^/]+\?/g, '').replace(/:[^/]+/g, '1');
  return concrete === '' ? '/dashboard' : `/dashboard/${concrete}`;
}

export async function measureSignIn(url, runs) {
  const browser = await launchChromium();
  try {
    const samples = [];
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext();
      samples.push(kilobytes(await assetsLoadedBy(await context.newPage(), url)));
      await context.close();
    }
    return { samples };
  } finally {
    await browser.close();
  }
}

/**
 * Every /dashboard route, opened cold by a signed-in user of the first role allowed on it; the
 * demo backend's chunk is left out. Returns routes sorted heaviest first.
 */
export async function measureDashboardRoutes(root, baseUrl) {
  const routes = await loadDashboardRoutes(root);
  const browser = await launchChromium();
  const measured = [];
  try {
    for (const role of [1, 2, 3]) {
      const mine = routes.filter((route) => route.roles[0] === role);
      if (mine.length === 0) continue;
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${baseUrl}/signin`);
      await page.getByRole('button', { name: `Use ${ACCOUNTS[role]}` }).click();
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.waitForURL(/\/dashboard$/);
      // A few pages at a time: each load mostly waits for the network to go quiet, and what a
      // page fetches does not depend on the others (each has its own session with the cache off).
      await eachAtMost(PAGES_AT_ONCE, mine, async (route) => {
        const page = await context.newPage();
        const files = await assetsLoadedBy(page, `${baseUrl}${urlOf(route.path)}`, {
          exclude: DEMO_BACKEND,
        });
        measured.push({
          path: urlOf(route.path),
          kb: kilobytes(files),
          files: files.map((entry) => entry.file),
        });
        await page.close();
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return measured.sort((a, b) => b.kb - a.kb);
}
