import { type DialogEntry, button, dialogNamed } from '../../../../../tests/e2e/dialogKit';
import { allEnglish as en } from '../../../../i18n/allEnglish';
import { addElement } from './panels';

/**
 * The card editor (Design Studio).
 * The feature's entries for the axe sweep of every dialog (tests/e2e/a11yDialogs.spec.ts, through
 * tests/e2e/dialogTable.ts): a new dialog, drawer, menu or popover of this feature joins here, or
 * tests/scripts/dialogTable.test.ts fails naming its file. Types and shared steps are in
 * tests/e2e/dialogKit.ts; like it, this file loads in Node without Playwright running.
 */
export const DIALOGS: readonly DialogEntry[] = [
  {
    name: 'card editor: leave without saving',
    files: ['src/features/cardEditor/components/UnsavedChangesGuard.tsx'],
    account: 'studio',
    url: '/dashboard/cardeditor',
    open: async (page) => {
      await addElement(page, en['cardEditor.tool.rect']);
      // The editor is a workspace: the sidebar is a drawer, opened from the top bar.
      await page.getByRole('button', { name: en['nav.toggle'], exact: true }).click();
      await page
        .getByRole('navigation', { name: en['nav.label'] })
        .getByRole('menuitem', { name: en['nav.cardTemplates'] })
        .click();
    },
    dialog: (page) => dialogNamed(page, 'cardEditor.leave.title'),
    // Leave: staying would block the next entry's move away from the editor.
    close: async (_page, dialog) => {
      await button(dialog, 'cardEditor.leave.confirm').click();
    },
  },
  {
    name: 'card editor: keyboard shortcuts',
    files: ['src/features/cardEditor/components/ShortcutSheet.tsx'],
    account: 'studio',
    url: '/dashboard/cardeditor',
    open: async (page) => {
      await page
        .getByRole('toolbar', { name: en['cardEditor.tools.label'] })
        .getByRole('button', { name: en['cardEditor.shortcuts.title'], exact: true })
        .click();
    },
    dialog: (page) => dialogNamed(page, 'cardEditor.shortcuts.title'),
    close: async (_page, dialog) => {
      await button(dialog, 'common.close').click();
    },
  },
];
