import { allEnglish as en } from '../../../../i18n/allEnglish';
import { expect, sidebar } from '../../../../../tests/e2e/fixtures';
import { nextIdOf } from '../../../../../tests/e2e/xssKit';
import {
  type HostileScreen,
  MARKET_ID,
  PLANTED_AT,
  hostileScreen,
  plantFailedAddressLists,
  quotedCell,
  textWhileScrolled,
  throughUtf8,
} from '../../../../../tests/e2e/xssScreenKit';

/** Contact lists, their contacts and the import's preview under hostile strings (tests/e2e/xssScreens.spec.ts). */
export const XSS_SCREENS: readonly HostileScreen[] = [
  hostileScreen({
    title: 'contact lists: list names',
    account: 'market',
    url: '/dashboard/mailing',
    headingId: 'screen.mailing',
    plant: ({ data }, strings) => {
      const model = data.contactLists.find((row) => row.user_id === MARKET_ID && !row.generated)!;
      const first = nextIdOf(data.contactLists);
      for (const [index, text] of strings.entries())
        data.contactLists.push({ ...model, id: first + index, name: text, created_at: PLANTED_AT });
    },
  }),
  hostileScreen({
    title: 'failed addresses: list names',
    account: 'market',
    url: '/dashboard/failed-mailing',
    headingId: 'screen.failedMailing',
    plant: ({ data }, strings) => plantFailedAddressLists(data, strings),
  }),
  hostileScreen({
    title: 'contact list: every field of its contacts, and the list name (the first string)',
    account: 'market',
    plant: ({ data }, strings) => {
      const model = data.contactLists.find((row) => row.user_id === MARKET_ID && !row.generated)!;
      const listId = nextIdOf(data.contactLists);
      data.contactLists.push({ ...model, id: listId, name: strings[0], created_at: PLANTED_AT });
      const contact = data.contacts.find((row) => row.contact_list_id === model.id)!;
      const first = nextIdOf(data.contacts);
      for (const [index, text] of strings.entries()) {
        data.contacts.push({
          ...contact,
          id: first + index,
          contact_list_id: listId,
          first_name: text,
          last_name: text,
          business_name: text,
          street: text,
          city: text,
        });
      }
      return listId;
    },
    url: (listId) => `/dashboard/mailinglist/${listId}`,
    read: async ({ page, strings }) => {
      await expect(
        page.getByRole('heading', { level: 2, name: strings[0], exact: true }),
      ).toBeVisible({ timeout: 30_000 });
      const grid = page.locator('.contact-grid__viewport');
      await expect(grid.getByRole('row').nth(1)).not.toContainText(
        en['contacts.detail.rowLoading'],
      );
      // The grid draws only the rows in view.
      return textWhileScrolled(page, grid);
    },
  }),
  hostileScreen({
    title: 'contact import: a CSV of hostile headers and cells, in the preview',
    account: 'market',
    // No planting: the strings come in a file, and the list's name (the second string) is typed.
    read: async ({ page, strings }) => {
      const contacts = sidebar(page).getByRole('menuitem', { name: en['nav.createContactList'] });
      if (!(await contacts.isVisible()))
        await sidebar(page).getByRole('menuitem', { name: en['nav.group.contacts'] }).click();
      await contacts.click();
      const modal = page.getByRole('dialog', { name: en['contacts.import.createTitle'] });
      await modal.getByLabel(en['contacts.name.label']).fill(strings[1]);
      const header = strings.map(quotedCell).join(',');
      const row = [...strings].reverse().map(quotedCell).join(',');
      await modal.getByLabel(en['contacts.import.chooseFile']).setInputFiles({
        name: 'hostile.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(`${header}\r\n${row}\r\n`, 'utf8'),
      });
      const preview = modal.getByRole('table');
      await expect(preview.getByRole('columnheader').first()).toBeVisible();
      return (await preview.textContent()) ?? '';
    },
    shown: (strings) => strings.map(throughUtf8),
  }),
];
