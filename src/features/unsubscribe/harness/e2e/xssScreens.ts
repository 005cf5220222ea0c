import { seedUnsubscribeLinks } from '../../../../mocks/unsubscribe/seed';
import { expect } from '../../../../../tests/e2e/fixtures';
import { nextIdOf } from '../../../../../tests/e2e/xssKit';
import {
  type HostileScreen,
  MARKET_ID,
  hostileScreen,
} from '../../../../../tests/e2e/xssScreenKit';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The unsubscribe page under hostile senders' names (tests/e2e/xssScreens.spec.ts). The page
 * shows one link, so each string gets a link of its own, opened as a recipient opens it: a load
 * of the page of its own (unsubscribe.html), checked before the next one replaces it. One load a
 * string, so the XSS payloads only; the jsdom suite shows every naughty string in the same spots
 * (harness/xssRenderers.tsx).
 */
export const XSS_SCREENS: readonly HostileScreen[] = [
  hostileScreen({
    title: "unsubscribe page: senders' business names",
    account: 'market',
    strings: 'payloads',
    // One load a string: about 70 s here.
    timeoutMs: 240_000,
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
    read: async ({ page, planted, expectNothingRan }) => {
      const texts: string[] = [];
      for (const [index, token] of planted.entries()) {
        if (index > 0) await page.goto(`/email-unsubs/${token}`);
        const result = page.locator('.unsubscribe__result');
        await expect(result).toBeVisible({ timeout: 30_000 });
        texts.push((await result.textContent()) ?? '');
        // A payload that ran would have left its mark on this document, which the next load drops.
        await expectNothingRan(`/email-unsubs/{token}, string ${index}`);
      }
      return texts.join('\n');
    },
  }),
];
