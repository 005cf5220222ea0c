import { screen, waitFor, within } from '@testing-library/react';
import {
  cancelUserCampaignEndpoint,
  userCampaignsEndpoint,
} from '../../../src/features/campaigns/ordering/api';
import { db } from '../../../src/mocks/db';
import { failCall } from '../../utils/overrides';
import { atDesktopWidth, preloadAppModules } from '../../utils/appSetup';
import { renderApp } from '../../utils/renderApp';
import { bodiesTo, recordRequests } from '../../utils/requests';
import { en, findPageHeading } from '../contacts/contactsTestKit';

preloadAppModules(
  () => import('../../../src/features/campaigns/pages/UserCampaignsPage'),
  () => import('../../../src/features/billing/plans/UpgradeNeededModal'),
);
atDesktopWidth();

const MAYA = 2;

describe('/dashboard/User-Campaigns', () => {
  it('says a failed load once, for both lists, and Retry reads both', async () => {
    // Both reads fail (active and cancelled), once each.
    failCall(userCampaignsEndpoint, 'http500', { once: true });
    failCall(userCampaignsEndpoint, 'http500', { once: true });
    const { user } = await renderApp('/dashboard/User-Campaigns', { as: 'market' });
    await findPageHeading(en['screen.userCampaigns']);
    expect(await screen.findAllByText('Your campaigns could not be loaded.')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(screen.queryByText('Your campaigns could not be loaded.')).not.toBeInTheDocument(),
    );
  });

  it('lists active and cancelled campaigns apart, with lists, cost and progress', async () => {
    const seen = recordRequests();
    await renderApp('/dashboard/User-Campaigns', { as: 'market' });
    await findPageHeading(en['screen.userCampaigns']);
    const active = screen.getByRole('region', { name: 'Active' });
    const cancelled = screen.getByRole('region', { name: 'Cancelled' });
    const running = db().userCampaigns.filter(
      (order) => order.user_id === MAYA && order.status !== 'cancelled',
    );
    await waitFor(() =>
      expect(within(active).getAllByRole('article')).toHaveLength(running.length),
    );
    const first = within(active).getByRole('article', { name: running[0]!.campaign_name });
    expect(
      within(first).getByRole('list', { name: `Progress of ${running[0]!.campaign_name}` }),
    ).toBeInTheDocument();
    expect(first).toHaveTextContent(/Cost \$/);
    // Steps are numbered from 1, as the server numbers them.
    expect(first).toHaveTextContent(/Step 1 · /);
    expect(within(cancelled).getAllByRole('article').length).toBeGreaterThan(0);
    expect(bodiesTo(seen, userCampaignsEndpoint)).toEqual(
      expect.arrayContaining([
        { limit: 50, offset: 0, status: 'active' },
        { limit: 50, offset: 0, status: 'cancelled' },
      ]),
    );
  });

  it('cancels within the window: every step not yet sent stops, and its cost comes back', async () => {
    const order = db().userCampaigns.filter(
      (row) => row.user_id === MAYA && row.status === 'active',
    )[0]!;
    db().userCampaigns.update(order.id, {
      launched_at: new Date(Date.now() - 60_000).toISOString(),
      cancellable_until: new Date(Date.now() + 3_600_000).toISOString(),
    });
    const before = db().users.get(MAYA)!.total_creditpoints;
    const seen = recordRequests();
    const { user } = await renderApp('/dashboard/User-Campaigns', { as: 'market' });
    const item = await screen.findByRole('article', { name: order.campaign_name });
    await user.click(
      within(item).getByRole('button', { name: `Cancel campaign ${order.campaign_name}` }),
    );
    expect(
      await screen.findByText(/Until .+ its postcards are held back from the printer/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel campaign' }));
    expect(
      await screen.findByText(
        new RegExp(
          `“${order.campaign_name}” is cancelled: \\$[\\d,.]+ goes back to your balance\\.`,
        ),
      ),
    ).toBeInTheDocument();
    expect(bodiesTo(seen, cancelUserCampaignEndpoint)).toEqual([{ camp_id: order.id }]);
    // Its postcard went at launch but is held within the window; its email is days away.
    expect(db().users.get(MAYA)!.total_creditpoints).toBeCloseTo(
      before + order.charged_cents / 100,
      2,
    );
    const cancelled = screen.getByRole('region', { name: 'Cancelled' });
    await waitFor(() =>
      expect(
        within(cancelled).getByRole('article', { name: order.campaign_name }),
      ).toBeInTheDocument(),
    );
  });

  it('shows the upgrade-needed dialog to a tier 0 user of the print brand', async () => {
    await renderApp('/dashboard/User-Campaigns', { as: 'tierzero' });
    expect(
      await screen.findByRole('dialog', { name: 'This needs a paid plan' }),
    ).toBeInTheDocument();
  });
});
