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
 * Public pages with a budget of their own, beside /signin and measured as it is: the connected
 * build (no mock backend), opened cold. The unsubscribe links (issue 28: "unsubscribe pages ≤ 60
 * KB") are the pages most visited by people who are not users. Any token does: the connected
 * build's call fails, and the page loads the same files for its failure as for an answer.
 */
// They are a page of their own (unsubscribe.html, src/unsubscribe.ts), without React or the app's entry.
export const PUBLIC_PAGE_BUDGETS = [
  {
    path: '/phone-unsubs/su_SampleToken1',
    label: '/phone-unsubs/{token}',
    maxKb: 60,
    gated: true,
  },
  {
    path: '/email-unsubs/eu_SampleToken1',
    label: '/email-unsubs/{token}',
    maxKb: 60,
    gated: true,
  },
  // Sign-up (issue 28: "/signup ≤ 220 KB JS+CSS gzip with its strength estimator"): its first
  // load; the estimator's dictionaries load when the password field is first used (README).
  { path: '/signup', label: '/signup', maxKb: 220, gated: true },
  // The other onboarding pages (issue 28: "bench rows for each, beside /signin"): held to sign-up's
  // budget, the issue giving them none of their own.
  ...[
    ['/forgotpassword', '/forgotpassword'],
    ['/forgotusername', '/forgotusername'],
    ['/reset-password/rp_SampleToken1', '/reset-password/{token}'],
    ['/oauth/login', '/oauth/login'],
    ['/affiliate/brightlanestudio.com', '/affiliate/{domain}'],
    ['/pro-plan/brightlanestudio.com', '/pro-plan/{domain} signed out'],
  ].map(([path, label]) => ({ path, label, maxKb: 220, gated: true })),
];

/** One bench row per page of PUBLIC_PAGE_BUDGETS, its five heaviest files in the detail. */
export async function measurePublicPages(baseUrl, runs) {
  const browser = await launchChromium();
  const rows = [];
  try {
    for (const { path, label, maxKb, gated } of PUBLIC_PAGE_BUDGETS) {
      const samples = [];
      let files = [];
      for (let run = 0; run < runs; run += 1) {
        const context = await browser.newContext();
        files = await assetsLoadedBy(await context.newPage(), `${baseUrl}${path}`);
        samples.push(kilobytes(files));
        await context.close();
      }
      rows.push({
        metric: `JS+CSS gzip loaded by ${label} (production, no mock backend)`,
        unit: 'KB',
        goal: { max: maxKb },
        samples,
        deterministic: true,
        gated,
        detail: files
          .sort((a, b) => b.gzipBytes - a.gzipBytes)
          .slice(0, 5)
          .map((file) => `${file.file} ${(file.gzipBytes / 1024).toFixed(1)} KB`),
      });
    }
  } finally {
    await browser.close();
  }
  return rows;
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
