import {
  type DialogEntry,
  answerNo,
  button,
  deletePopover,
} from '../../../../../tests/e2e/dialogKit';

/**
 * Notifications' entries for the axe sweep of every dialog (tests/e2e/a11yDialogs.spec.ts): the
 * question before a failed-address notification is deleted. The bell's own list is plain markup
 * (a non-modal panel); tests/e2e/notifications.spec.ts runs axe on it open.
 */
export const DIALOGS: readonly DialogEntry[] = [
  {
    name: 'notifications: delete a failed-address notification',
    files: ['src/features/notifications/pages/NotificationsPage.tsx'],
    account: 'market',
    url: '/dashboard/notifications',
    open: (page) => button(page.getByRole('main'), 'notifications.delete').first().click(),
    dialog: deletePopover,
    close: (page) => answerNo(page),
  },
];
