import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import chromiumFlags from '../chromium.json' with { type: 'json' };

/**
 * Lighthouse scores over `runs` fresh browsers. With `signInAt`, the Marketplace demo user signs in
 * first in the same profile and Lighthouse keeps that storage. Besides the scores it returns total
 * blocking time and the main-thread time (bootup-time audit: scripting plus parse) of each script
 * whose URL contains one of `scripts` (e.g. the demo's mock-backend chunk).
 */
export async function measureLighthouse({ url, formFactor, runs, signInAt, scripts = [] }) {
  const performance = [];
  const accessibility = [];
  const totalBlockingTime = [];
  const scriptTime = Object.fromEntries(scripts.map((name) => [name, []]));
  for (let run = 0; run < runs; run += 1) {
    const port = 9400 + run;
    const profile = mkdtempSync(join(tmpdir(), 'bench-lh-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROMIUM_PATH ?? chromiumFlags.executablePath,
      args: [...chromiumFlags.args, `--remote-debugging-port=${port}`],
      headless: true,
    });
    try {
      if (signInAt) {
        const page = context.pages()[0] ?? (await context.newPage());
        await page.goto(signInAt);
        await page.getByRole('button', { name: 'Use Maya' }).click();
        await page.getByRole('button', { name: 'Sign in', exact: true }).click();
        await page.waitForURL(/\/dashboard$/);
        await page.goto('about:blank');
      }
      const result = await lighthouse(
        url,
        {
          port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
          disableStorageReset: Boolean(signInAt),
        },
        formFactor === 'desktop' ? desktopConfig : undefined,
      );
      const categories = result?.lhr.categories;
      performance.push(Math.round((categories?.performance.score ?? 0) * 100));
      accessibility.push(Math.round((categories?.accessibility.score ?? 0) * 100));
      const audits = result?.lhr.audits;
      totalBlockingTime.push(Math.round(audits?.['total-blocking-time']?.numericValue ?? 0));
      const bootup = audits?.['bootup-time']?.details?.items ?? [];
      for (const name of scripts) {
        const items = bootup.filter((item) => String(item.url).includes(name));
        scriptTime[name].push(Math.round(items.reduce((sum, item) => sum + item.total, 0)));
      }
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  }
  return { performance, accessibility, totalBlockingTime, scriptTime };
}
