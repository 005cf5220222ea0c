import type { Locator, Page } from '@playwright/test';
import type { MessageId } from '../../src/i18n/messageIds';
import { BLNS, XSS_PAYLOADS, sampleOf } from '../fixtures/hostileStrings';
import type { Account } from './fixtures';
import { type SavedDatabase, nextIdOf } from './xssKit';

/**
 * What a feature's XSS screen entries are made of (src/features/<feature>/harness/e2e/xssScreens.ts),
 * and what the entries of several features share. tests/e2e/xssScreens.spec.ts gathers the
 * entries and runs each: it signs in as the entry's account with the sentinel installed, plants
 * the strings in the demo's database, opens the screen, reads what it shows, and fails when a
 * string is not shown as text or anything ran (xssKit.ts).
 *
 * This module must not import the features' entries (they import it; the spec gathers them).
 */

/** Every XSS payload and a sample of the naughty strings that spans the list. */
export const HOSTILE: readonly string[] = [...new Set([...XSS_PAYLOADS, ...sampleOf(BLNS, 60)])];

/** The seeded accounts' user ids (src/mocks/auth/seed). */
export const ADMIN_ID = 1;
export const MARKET_ID = 2;
export const STUDIO_ID = 4;
/** Sorts after every seeded date, so planted rows come first where lists are newest first. */
export const PLANTED_AT = '2099-01-01';

/**
 * Reports an editor causes while nothing runs. Chromium reports a script-src-attr violation as
 * soon as hostile HTML with an event-handler attribute is parsed, even into an inert document
 * where nothing can run: an editor's sanitiser (DOMPurify) parsing a stored body or an SVG does
 * that. Such a report targets the document; a handler in the live page targets its element, and
 * still fails (see the spec's self-test). With the policy bypassed the same run executes nothing
 * (the sentinel stays clean).
 */
export const SANITISER_PARSING: NonNullable<HostileScreen['allowed']> = {
  cspViolations: [/^script-src-attr blocked inline on \S+ at the document$/],
  consoleErrors: [
    /^Executing inline event handler violates the following Content Security Policy directive/,
  ],
};

/** What an entry's own steps get: the tab, this load's strings, what `plant` returned. */
export interface ScreenVisit<Planted> {
  page: Page;
  strings: readonly string[];
  planted: Planted;
  /** Fails the test if anything has run so far (sentinel, dialogs, markup that runs script). */
  expectNothingRan: (context: string) => Promise<void>;
}

export interface HostileScreen<Planted = unknown> {
  /** Which field, on which screen (the test's title starts with it). */
  title: string;
  account: Account;
  /** Every hostile string (the default), or the XSS payloads alone. */
  strings?: 'payloads';
  /**
   * How many strings one load takes, for a screen that shows only so many records (default: all
   * of them at once). Each run of strings is planted, loaded, read and checked in turn.
   */
  perLoad?: number;
  /** The test's timeout (default 120 s). */
  timeoutMs?: number;
  /**
   * Reports the fixtures would fail on that the screen is known to cause while nothing runs;
   * the entry says why beside them.
   */
  allowed?: { cspViolations: RegExp[]; consoleErrors: RegExp[] };
  /**
   * Stores the strings in the fields the screen shows, one record each where it lists many, as
   * another user or an import would have stored them. May return what `url` and `read` need
   * (the id of a record it made). None: the strings reach the screen another way (a file).
   */
  plant?(database: SavedDatabase, strings: readonly string[]): Planted;
  /** The screen to load once the database is planted; none: the dashboard signing in led to. */
  url?: string | ((planted: Planted) => string);
  /** The screen's h1, for the default read: wait for it, then the main text page after page. */
  headingId?: MessageId;
  /**
   * The screen's own way to show the strings, instead of the default read (a grid read while
   * scrolled, a dialog opened, a form's fields). Returns the text that must hold every string.
   */
  read?(visit: ScreenVisit<Planted>): Promise<string>;
  /** What each string must show as (default: itself), e.g. a file's text after UTF-8. */
  shown?(strings: readonly string[]): readonly string[];
  /** Further steps on the same screen once the strings were seen (an upload into the editor). */
  andThen?(visit: ScreenVisit<Planted>): Promise<void>;
}

/**
 * A feature's entry, typed against what its own `plant` returns; the list of entries keeps them
 * as HostileScreen (the spec passes each `read` what the same entry's `plant` returned).
 */
export const hostileScreen = <Planted>(screen: HostileScreen<Planted>) =>
  screen as HostileScreen<unknown>;

/** What a feature's harness/e2e/xssScreens.ts exports. */
export interface FeatureXssScreens {
  XSS_SCREENS: readonly HostileScreen[];
}

/** One card per string: its name on card and every line of its billing address. */
export function plantCards(data: SavedDatabase['data'], strings: readonly string[]): void {
  const model = data.cards.find((row) => row.user_id === MARKET_ID)!;
  const first = nextIdOf(data.cards);
  for (const [index, text] of strings.entries())
    data.cards.push({
      ...model,
      id: first + index,
      defaultcard_status: 0,
      billing_details: {
        name: text,
        address: { line1: text, line2: text, city: text, state: text, postal_code: text },
      },
    });
}

/** The text of a list that draws only the rows in view, read while scrolling it to its end. */
export async function textWhileScrolled(page: Page, scroller: Locator): Promise<string> {
  const seen: string[] = [];
  for (let step = 0; step < 200; step += 1) {
    seen.push((await scroller.textContent()) ?? '');
    const atEnd = await scroller.evaluate((element) => {
      const before = element.scrollTop;
      element.scrollTop += element.clientHeight / 2;
      return element.scrollTop === before;
    });
    if (atEnd) break;
    await page.waitForTimeout(50);
  }
  return seen.join('\n');
}

/** One CSV cell holding the string as it is: quoted, quotes doubled. */
export const quotedCell = (text: string) => `"${text.replaceAll('"', '""')}"`;
/** What a file carries of a string: UTF-8 has no lone surrogates (they arrive as U+FFFD). */
export const throughUtf8 = (text: string) =>
  new TextDecoder().decode(new TextEncoder().encode(text));

/** One unread failed-address list of Maya's per string, named by it (failed addresses, the bell). */
export function plantFailedAddressLists(
  data: SavedDatabase['data'],
  strings: readonly string[],
): void {
  const list = data.contactLists.find((row) => row.user_id === MARKET_ID)!;
  const first = nextIdOf(data.failedAddresses);
  for (const [index, text] of strings.entries())
    data.failedAddresses.push({
      id: first + index,
      user_id: MARKET_ID,
      contact_list_id: list.id,
      name: text,
      created_at: PLANTED_AT,
      contact_count: 1,
      total_importcontacts: 2,
      notifyread_status: 0,
    });
}
