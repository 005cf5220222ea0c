import {
  type HostileScreen,
  PLANTED_AT,
  STUDIO_ID,
  hostileScreen,
  plantFailedAddressLists,
  textWhileScrolled,
} from '../../../../../tests/e2e/xssScreenKit';
import { nextIdOf } from '../../../../../tests/e2e/xssKit';

/**
 * Notifications under hostile strings (tests/e2e/xssScreens.spec.ts): imported lists' names in
 * the bell's windowed list (read while scrolled), and shared campaigns' names on
 * /dashboard/notifications (read page after page).
 */
export const XSS_SCREENS: readonly HostileScreen[] = [
  hostileScreen({
    title: 'notifications: failed-address list names in the bell’s list',
    account: 'market',
    timeoutMs: 240_000,
    url: '/dashboard',
    plant: ({ data }, strings) => plantFailedAddressLists(data, strings),
    read: async ({ page }) => {
      await page.getByRole('button', { name: /^Notifications, [1-9]\d* unread$/ }).click();
      const list = page.getByRole('region', { name: 'Latest notifications' });
      await list.waitFor({ timeout: 30_000 });
      return textWhileScrolled(page, list);
    },
  }),
  hostileScreen({
    title: 'notifications: shared campaigns’ names on the notifications page',
    account: 'studio',
    timeoutMs: 240_000,
    url: '/dashboard/notifications',
    headingId: 'screen.notifications',
    plant: ({ data }, strings) => {
      const model = data.campaigns[0];
      const firstCampaign = nextIdOf(data.campaigns);
      const firstShare = nextIdOf(data.campaignShares);
      for (const [index, text] of strings.entries()) {
        data.campaigns.push({ ...model, id: firstCampaign + index, name: text });
        data.campaignShares.push({
          id: firstShare + index,
          campaign_id: firstCampaign + index,
          from_user_id: 1,
          to_user_id: STUDIO_ID,
          action_status: 0,
          created_at: `${PLANTED_AT}T12:00:00.000Z`,
        });
      }
    },
  }),
];
