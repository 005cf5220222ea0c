import { seedUsers } from '../../../../mocks/auth/seed';
import { expect } from '../../../../../tests/e2e/fixtures';
import { openInApp } from '../../../../../tests/e2e/screens';
import { nextIdOf } from '../../../../../tests/e2e/xssKit';
import {
  type HostileScreen,
  STUDIO_ID,
  hostileScreen,
} from '../../../../../tests/e2e/xssScreenKit';

/**
 * The affiliate landing page under hostile resellers (tests/e2e/xssScreens.spec.ts): each string
 * is a PRO reseller's business name and first name, on a reseller of its own with its own referral
 * domain, and the page moves from domain to domain as the browser's history would (no reload: the
 * planted database stays loaded). One lookup a string, so the XSS payloads only; the jsdom suite
 * shows every naughty string in the same spots (harness/xssRenderers.tsx).
 */
export const XSS_SCREENS: readonly HostileScreen[] = [
  hostileScreen({
    title: "affiliate page: resellers' business and first names",
    account: 'market',
    strings: 'payloads',
    plant: ({ data }, strings) => {
      const users = (data.users ??= seedUsers());
      const stella = users.find((user) => user.id === STUDIO_ID)!;
      const first = nextIdOf(users);
      return strings.map((text, index) => {
        const domain = `xss-reseller-${first + index}.example`;
        users.push({
          ...stella,
          id: first + index,
          email: `reseller${first + index}@example.net`,
          api_token: `xss-reseller-${first + index}`,
          fname: text,
          business_name: text,
          domain,
        });
        return domain;
      });
    },
    url: (domains) => `/affiliate/${domains[0]}`,
    read: async ({ page, planted }) => {
      const texts: string[] = [];
      for (const [index, domain] of planted.entries()) {
        if (index > 0) await openInApp(page, `/affiliate/${domain}`);
        const invites = page.locator('.signup__invites:not([data-read])');
        await expect(invites).toBeVisible({ timeout: 30_000 });
        texts.push((await invites.textContent()) ?? '');
        await invites.evaluate((element) => element.setAttribute('data-read', ''));
      }
      return texts.join('\n');
    },
  }),
];
