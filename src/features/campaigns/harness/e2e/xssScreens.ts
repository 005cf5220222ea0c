import { allEnglish as en } from '../../../../i18n/allEnglish';
import {
  seedCampaignShares,
  seedCampaigns,
  seedUserCampaigns,
} from '../../../../mocks/campaigns/seed';
import { seedContactLists } from '../../../../mocks/contacts/seed';
import { seedZapSends } from '../../../../mocks/orders/seed';
import { nextIdOf } from '../../../../../tests/e2e/xssKit';
import {
  ADMIN_ID,
  type HostileScreen,
  MARKET_ID,
  PLANTED_AT,
  STUDIO_ID,
  hostileScreen,
} from '../../../../../tests/e2e/xssScreenKit';
import { expect } from '../../../../../tests/e2e/fixtures';

/** Campaigns, launched orders, Zapier sends and the share picker under hostile strings (tests/e2e/xssScreens.spec.ts). */
export const XSS_SCREENS: readonly HostileScreen[] = [
  hostileScreen({
    title: 'campaign library: campaign names and descriptions, and the shared-with-me list',
    account: 'studio',
    url: '/dashboard/campaigns',
    headingId: 'screen.campaigns',
    plant: ({ data }, strings) => {
      // A snapshot holds only the collections calls have changed; the rest start from their seed.
      const campaigns = (data.campaigns ??= seedCampaigns());
      const shares = (data.campaignShares ??= seedCampaignShares());
      const model = campaigns.find((row) => row.user_id === ADMIN_ID)!;
      const first = nextIdOf(campaigns);
      const firstShare = nextIdOf(shares);
      for (const [index, text] of strings.entries()) {
        // The admin's campaigns are in the PRO user's library, and each is shared with her too.
        campaigns.push({
          ...model,
          id: first + index,
          name: text,
          description: text,
          updated_at: PLANTED_AT,
        });
        shares.push({
          id: firstShare + index,
          campaign_id: first + index,
          from_user_id: ADMIN_ID,
          to_user_id: STUDIO_ID,
          action_status: 0,
          created_at: PLANTED_AT,
        });
      }
    },
  }),
  hostileScreen({
    title: 'launched campaigns: order names and the names of their lists',
    account: 'market',
    url: '/dashboard/User-Campaigns',
    headingId: 'screen.userCampaigns',
    plant: ({ data }, strings) => {
      const lists = (data.contactLists ??= seedContactLists());
      const orders = (data.userCampaigns ??= seedUserCampaigns());
      const model = orders.find((row) => row.user_id === MARKET_ID && row.status === 'active')!;
      const listModel = lists.find((row) => row.user_id === MARKET_ID && !row.generated)!;
      const firstList = nextIdOf(lists);
      for (const [index, text] of strings.entries())
        lists.push({ ...listModel, id: firstList + index, name: text, created_at: PLANTED_AT });
      // Three orders share the planted lists (each shows every list's name); each is named by one.
      const firstOrder = nextIdOf(orders);
      for (let order = 0; order < 3; order++)
        orders.push({
          ...model,
          id: firstOrder + order,
          campaign_name: strings[order],
          contact_list_ids: strings
            .map((_, index) => firstList + index)
            .filter((_, index) => index % 3 === order),
        });
    },
  }),
  hostileScreen({
    title: 'Zap campaigns: zap names, template titles and recipients of Zapier sends',
    account: 'market',
    url: '/dashboard/Zap-campaigns',
    headingId: 'screen.zapCampaigns',
    plant: ({ data }, strings) => {
      const sends = (data.zapSends ??= seedZapSends());
      const model = sends.find((row) => row.user_id === MARKET_ID)!;
      const first = nextIdOf(sends);
      for (const [index, text] of strings.entries())
        sends.push({
          ...model,
          id: first + index,
          zap_name: text,
          template_title: text,
          recipient: text,
          sent_at: PLANTED_AT,
        });
    },
  }),
  hostileScreen({
    title: "share picker: PRO admins' names, twenty a load",
    account: 'admin',
    strings: 'payloads',
    // The picker lists 20 recipients an answer: the payloads go in, twenty a load.
    perLoad: 20,
    timeoutMs: 180_000,
    url: '/dashboard/campaigns',
    plant: ({ data }, strings) => {
      const model = data.users.find((row) => row.email === 'studio@mailcraft.demo')!;
      // Only the planted ones are PRO admins: they are what the picker lists.
      data.users = data.users.map((row) => (row.role_id === 3 ? { ...row, role_id: 2 } : row));
      const first = nextIdOf(data.users);
      for (const [index, text] of strings.entries())
        data.users.push({
          ...model,
          role_id: 3,
          id: first + index,
          fname: text,
          lname: '',
          email: `pro${first + index}@hostile.example`,
          api_token: `hostile-${first + index}`,
        });
    },
    read: async ({ page, strings }) => {
      await page
        .getByRole('main')
        .getByRole('button', { name: en['campaigns.share'], exact: true })
        .first()
        .click();
      const dialog = page.getByRole('dialog', { name: /^Share “/ });
      await dialog.getByRole('combobox', { name: en['campaigns.share.recipient'] }).click();
      const list = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
      await expect(list.locator('.ant-select-item-option').first()).toBeVisible({
        timeout: 30_000,
      });
      // Options draw as the list scrolls: read each one's title, which carries its whole label.
      const titles: string[] = [];
      for (let turn = 0; turn < 20; turn++) {
        for (const title of await list
          .locator('.ant-select-item-option')
          .evaluateAll((items) => items.map((item) => item.getAttribute('title') ?? '')))
          if (!titles.includes(title)) titles.push(title);
        if (titles.length >= strings.length) break;
        await list.hover();
        await page.mouse.wheel(0, 200);
      }
      return titles.join('\n');
    },
  }),
];
