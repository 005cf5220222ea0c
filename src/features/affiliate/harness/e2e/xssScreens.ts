import { seedUsers } from '../../../../mocks/auth/seed';
import { nextIdOf } from '../../../../../tests/e2e/xssKit';
import {
  type HostileScreen,
  STUDIO_ID,
  hostileScreen,
} from '../../../../../tests/e2e/xssScreenKit';

/**
 * The accounts a PRO reseller referred, under hostile strings (tests/e2e/xssScreens.spec.ts): each
 * string is one referred account's first name and business, as they typed them signing up. The
 * resellers list shows both (the planted ones have no join date, so they come after the seeded ones, page after page).
 */
export const XSS_SCREENS: readonly HostileScreen[] = [
  hostileScreen({
    title: "affiliate resellers: referred accounts' names and businesses",
    account: 'studio',
    plant: ({ data }, strings) => {
      // A snapshot holds only the collections calls have changed; the rest start from their seed.
      const users = (data.users ??= seedUsers());
      const model = users.find((row) => row.email === 'market@mailcraft.demo')!;
      const first = nextIdOf(users);
      for (const [index, text] of strings.entries())
        users.push({
          ...model,
          id: first + index,
          fname: text,
          lname: '',
          business_name: text,
          email: `referred${first + index}@hostile.example`,
          phone_no: '',
          api_token: `hostile-${first + index}`,
          referralby_userid: STUDIO_ID,
        });
    },
    url: '/dashboard/affiliate-resellers',
    headingId: 'screen.affiliateResellers',
    timeoutMs: 180_000,
  }),
];
