import { act, screen } from '@testing-library/react';
import { profileUpdated } from '../../../src/features/auth';
import { received } from '../../../src/features/notifications/slice';
import { atDesktopWidth, preloadAppModules } from '../../utils/appSetup';
import { renderApp } from '../../utils/renderApp';

/**
 * A notification that arrives changes the bell and nothing else on the page (issue 29): the
 * changes the page goes through, outside the bell, are counted by a MutationObserver while a new
 * refund notification reaches the store, and while the same list arrives again (a quiet poll).
 */

preloadAppModules(() => import('../../../src/features/notifications/shell/NotificationBell'));
atDesktopWidth();

const refund = (id: number) => ({
  id,
  order: `ORD-${id}`,
  created_date: '2026-11-26T10:00:00.000Z',
  dpv_failures: 2,
  original_contact_count: 30,
  total_refunded: 450,
  failed_contact_export_url: `notification-exports/refund-${id}.csv`,
});

/** Changes to the page outside the bell while `act` runs. */
async function changesOutsideBell(run: () => void): Promise<number> {
  let outside = 0;
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      const target = record.target instanceof Element ? record.target : record.target.parentElement;
      if (!target?.closest('.notification-bell')) outside += 1;
    }
  });
  observer.observe(document.body, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });
  await act(async () => {
    run();
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
  observer.disconnect();
  return outside;
}

it('renders only the bell when a notification arrives, and nothing when a poll brings nothing new', async () => {
  const { store } = await renderApp('/dashboard/account', { as: 'market' });
  await screen.findByRole('heading', { level: 1, name: 'Account Settings' });
  const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
  // Let the page's own loads finish first.
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 300));
  });

  const arriving = await changesOutsideBell(() =>
    store.dispatch(received({ refunds: [refund(90)] })),
  );
  expect(bell).toHaveAccessibleName('Notifications, 2 unread');
  expect(arriving).toBe(0);

  // The saga puts nothing when a poll brings the same list; even when the same list is put, the
  // bell's one number is unchanged and nothing outside it changes.
  const quiet = await changesOutsideBell(() => store.dispatch(received({ refunds: [refund(90)] })));
  expect(quiet).toBe(0);

  // The count sees a change outside the bell when there is one (the top bar's name).
  const profile = store.getState().auth.profile!;
  const control = await changesOutsideBell(() =>
    store.dispatch(profileUpdated({ ...profile, fname: 'Mayra' })),
  );
  expect(control).toBeGreaterThan(0);
});
