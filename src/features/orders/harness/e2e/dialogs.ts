import { type DialogEntry, button, dialogNamed } from '../../../../../tests/e2e/dialogKit';
import { allEnglish as en } from '../../../../i18n/allEnglish';

/**
 * The bulk mail center (Marketplace).
 * The feature's entries for the axe sweep of every dialog (tests/e2e/a11yDialogs.spec.ts, through
 * tests/e2e/dialogTable.ts): a new dialog, drawer, menu or popover of this feature joins here, or
 * tests/scripts/dialogTable.test.ts fails naming its file. Types and shared steps are in
 * tests/e2e/dialogKit.ts; like it, this file loads in Node without Playwright running.
 */
export const DIALOGS: readonly DialogEntry[] = [
  {
    name: 'bulk mail center: the send refused',
    files: ['src/components/RefusedDialog.tsx'],
    account: 'market',
    url: '/dashboard/bulk-mail-center',
    open: async (page) => {
      await page.locator('input[name="bulk-template"]').first().check();
      await page.getByRole('checkbox', { name: /^Past clients/ }).check();
      await page.getByTestId('order-total').waitFor();
      await button(page, 'bulk.proof.get').click();
      await page.getByTestId('proof-text').waitFor();
      await page.getByRole('checkbox', { name: en['bulk.proof.approve'] }).check();
      // The demo backend refuses every call from here (its fault switch), so the send is refused.
      await page.evaluate(() =>
        window.dispatchEvent(new CustomEvent('mailcraft:demo-fault', { detail: 'statusFalse' })),
      );
      await button(page, 'bulk.send').click();
    },
    dialog: (page) => dialogNamed(page, 'bulk.send.failedTitle'),
    close: async (page, dialog) => {
      await page.evaluate(() =>
        window.dispatchEvent(new CustomEvent('mailcraft:demo-fault', { detail: null })),
      );
      await button(dialog, 'common.close').last().click();
    },
  },
];
