import type { Locator, Page } from '@playwright/test';
import {
  type DialogEntry,
  answerNo,
  button,
  clickCancel,
  deletePopover,
  dialogNamed,
  messagePattern,
  selectState,
} from '../../../../../tests/e2e/dialogKit';
import type { MessageId } from '../../../../i18n/messageIds';
import { allEnglish as en } from '../../../../i18n/allEnglish';

/**
 * Contact lists and one contact list (Marketplace; the super admin's system lists use the same
 * dialogs).
 * The feature's entries for the axe sweep of every dialog (tests/e2e/a11yDialogs.spec.ts, through
 * tests/e2e/dialogTable.ts): a new dialog, drawer, menu or popover of this feature joins here, or
 * tests/scripts/dialogTable.test.ts fails naming its file. Types and shared steps are in
 * tests/e2e/dialogKit.ts; like it, this file loads in Node without Playwright running.
 */

const CONTACT_LIST_URL = '/dashboard/mailinglist/1';
const contactGrid = (page: Page) =>
  page.getByRole('table', { name: messagePattern('contacts.detail.caption') });

/** A row action of the first contact of the grid, once its row has loaded. */
async function firstContactAction(page: Page, id: MessageId): Promise<void> {
  const action = contactGrid(page)
    .getByRole('button', { name: messagePattern(id) })
    .first();
  await action.waitFor();
  await action.click();
}

/** A small valid CSV with the wizard's field names as its header (matched by name). */
const CSV_HEADER = 'first_name,last_name,email,phone,address,city,state,zip';
const CSV_ROWS = [
  'Ann,Lee,ann@example.com,6175551000,1 Main St,Boston,MA,02134',
  'Bo,Reyes,bo@example.com,6175551001,2 Main St,Boston,MA,02134',
  'Cy,Park,not-an-email,6175551002,3 Main St,Boston,MA,02134',
];
const csvFile = (lines: string[], name = 'contacts.csv') => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from(`${lines.join('\r\n')}\r\n`),
});

const importWizard = (page: Page, mode: 'create' | 'upload') =>
  page.getByRole('dialog', {
    name: en[mode === 'create' ? 'contacts.import.createTitle' : 'contacts.import.uploadTitle'],
    exact: true,
  });

const chooseCsv = (dialog: Locator, file: ReturnType<typeof csvFile>) =>
  dialog.getByLabel(en['contacts.import.chooseFile']).setInputFiles(file);

/** Closes the wizard with a file chosen: it asks first, and Stop closes it (nothing uploaded). */
const stopImport = async (_page: Page, dialog: Locator) => {
  await button(dialog, 'common.cancel').click();
  await button(dialog, 'contacts.import.closeConfirm').click();
};

export const DIALOGS: readonly DialogEntry[] = [
  // Contact lists (Marketplace).
  {
    name: 'contacts: rename list',
    files: ['src/features/contacts/components/RenameListDialog.tsx'],
    account: 'market',
    url: '/dashboard/mailing',
    open: (page) =>
      page
        .getByRole('button', { name: messagePattern('contacts.lists.renameOf') })
        .first()
        .click(),
    dialog: (page) => dialogNamed(page, 'contacts.rename.title'),
    close: clickCancel,
  },
  {
    name: 'contacts: delete list question',
    files: ['src/features/contacts/components/ListRowActions.tsx'],
    account: 'market',
    url: '/dashboard/mailing',
    open: (page) =>
      page
        .getByRole('button', { name: messagePattern('contacts.lists.deleteOf') })
        .first()
        .click(),
    dialog: deletePopover,
    close: answerNo,
  },
  {
    name: 'contacts: failed addresses',
    files: ['src/features/contacts/components/FailedAddressModal.tsx'],
    account: 'market',
    url: '/dashboard/mailing',
    open: (page) => button(page, 'contacts.lists.failedBannerAction').click(),
    dialog: (page) => dialogNamed(page, 'contacts.failed.modalTitle'),
  },
  {
    name: 'contacts: delete failed addresses question',
    files: ['src/features/contacts/components/FailedAddressTable.tsx'],
    account: 'market',
    url: '/dashboard/failed-mailing',
    open: (page) =>
      page
        .getByRole('button', { name: messagePattern('contacts.failed.deleteOf') })
        .first()
        .click(),
    dialog: deletePopover,
    close: answerNo,
  },
  {
    name: 'contacts: list builder, with its state list',
    files: ['src/features/contacts/listBuilder/ListBuilderModal.tsx'],
    account: 'market',
    url: '/dashboard/mailing',
    open: (page) => button(page, 'contacts.lists.builder').click(),
    dialog: (page) => dialogNamed(page, 'screen.listBuilder'),
    states: [selectState('its state list', en['listBuilder.state.label'])],
  },
  {
    name: 'contacts: import wizard (create), a file chosen, checked and uploaded',
    files: ['src/features/contacts/import/ImportWizard.tsx'],
    account: 'market',
    url: '/dashboard/mailing',
    open: async (page) => {
      await button(page, 'contacts.lists.create').click();
      const dialog = importWizard(page, 'create');
      await dialog.getByLabel(en['contacts.name.label']).fill('Scanned import');
      await chooseCsv(dialog, csvFile([CSV_HEADER, ...CSV_ROWS]));
      await dialog.getByRole('columnheader', { name: 'first_name', exact: true }).waitFor();
    },
    dialog: (page) => importWizard(page, 'create'),
    states: [
      {
        name: 'the check report',
        reach: async (_page, dialog) => {
          await button(dialog, 'contacts.import.validate').click();
          await dialog.getByRole('heading', { name: en['contacts.import.reportTitle'] }).waitFor();
        },
      },
      {
        name: 'asking before it closes',
        reach: async (_page, dialog) => {
          await button(dialog, 'common.cancel').click();
          await dialog.getByText(en['contacts.import.closeAsk']).waitFor();
        },
        leave: async (_page, dialog) => {
          await button(dialog, 'contacts.import.keepGoing').click();
          await dialog.getByText(en['contacts.import.closeAsk']).waitFor({ state: 'hidden' });
        },
      },
      {
        // A new list of this context's own; no later entry depends on the lists as seeded.
        name: 'the list uploaded and ready',
        reach: async (_page, dialog) => {
          await button(dialog, 'contacts.import.proceed').click();
          await dialog
            .getByRole('link', { name: en['contacts.import.openList'] })
            .waitFor({ timeout: 30_000 });
        },
      },
    ],
  },
  {
    name: 'contacts: import wizard (create), required columns missing',
    files: ['src/features/contacts/import/ImportWizard.tsx'],
    account: 'market',
    url: '/dashboard/mailing',
    open: async (page) => {
      await button(page, 'contacts.lists.create').click();
      const dialog = importWizard(page, 'create');
      await chooseCsv(dialog, csvFile(['first_name,last_name,email', 'Ann,Lee,ann@example.com']));
      await dialog.getByText(messagePattern('contacts.import.missingRequired')).waitFor();
    },
    dialog: (page) => importWizard(page, 'create'),
    close: stopImport,
  },
  {
    name: 'contacts: import wizard (upload), a list and a file chosen, then a refused file',
    files: ['src/features/contacts/import/ImportWizard.tsx'],
    account: 'market',
    url: '/dashboard/mailing',
    open: async (page) => {
      await button(page, 'contacts.lists.upload').click();
      const dialog = importWizard(page, 'upload');
      const target = dialog.getByLabel(en['contacts.import.targetList']);
      await target.locator('option').nth(1).waitFor({ state: 'attached' });
      await target.selectOption({ index: 1 });
      await chooseCsv(dialog, csvFile([CSV_HEADER, ...CSV_ROWS]));
      await dialog.getByRole('columnheader', { name: 'first_name', exact: true }).waitFor();
    },
    dialog: (page) => importWizard(page, 'upload'),
    states: [
      {
        name: 'a refused file',
        reach: async (_page, dialog) => {
          await chooseCsv(dialog, {
            name: 'contacts.xlsx',
            mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            buffer: Buffer.from('not a csv'),
          });
          await dialog.getByText(en['contacts.import.fileType']).waitFor();
        },
      },
    ],
    close: async (_page, dialog) => {
      // A refused file leaves nothing to lose: Cancel closes at once, or asks first.
      await button(dialog, 'common.cancel').click();
      const stop = button(dialog, 'contacts.import.closeConfirm');
      if (await stop.isVisible()) await stop.click();
    },
  },

  // One contact list (Marketplace; the super admin's system lists use the same dialogs).
  {
    name: 'contact list: edit contact',
    files: [
      'src/features/contacts/components/EditContactDialog.tsx',
      'src/features/contacts/components/ContactListView.tsx',
    ],
    account: 'market',
    url: CONTACT_LIST_URL,
    open: (page) => firstContactAction(page, 'contacts.detail.editOf'),
    dialog: (page) => dialogNamed(page, 'contacts.edit.title'),
    close: clickCancel,
  },
  {
    name: 'contact list: delete contact question',
    files: ['src/features/contacts/components/ContactListView.tsx'],
    account: 'market',
    url: CONTACT_LIST_URL,
    open: (page) => firstContactAction(page, 'contacts.detail.deleteOf'),
    dialog: (page) => dialogNamed(page, 'common.sureToDelete'),
    close: async (_page, dialog) => {
      await button(dialog, 'common.no').click();
    },
  },
  {
    name: 'contact list: skip trace question',
    files: ['src/features/contacts/components/SkipTraceDialog.tsx'],
    account: 'market',
    url: CONTACT_LIST_URL,
    open: (page) => button(page, 'contacts.detail.skipTrace').click(),
    dialog: (page) => dialogNamed(page, 'contacts.detail.skipTrace'),
    close: clickCancel,
  },
];
