import { screen, waitFor, within } from '@testing-library/react';
import {
  acceptSharedCampaignEndpoint,
  markFailedListReadEndpoint,
  refundNotificationsEndpoint,
} from '../../../src/features/notifications/api';
import { db } from '../../../src/mocks/db';
import { atDesktopWidth, preloadAppModules } from '../../utils/appSetup';
import { type User, renderApp } from '../../utils/renderApp';
import { bodiesTo, recordRequests, sentTo } from '../../utils/requests';

/**
 * The bell (issue 29): the unread count as its badge, the latest notifications under it, each
 * marked read once opened; failed addresses (read state on the server), refunds (read state on
 * this device) and shared campaigns (accept or reject from the bell).
 */

preloadAppModules(
  () => import('../../../src/features/notifications/shell/NotificationBell'),
  () => import('../../../src/features/notifications/components/NotificationPanel'),
  () => import('../../../src/features/notifications/pages/NotificationsPage'),
  () => import('../../../src/features/contacts/components/FailedAddressModal'),
  () => import('../../../src/features/integrations/components/NotificationSettingsSection'),
);
atDesktopWidth();

const bell = (unread: number) =>
  screen.findByRole('button', { name: `Notifications, ${unread} unread` });

async function openBell(user: User, unread: number) {
  await user.click(await bell(unread));
  return screen.findByRole('dialog', { name: 'Notifications' });
}

/** A launch's refund for undeliverable addresses, as the ordering server records it. */
function refundFor(userCampaignId: number, at: string, cents: number, quantity: number) {
  return db().orders.insert({
    user_id: 2,
    kind: 'refund',
    template_id: null,
    contact_id: null,
    contact_list_id: null,
    created_at: at,
    user_campaign_id: userCampaignId,
    amount_cents: cents,
    quantity,
    description: 'Refund for undeliverable addresses',
    refund_reason: 'undeliverable',
  });
}

describe('the bell', () => {
  it('counts the unread failed-address list and opens its detail, marking it read on the server', async () => {
    const seen = recordRequests();
    const { user } = await renderApp('/dashboard', { as: 'market' });
    const panel = await openBell(user, 1);
    const row = await within(panel).findByText(
      /^Open house sign-ins: \d+ of 40 addresses failed verification$/,
    );
    expect(within(panel).getByText('Unread')).toBeInTheDocument();
    await user.click(row);
    expect(await screen.findByRole('dialog', { name: 'Failed addresses' })).toBeVisible();
    await waitFor(() =>
      expect(bodiesTo(seen, markFailedListReadEndpoint)).toEqual([
        { contactlist_id: db().failedAddresses.get(1)!.contact_list_id },
      ]),
    );
    expect(await bell(0)).toBeVisible();
    expect(db().failedAddresses.get(1)?.notifyread_status).toBe(1);
  });

  it('shows a launch’s refund with $ and two decimals, and marks it read on this device once opened', async () => {
    const [order] = db().userCampaigns.filter((row) => row.user_id === 2);
    refundFor(order!.id, '2026-11-26T09:30:00.000Z', 1234, 3);
    const { user, router } = await renderApp('/dashboard', { as: 'market' });
    const panel = await openBell(user, 2);
    const refund = await within(panel).findByText(
      /^Refunded \$12\.34 for order .+: 3 of \d+ addresses could not be delivered$/,
    );
    await user.click(refund);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/notifications'));
    expect(router.state.location.search).toMatch(/^\?item=refund-\d+$/);
    expect(await bell(1)).toBeVisible();
    expect(JSON.parse(window.localStorage.getItem('mailcraft.readRefunds.2') ?? '[]')).toEqual([
      expect.stringMatching(/^refund-\d+$/),
    ]);
  });

  it('announces a day of refunds for several orders once, as a batch', async () => {
    const orders = db().userCampaigns.filter((row) => row.user_id === 2);
    refundFor(orders[0]!.id, '2026-11-25T09:00:00.000Z', 500, 2);
    refundFor(orders[1]!.id, '2026-11-25T15:00:00.000Z', 750, 3);
    const { user } = await renderApp('/dashboard', { as: 'market' });
    const panel = await openBell(user, 2);
    expect(
      await within(panel).findByText(
        /^Refunded \$12\.50 for 2 orders: 5 of \d+ addresses could not be delivered$/,
      ),
    ).toBeVisible();
  });

  it('marks everything read at once', async () => {
    const [order] = db().userCampaigns.filter((row) => row.user_id === 2);
    refundFor(order!.id, '2026-11-26T09:30:00.000Z', 1234, 3);
    const { user } = await renderApp('/dashboard', { as: 'market' });
    const panel = await openBell(user, 2);
    await user.click(within(panel).getByRole('button', { name: 'Mark all as read' }));
    expect(await bell(0)).toBeVisible();
    expect(db().failedAddresses.get(1)?.notifyread_status).toBe(1);
  });

  it('lets a PRO admin accept a shared campaign from the bell, with the spec’s words', async () => {
    const seen = recordRequests();
    const { user } = await renderApp('/dashboard', { as: 'studio' });
    const panel = await openBell(user, 1);
    const accept = await within(panel).findByRole('button', { name: /^Accept “.+”$/ });
    await user.click(accept);
    expect(
      await screen.findByText('Successfully accepted. Please check your campaign list!'),
    ).toBeVisible();
    expect(bodiesTo(seen, acceptSharedCampaignEndpoint)).toEqual([{ campaign_id: 1 }]);
    expect(await bell(0)).toBeVisible();
    // The campaign shared earlier was accepted before: now both are.
    expect(within(panel).getAllByText('Accepted')).toHaveLength(2);
  });

  it('leaves out the kinds switched off in-app, and follows a change saved on the page', async () => {
    db().notificationSettings.insert({
      user_id: 2,
      failedAddresses: { inApp: false, email: true },
      refunds: { inApp: true, email: true },
      sharedCampaigns: { inApp: true, email: true },
      updated_at: '2026-11-20T10:00:00.000Z',
    });
    const { user } = await renderApp('/dashboard/notifications', { as: 'market' });
    expect(await bell(0)).toBeVisible();
    const main = screen.getByRole('main');
    expect(await within(main).findByText('No notifications yet.')).toBeVisible();
    const inApp = await within(main).findByRole('switch', {
      name: 'Failed addresses in the app',
    });
    await user.click(inApp);
    await user.click(within(main).getByRole('button', { name: 'Save notification settings' }));
    expect(await bell(1)).toBeVisible();
  });

  it('asks nothing for the super admin', async () => {
    const seen = recordRequests();
    await renderApp('/dashboard', { as: 'admin' });
    expect(await bell(0)).toBeVisible();
    await waitFor(() => expect(seen.length).toBeGreaterThan(0));
    expect(sentTo(seen, refundNotificationsEndpoint)).toHaveLength(0);
    expect(sentTo(seen, markFailedListReadEndpoint)).toHaveLength(0);
  });
});
