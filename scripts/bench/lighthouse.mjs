import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import chromiumFlags from '../chromium.json' with { type: 'json' };

/**
 * Lighthouse scores over `runs` fresh browsers. With `signInAt`, the Marketplace demo user signs in
 * first in the same profile and Lighthouse keeps that storage.
 */
export async function measureLighthouse({ url, formFactor, runs, signInAt }) {
  const performance = [];
  const accessibility = [];
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
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  }
  return { performance, accessibility };
}
