import { type DialogEntry, button, dialogNamed } from '../../../../../tests/e2e/dialogKit';

/**
 * The dashboard home's entries for the axe sweep of every dialog (tests/e2e/a11yDialogs.spec.ts):
 * the first-login welcome, opened again by "Getting started" (the demo's accounts have met it).
 */
export const DIALOGS: readonly DialogEntry[] = [
  {
    name: 'dashboard: the welcome, from Getting started',
    files: ['src/features/dashboard/welcome/FirstLoginWelcomeModal.tsx'],
    account: 'market',
    url: '/dashboard',
    open: (page) => button(page.getByRole('main'), 'welcome.reopen').click(),
    dialog: (page) => dialogNamed(page, 'welcome.title'),
  },
];
