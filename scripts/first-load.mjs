// Measures the JS+CSS (gzip) that Chromium fetches for a URL until the page is idle.
// Usage: node scripts/first-load.mjs http://127.0.0.1:4173/signin
import { chromium } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import chromiumFlags from './chromium.json' with { type: 'json' };

/** Returns [{ file, gzipBytes }] for every script and stylesheet the page loaded. */
export async function firstLoad(
  url,
  { executablePath = process.env.CHROMIUM_PATH ?? chromiumFlags.executablePath, prepare } = {},
) {
  const browser = await chromium.launch({ executablePath, args: chromiumFlags.args });
  try {
    const page = await browser.newPage();
    if (prepare) await prepare(page);
    const pending = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      pending.push(
        response
          .body()
          .then((body) => ({
            file: new URL(response.url()).pathname,
            gzipBytes: gzipSync(body).length,
          }))
          .catch(() => null),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    return (await Promise.all(pending)).filter(Boolean);
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const files = await firstLoad(process.argv[2] ?? 'http://127.0.0.1:4173/signin');
  let total = 0;
  for (const { file, gzipBytes } of files.sort((a, b) => b.gzipBytes - a.gzipBytes)) {
    total += gzipBytes;
    console.log(`${(gzipBytes / 1024).toFixed(1).padStart(8)} KB  ${file}`);
  }
  console.log(`TOTAL ${(total / 1024).toFixed(1)} KB gzip in ${files.length} files`);
}
