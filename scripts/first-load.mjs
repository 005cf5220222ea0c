// Measures the JS+CSS (gzip) that Chromium fetches for a URL until the page is idle.
// Usage: node scripts/first-load.mjs http://127.0.0.1:4173/signin
import { chromium } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import chromiumFlags from './chromium.json' with { type: 'json' };

export function launchChromium(extraArgs = []) {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? chromiumFlags.executablePath,
    args: [...chromiumFlags.args, ...extraArgs],
  });
}

/**
 * Gzip sizes by path: built files carry a hash of their content in their names, and the bench
 * loads the same vendor chunks on every route (60 routes, about 60 ms of gzip each time).
 */
const gzipSizes = new Map();

function gzippedSize(file, body) {
  const hashed = /-[\w-]{8,}\.(js|css)$/.test(file);
  if (hashed && gzipSizes.has(file)) return gzipSizes.get(file);
  const size = gzipSync(body).length;
  if (hashed) gzipSizes.set(file, size);
  return size;
}

/**
 * Loads `url` in `page` with the HTTP cache off and returns [{ file, gzipBytes }] for every script
 * and stylesheet fetched until the network is idle. `exclude` drops files by path (the demo backend).
 */
export async function assetsLoadedBy(page, url, { exclude } = {}) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const pending = [];
  const onResponse = (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    const file = new URL(response.url()).pathname;
    if (exclude?.test(file)) return;
    pending.push(
      response
        .body()
        .then((body) => ({ file, gzipBytes: gzippedSize(file, body) }))
        .catch(() => null),
    );
  };
  page.on('response', onResponse);
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(300);
    return (await Promise.all(pending)).filter(Boolean);
  } finally {
    page.off('response', onResponse);
    await cdp.detach();
  }
}

export const kilobytes = (files) => files.reduce((sum, file) => sum + file.gzipBytes, 0) / 1024;

export async function firstLoad(url) {
  const browser = await launchChromium();
  try {
    return await assetsLoadedBy(await browser.newPage(), url);
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const files = await firstLoad(process.argv[2] ?? 'http://127.0.0.1:4173/signin');
  for (const { file, gzipBytes } of files.sort((a, b) => b.gzipBytes - a.gzipBytes)) {
    console.log(`${(gzipBytes / 1024).toFixed(1).padStart(8)} KB  ${file}`);
  }
  console.log(`TOTAL ${kilobytes(files).toFixed(1)} KB gzip in ${files.length} files`);
}
