import { type DialogEntry, dialogNamed } from '../../../../../tests/e2e/dialogKit';
import { allEnglish as en } from '../../../../i18n/allEnglish';

/**
 * Switching's entries for the axe sweep of every dialog (tests/e2e/a11yDialogs.spec.ts): the
 * admin's "View as a user…", its users and its audit trail.
 */
export const DIALOGS: readonly DialogEntry[] = [
  {
    name: 'switching: view as a user, and the audit trail',
    files: ['src/features/accountSwitch/ViewAsModal.tsx'],
    account: 'admin',
    url: '/dashboard',
    open: async (page) => {
      await page.getByRole('button', { name: /^Account menu for / }).click();
      await page.getByRole('menuitem', { name: en['switch.viewAs'], exact: true }).click();
    },
    dialog: (page) => dialogNamed(page, 'switch.viewAs.title'),
    states: [
      {
        name: 'the audit trail',
        reach: async (_page, dialog) => {
          await dialog.getByText(en['switch.viewAs.audit'], { exact: true }).click();
          await dialog.getByRole('columnheader', { name: en['switch.audit.call'] }).waitFor();
        },
      },
    ],
  },
];
