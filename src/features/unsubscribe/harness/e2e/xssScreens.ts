import { seedUnsubscribeLinks } from '../../../../mocks/unsubscribe/seed';
import { expect } from '../../../../../tests/e2e/fixtures';
import { openInApp } from '../../../../../tests/e2e/screens';
import { nextIdOf } from '../../../../../tests/e2e/xssKit';
import {
  type HostileScreen,
  MARKET_ID,
  hostileScreen,
} from '../../../../../tests/e2e/xssScreenKit';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The unsubscribe page under hostile senders' names (tests/e2e/xssScreens.spec.ts). The page
 * shows one link, so each string gets a link of its own, and the page moves from link to link as
 * the browser's history would (no reload: the planted database stays loaded). One call a string
 * (all 139 strings took 50 s), so the XSS payloads only; the jsdom suite shows every naughty
 * string in the same spots (harness/xssRenderers.tsx).
 */
export const XSS_SCREENS: readonly HostileScreen[] = [
  hostileScreen({
    title: "unsubscribe page: senders' business names",
    account: 'market',
    strings: 'payloads',
    plant: ({ data }, strings) => {
      const links = (data.unsubscribeLinks ??= seedUnsubscribeLinks());
      const first = nextIdOf(links);
      const now = Date.now();
      return strings.map((text, index) => {
        const token = `xss-planted-${first + index}`;
        links.push({
          id: first + index,
          token,
          channel: 'email',
          user_id: MARKET_ID,
          sender_name: text,
          contact_id: null,
          address: `recipient${index}@example.net`,
          issued_at: new Date(now - DAY_MS).toISOString(),
          expires_at: new Date(now + 30 * DAY_MS).toISOString(),
        });
        return token;
      });
    },
    url: (tokens) => `/email-unsubs/${tokens[0]}`,
    read: async ({ page, planted }) => {
      const texts: string[] = [];
      for (const [index, token] of planted.entries()) {
        if (index > 0) await openInApp(page, `/email-unsubs/${token}`);
        // Each link's state replaces the last one's (the page clears it when the link changes).
        const result = page.locator('.unsubscribe__result:not([data-read])');
        await expect(result).toBeVisible({ timeout: 30_000 });
        texts.push((await result.textContent()) ?? '');
        await result.evaluate((element) => element.setAttribute('data-read', ''));
      }
      return texts.join('\n');
    },
  }),
];
