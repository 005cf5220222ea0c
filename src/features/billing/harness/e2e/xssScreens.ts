import { allEnglish as en } from '../../../../i18n/allEnglish';
import { expect } from '../../../../../tests/e2e/fixtures';
import { textOfEveryPage } from '../../../../../tests/e2e/xssKit';
import {
  type HostileScreen,
  MARKET_ID,
  hostileScreen,
  plantCards,
} from '../../../../../tests/e2e/xssScreenKit';

/** The billing address's fields, and the labels its form shows them under. */
const ADDRESS_FIELDS = [
  ['billing_fullname', 'Full name'],
  ['line1', 'Address line 1'],
  ['line2', 'Address line 2 (optional)'],
  ['city', 'City'],
  ['state', 'State or region (optional)'],
  ['postal_code', 'Postal code'],
] as const;

/** Cards on file, the fund dialog and the billing address under hostile strings (tests/e2e/xssScreens.spec.ts). */
export const XSS_SCREENS: readonly HostileScreen[] = [
  hostileScreen({
    title: 'cards on file: names on cards and billing addresses',
    account: 'market',
    url: '/dashboard/membership',
    headingId: 'screen.membership',
    plant: ({ data }, strings) => plantCards(data, strings),
  }),
  hostileScreen({
    title: "fund account: cards' names and addresses in the dialog",
    account: 'market',
    url: '/dashboard',
    plant: ({ data }, strings) => plantCards(data, strings),
    read: async ({ page, strings }) => {
      await page.getByRole('button', { name: en['topbar.fundAccount'], exact: true }).click();
      const dialog = page.getByRole('dialog', { name: en['screen.fundAccount'] });
      await expect(dialog.getByRole('radio').nth(strings.length)).toBeAttached({ timeout: 30_000 });
      return textOfEveryPage(page, dialog);
    },
  }),
  hostileScreen({
    title: 'billing address: every field of its form, six payloads a load',
    account: 'market',
    strings: 'payloads',
    // One address per user: six payloads a load, one per field, until every payload has been in one.
    perLoad: ADDRESS_FIELDS.length,
    timeoutMs: 180_000,
    url: '/dashboard/billing',
    plant: ({ data }, strings) => {
      // A snapshot holds only the collections calls have changed; the rest start from their seed.
      const others = (data.billingAddresses ?? []).filter((row) => row.user_id !== MARKET_ID);
      const address = { id: 1, user_id: MARKET_ID, country: 'US' };
      data.billingAddresses = [
        ...others,
        {
          ...address,
          ...Object.fromEntries(
            ADDRESS_FIELDS.map(([field], index) => [field, strings[index % strings.length]]),
          ),
        },
      ] as typeof data.billingAddresses;
    },
    read: async ({ page, strings }) => {
      await expect(
        page.getByRole('heading', { level: 1, name: en['screen.billing'], exact: true }),
      ).toBeVisible({ timeout: 30_000 });
      const values: string[] = [];
      for (const [index, [, label]] of ADDRESS_FIELDS.entries()) {
        const field = page.getByLabel(label, { exact: true });
        await expect(field).toHaveValue(strings[index % strings.length]);
        values.push(await field.inputValue());
      }
      return values.join('\n');
    },
  }),
];
