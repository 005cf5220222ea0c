import { type DialogEntry, button, dialogNamed } from '../../../../../tests/e2e/dialogKit';

/**
 * The account area's entries for the axe sweep of every dialog (tests/e2e/a11yDialogs.spec.ts):
 * the API key's confirmation before a new key replaces the old one.
 */
export const DIALOGS: readonly DialogEntry[] = [
  {
    name: 'account: regenerate the API key',
    files: ['src/features/account/pages/ApiKeyPage.tsx'],
    account: 'market',
    url: '/dashboard/apikey',
    open: (page) => button(page.getByRole('main'), 'account.apiKey.regenerate').click(),
    dialog: (page) => dialogNamed(page, 'account.apiKey.confirmTitle'),
  },
  {
    name: 'account: leave the profile with unsaved changes',
    files: ['src/features/account/components/LeaveDialog.tsx'],
    account: 'market',
    url: '/dashboard/account',
    open: async (page) => {
      await page.getByLabel('First name').fill('Maya-Lee');
      // The sidebar's entries are menu items that navigate (no links in them).
      await page
        .locator('#app-sidebar nav')
        .getByRole('menuitem', { name: 'Dashboard', exact: true })
        .click();
    },
    dialog: (page) => dialogNamed(page, 'account.leave.title'),
    // Leave: staying would keep the page's changes, and the next entry's move would ask again.
    close: (_page, dialog) => button(dialog, 'account.leave.confirm').click(),
  },
];
