import {
  type DialogEntry,
  answerNo,
  button,
  clickCancel,
  deletePopover,
  dialogNamed,
  firstInMain,
  messagePattern,
  selectState,
  validationState,
} from '../../../../../tests/e2e/dialogKit';
import { allEnglish as en } from '../../../../i18n/allEnglish';

/**
 * Campaigns: the PRO user's library, and ordering (the Marketplace user).
 * The feature's entries for the axe sweep of every dialog (tests/e2e/a11yDialogs.spec.ts, through
 * tests/e2e/dialogTable.ts): a new dialog, drawer, menu or popover of this feature joins here, or
 * tests/scripts/dialogTable.test.ts fails naming its file. Types and shared steps are in
 * tests/e2e/dialogKit.ts; like it, this file loads in Node without Playwright running.
 */
export const DIALOGS: readonly DialogEntry[] = [
  // Campaigns (the PRO user's library).
  {
    name: 'campaigns: duplicate',
    files: ['src/features/campaigns/components/CampaignDialogs.tsx'],
    account: 'studio',
    url: '/dashboard/campaigns',
    open: (page) => button(page.getByRole('article').first(), 'campaigns.duplicate').click(),
    dialog: (page) => dialogNamed(page, 'campaigns.duplicate.title'),
    close: clickCancel,
  },
  {
    name: 'campaigns: share with a PRO admin',
    files: ['src/features/campaigns/components/CampaignDialogs.tsx'],
    account: 'studio',
    url: '/dashboard/campaigns',
    open: (page) => button(page.getByRole('article').first(), 'campaigns.share').click(),
    dialog: (page) => dialogNamed(page, 'campaigns.share.title'),
    states: [
      validationState(
        'with its validation error',
        'campaigns.share',
        'campaigns.share.recipientRequired',
      ),
      selectState('its list of PRO admins', en['campaigns.share.recipient']),
    ],
    close: clickCancel,
  },
  {
    name: 'campaigns: delete question',
    files: ['src/features/campaigns/components/CampaignItem.tsx'],
    account: 'studio',
    url: '/dashboard/campaigns',
    open: (page) => firstInMain(page, 'campaigns.delete').click(),
    dialog: deletePopover,
    close: answerNo,
  },
  // Ordering (the Marketplace user).
  {
    name: 'ordering: cancel a launched campaign',
    files: ['src/features/campaigns/ordering/components/UserCampaignItem.tsx'],
    account: 'market',
    url: '/dashboard/User-Campaigns',
    open: (page) =>
      page
        .getByRole('main')
        .getByRole('button', { name: messagePattern('ordering.cancel.named') })
        .first()
        .click(),
    dialog: (page) =>
      page
        .locator('.ant-popconfirm:not(.ant-popover-hidden)')
        .filter({ hasText: en['ordering.cancel.no'] }),
    close: async (page) => {
      await page
        .locator('.ant-popconfirm:not(.ant-popover-hidden)')
        .getByRole('button', { name: en['ordering.cancel.no'], exact: true })
        .click();
    },
  },
  {
    name: 'ordering: add contact lists to a running campaign',
    files: ['src/features/campaigns/ordering/components/AddContactsModal.tsx'],
    account: 'market',
    url: '/dashboard/User-Campaigns',
    open: (page) => firstInMain(page, 'ordering.addContacts.named').click(),
    dialog: (page) => dialogNamed(page, 'ordering.addContacts.title'),
    states: [
      {
        name: 'with a list chosen and priced',
        reach: async (page, dialog) => {
          await dialog.getByRole('checkbox', { name: /^Portland homeowners/ }).check();
          await page.getByTestId('add-contacts-total').waitFor();
        },
      },
      {
        name: 'with the server’s refusal',
        reach: async (page, dialog) => {
          // The demo backend refuses every call from here (its fault switch), so the add is too.
          await page.evaluate(() =>
            window.dispatchEvent(
              new CustomEvent('mailcraft:demo-fault', { detail: 'statusFalse' }),
            ),
          );
          await button(dialog, 'ordering.addContacts.confirm').click();
          await dialog.getByRole('alert').waitFor();
        },
        leave: async (page) => {
          await page.evaluate(() =>
            window.dispatchEvent(new CustomEvent('mailcraft:demo-fault', { detail: null })),
          );
        },
      },
    ],
    close: clickCancel,
  },
  {
    name: 'ordering: the launch refused',
    files: ['src/components/RefusedDialog.tsx'],
    account: 'market',
    url: '/dashboard/User-Create-Campaign',
    open: async (page) => {
      await page.getByRole('main').getByRole('radio').first().check();
      await page.getByRole('checkbox', { name: /^Portland homeowners/ }).check();
      for (const text of await page.getByRole('textbox', { name: /^Text of step \d+$/ }).all())
        await text.fill(`${await text.inputValue()} Reply STOP to opt out.`);
      await page.getByTestId('order-total').waitFor();
      // The demo backend refuses every call from here (its fault switch), so Launch is refused.
      await page.evaluate(() =>
        window.dispatchEvent(new CustomEvent('mailcraft:demo-fault', { detail: 'statusFalse' })),
      );
      await button(page, 'ordering.launch').click();
    },
    dialog: (page) => dialogNamed(page, 'ordering.launch.failedTitle'),
    close: async (page, dialog) => {
      await page.evaluate(() =>
        window.dispatchEvent(new CustomEvent('mailcraft:demo-fault', { detail: null })),
      );
      // The dialog's own Close button (the title bar's × is named Close too).
      await button(dialog, 'common.close').last().click();
    },
  },
];
