import type { Locator, Page } from '@playwright/test';
import type { CollectionName, RecordOf } from '../../src/mocks/registry';
import { demoCalls, expect } from './fixtures';

/**
 * What the XSS suites in Chromium share: the sentinel that sees a payload run, the DOM check that
 * sees a payload that became markup, and the way hostile records reach the demo's mock backend.
 */

/** The demo database snapshot the mock backend loads at boot (src/mocks/browser.ts). */
export const DB_KEY = 'mailcraft.demoDatabase';

/** The demo database as the backend last saved it (after its latest answer). */
export async function savedDatabase(page: Page): Promise<SavedDatabase['data']> {
  const saved = await page.evaluate((key) => window.localStorage.getItem(key), DB_KEY);
  return (JSON.parse(saved ?? '{"data":{}}') as SavedDatabase).data;
}

/** Maya's balance in the seed, in dollars: what the demo starts from before anything is saved. */
const MAYA_SEEDED_BALANCE = 1250.5;

/** Maya's (user 2's) balance in dollars in the demo's saved database, or the seed's. */
export async function mayaBalance(page: Page): Promise<number> {
  return (
    (await savedDatabase(page)).users?.find((user) => user.id === 2)?.total_creditpoints ??
    MAYA_SEEDED_BALANCE
  );
}
const SENTINEL_KEY = 'xss.sentinel';

/**
 * Installs, before any page script: `window.__xss` reads as undefined and records any write;
 * alert/confirm/prompt record their calls; both land in sessionStorage so that a payload running
 * late, or just before a reload, is still seen. Playwright's dialog event records (and dismisses)
 * any dialog the overrides missed. Returns that list of dialogs.
 */
export async function installSentinel(page: Page): Promise<string[]> {
  await page.addInitScript((key) => {
    const record = (what: string) => {
      try {
        const seen = JSON.parse(window.sessionStorage.getItem(key) ?? '[]') as string[];
        seen.push(`${window.location.pathname}: ${what}`);
        window.sessionStorage.setItem(key, JSON.stringify(seen));
      } catch {
        // A frame without storage: a console error fails the test just as well (see fixtures).
        console.error(`XSS sentinel: ${what}`);
      }
    };
    Object.defineProperty(window, '__xss', {
      configurable: false,
      get: () => undefined,
      set: (value: unknown) => record(`window.__xss = ${String(value)}`),
    });
    for (const name of ['alert', 'confirm', 'prompt'] as const) {
      Object.defineProperty(window, name, {
        configurable: false,
        value: (...args: unknown[]) => {
          record(`${name}(${args.map(String).join(', ')})`);
          return name === 'confirm' ? false : null;
        },
      });
    }
  }, SENTINEL_KEY);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return dialogs;
}

/** What the sentinel recorded in this tab, and what window.__xss reads as. */
export function sentinelRecord(page: Page) {
  return page.evaluate((key) => {
    const stored = JSON.parse(window.sessionStorage.getItem(key) ?? '[]') as string[];
    return { stored, xss: (window as { __xss?: unknown }).__xss };
  }, SENTINEL_KEY);
}

export async function expectSentinelClean(page: Page, dialogs: string[], context: string) {
  const seen = await sentinelRecord(page);
  expect(seen.stored, `script ran for ${context}`).toEqual([]);
  expect(seen.xss, `window.__xss for ${context}`).toBeUndefined();
  expect(dialogs, `dialogs for ${context}`).toEqual([]);
}

/**
 * Markup a payload would have to create to run, in a document: elements that load or run code,
 * event-handler attributes, script URLs, srcdoc outside the app's sandboxed previews, and CSS
 * expressions. The app itself renders none of these (React attaches handlers by delegation).
 */
function dangerousMarkupIn(): string[] {
  const URL_ATTRIBUTES = new Set([
    'href',
    'src',
    'action',
    'formaction',
    'xlink:href',
    'data',
    'background',
    'poster',
  ]);
  const SCRIPT_URL = /^(javascript|vbscript|data:text\/html)/i;
  const found: string[] = [];
  for (const element of document.querySelectorAll('*')) {
    const tag = element.localName;
    const where = `<${tag}${element.id ? `#${element.id}` : ''}>`;
    if (['object', 'embed', 'base', 'applet', 'frameset'].includes(tag)) found.push(where);
    if (tag === 'meta' && /refresh/i.test(element.getAttribute('http-equiv') ?? ''))
      found.push(where);
    if (tag === 'script' && !element.hasAttribute('src')) found.push(`${where} inline`);
    if (tag === 'iframe' && element.hasAttribute('srcdoc') && !element.hasAttribute('sandbox'))
      found.push(`${where} srcdoc without sandbox`);
    for (const attribute of element.attributes) {
      const name = attribute.name.toLowerCase();
      // Browsers drop control characters and spaces inside a URL's scheme.
      // eslint-disable-next-line no-control-regex -- the control characters are what it removes
      const value = attribute.value.replace(/[\u0000-\u0020]/g, '');
      if (name.startsWith('on')) found.push(`${where} ${name}`);
      if (URL_ATTRIBUTES.has(name) && SCRIPT_URL.test(value))
        found.push(`${where} ${name}=${value}`);
      if (name === 'style' && /expression\(|javascript:/i.test(value)) found.push(`${where} style`);
    }
  }
  return found;
}

/** No frame of the page holds markup that runs script (same-origin frames; sandboxed ones too). */
export async function expectNoDangerousMarkup(page: Page, context: string): Promise<void> {
  for (const frame of page.frames()) {
    // A sandboxed frame without scripts refuses Playwright's evaluation too: nothing runs there.
    const found = await frame.evaluate(dangerousMarkupIn).catch(() => [] as string[]);
    expect(found, `markup that runs script in ${frame.url() || 'a frame'} (${context})`).toEqual(
      [],
    );
  }
}

/** The database as the demo saves it: the collections of src/mocks/registry.ts. */
export interface SavedDatabase {
  version: number;
  /** Every collection the registry names (a new one is here without an edit). */
  data: { [Name in CollectionName]: RecordOf<Name>[] };
}

/** Where the next document finds the database to start from (per tab). */
const PLANT_KEY = 'xss.plantDatabase';

/**
 * On each load, before the app boots, moves a database planted by `plantDatabase` into the
 * demo's saved snapshot. Done at the start of the new document, not from the old page: the old
 * page's backend saves its database after each change and when it is left, which would overwrite
 * a write made while it is alive.
 */
export async function acceptPlantedDatabase(page: Page): Promise<void> {
  await page.addInitScript(
    ({ plantKey, dbKey }) => {
      if (window !== window.top) return;
      const planted = window.sessionStorage.getItem(plantKey);
      if (planted === null) return;
      window.sessionStorage.removeItem(plantKey);
      window.localStorage.setItem(dbKey, planted);
    },
    { plantKey: PLANT_KEY, dbKey: DB_KEY },
  );
}

/**
 * Changes the demo's database as a server's data would have been changed by someone else: the
 * change is read by the backend on the next page load (`acceptPlantedDatabase` must be installed).
 */
export async function plantDatabase(
  page: Page,
  change: (database: SavedDatabase) => void,
): Promise<void> {
  await expect.poll(async () => (await demoCalls(page)).pending).toBe(0);
  await expect
    .poll(() => page.evaluate((key) => window.localStorage.getItem(key), DB_KEY))
    .not.toBeNull();
  const saved = await page.evaluate((key) => window.localStorage.getItem(key)!, DB_KEY);
  const database = JSON.parse(saved) as SavedDatabase;
  change(database);
  await page.evaluate(({ key, value }) => window.sessionStorage.setItem(key, value), {
    key: PLANT_KEY,
    value: JSON.stringify(database),
  });
}

/** The next free id of a collection. */
export const nextIdOf = (rows: { id: number }[]) => Math.max(0, ...rows.map((row) => row.id)) + 1;

/**
 * The text a paged list shows, page after page through its Pager, until Next is disabled. Each
 * page is read once its rows have changed and the backend has answered.
 */
export async function textOfEveryPage(page: Page, region: Locator): Promise<string> {
  const next = page.getByRole('button', { name: 'Next', exact: true });
  const texts: string[] = [];
  for (let pageNumber = 1; ; pageNumber += 1) {
    // As long as the full load's heading may take: the backend's worker answers the first page's
    // calls from the whole planted database (seen over 10 s on a loaded 2-core CI machine).
    await expect.poll(async () => (await demoCalls(page)).pending, { timeout: 30_000 }).toBe(0);
    const text = (await region.textContent()) ?? '';
    texts.push(text);
    if ((await next.count()) === 0 || (await next.isDisabled())) return texts.join('\n');
    await next.click();
    await expect
      .poll(() => region.textContent(), {
        message: `page ${pageNumber + 1} replaces page ${pageNumber}`,
      })
      .not.toBe(text);
  }
}

/** The strings a text does not contain, quoted, for a readable failure. */
export function missingFrom(text: string, strings: readonly string[]): string[] {
  return strings.filter((string) => !text.includes(string)).map((string) => JSON.stringify(string));
}
