import { screen, waitFor, within } from '@testing-library/react';
import {
  acceptSharedCampaignEndpoint,
  deleteCampaignEndpoint,
  duplicateCampaignEndpoint,
  favouriteCampaignEndpoint,
  listCampaignsEndpoint,
  rejectSharedCampaignEndpoint,
  shareCampaignEndpoint,
  shareRecipientsEndpoint,
  updateCampaignStatusEndpoint,
} from '../../../src/features/campaigns/api';
import { db } from '../../../src/mocks/db';
import { callMock } from '../../utils/mockServer';
import { atDesktopWidth, preloadAppModules } from '../../utils/appSetup';
import { failCall } from '../../utils/overrides';
import { renderApp } from '../../utils/renderApp';
import { bodiesTo, recordRequests } from '../../utils/requests';
import { en, findDialog, findPageHeading } from '../contacts/contactsTestKit';

preloadAppModules(
  () => import('../../../src/features/campaigns/pages/CampaignLibraryPage'),
  () => import('../../../src/features/campaigns/components/CampaignDialogs'),
);
atDesktopWidth();

async function openLibrary(as: 'studio' | 'admin' = 'studio') {
  const view = await renderApp('/dashboard/campaigns', { as });
  await findPageHeading(en['screen.campaigns']);
  await screen.findAllByRole('article');
  return view;
}

const campaign = (name: string) => screen.getByRole('article', { name });
const names = () => screen.getAllByRole('article').map((item) => item.getAttribute('aria-label'));

describe('/dashboard/campaigns', () => {
  it("lists the PRO user's campaigns and the admin's, with steps, status and the total", async () => {
    await openLibrary();
    expect(names()).toHaveLength(8);
    expect(screen.getByText('8 campaigns')).toBeInTheDocument();
    const drip = campaign('Spring listing drip');
    const steps = within(drip).getByRole('list', { name: 'Steps of Spring listing drip' });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(3);
    expect(within(drip).getByText('Active')).toBeInTheDocument();
    expect(
      within(drip).getByRole('button', { name: 'Remove Spring listing drip from favourites' }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(within(campaign('Storm season postcards')).getByText('Inactive')).toBeInTheDocument();
    // The admin's campaign is read-only here: no edit, share, status or delete.
    const admins = campaign('Just listed blitz');
    expect(within(admins).getByText(/by Ada/)).toBeInTheDocument();
    expect(within(admins).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(admins).queryByRole('switch')).not.toBeInTheDocument();
    expect(within(admins).getByRole('button', { name: 'Duplicate' })).toBeInTheDocument();
  });

  it('sends each filter only once it is set', async () => {
    const seen = recordRequests();
    const { user } = await openLibrary();
    expect(bodiesTo(seen, listCampaignsEndpoint)).toEqual([{ limit: 10, offset: 0 }]);

    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Number of touches' }),
      '3 touches',
    );
    await waitFor(() =>
      expect(bodiesTo(seen, listCampaignsEndpoint).at(-1)).toEqual({
        limit: 10,
        offset: 0,
        no_of_touches: 3,
      }),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Campaign type' }), 'Online');
    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'drip');
    await waitFor(() =>
      expect(bodiesTo(seen, listCampaignsEndpoint).at(-1)).toEqual({
        limit: 10,
        offset: 0,
        no_of_touches: 3,
        campaign_type: 'Online',
        title: 'drip',
      }),
    );
    await waitFor(() => expect(names()).toEqual(['Spring listing drip']));
  });

  it('says the list failed and loads it on Retry', async () => {
    failCall(listCampaignsEndpoint, 'http500', { once: true });
    const { user } = await renderApp('/dashboard/campaigns', { as: 'studio' });
    expect(await screen.findByText('The campaigns could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findAllByRole('article');
    expect(names()).toHaveLength(8);
  });

  it('marks a favourite and changes the status in place', async () => {
    const seen = recordRequests();
    const { user } = await openLibrary();
    await user.click(
      within(campaign('Open house invitations')).getByRole('button', {
        name: /favourites|favourite/,
      }),
    );
    await waitFor(() => expect(bodiesTo(seen, favouriteCampaignEndpoint)).toHaveLength(1));
    expect(bodiesTo(seen, favouriteCampaignEndpoint)[0]).toEqual({
      campaign_id: 7,
      favourite_status: 0,
    });
    await waitFor(() =>
      expect(
        within(campaign('Open house invitations')).getByRole('button', {
          name: 'Mark Open house invitations as favourite',
        }),
      ).toHaveAttribute('aria-pressed', 'false'),
    );

    await user.click(
      within(campaign('Spring listing drip')).getByRole('switch', {
        name: 'Spring listing drip is active',
      }),
    );
    expect(await screen.findByText('“Spring listing drip” is inactive.')).toBeInTheDocument();
    expect(bodiesTo(seen, updateCampaignStatusEndpoint)).toEqual([{ campaign_id: 5, status: 0 }]);
    expect(within(campaign('Spring listing drip')).getByText('Inactive')).toBeInTheDocument();
    // In place: the list was not asked for again.
    expect(bodiesTo(seen, listCampaignsEndpoint)).toHaveLength(1);
  });

  it('deletes after Sure to delete? / DELETE, and keeps it on No', async () => {
    const seen = recordRequests();
    const { user } = await openLibrary();
    const deleteButton = () =>
      within(campaign('Open house invitations')).getByRole('button', {
        name: 'Delete Open house invitations',
      });
    await user.click(deleteButton());
    expect(await screen.findByText('Sure to delete?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'No' }));
    await user.click(deleteButton());
    await user.click(await screen.findByRole('button', { name: 'DELETE' }));
    expect(await screen.findByText('Campaign is deleted successfully!')).toBeInTheDocument();
    expect(bodiesTo(seen, deleteCampaignEndpoint)).toEqual([{ campaign_id: 7 }]);
    await waitFor(() => expect(names()).not.toContain('Open house invitations'));
    expect(db().campaigns.get(7)).toBeUndefined();
  });

  it('duplicates under a new name, and shows the server refusing a taken one', async () => {
    const seen = recordRequests();
    const { user } = await openLibrary();
    await user.click(
      within(campaign('Spring listing drip')).getByRole('button', { name: 'Duplicate' }),
    );
    const dialog = await findDialog('Duplicate “Spring listing drip”');
    const name = within(dialog).getByLabelText('Name of the copy');
    expect(name).toHaveValue('Spring listing drip (copy)');
    await user.clear(name);
    await user.type(name, 'open house invitations');
    await user.click(within(dialog).getByRole('button', { name: 'Duplicate' }));
    expect(
      await within(dialog).findByText('A campaign with this name already exists.'),
    ).toBeInTheDocument();

    await user.clear(name);
    await user.type(name, 'Autumn drip');
    await user.click(within(dialog).getByRole('button', { name: 'Duplicate' }));
    expect(await screen.findByText('Campaign copied as “Autumn drip”.')).toBeInTheDocument();
    expect(bodiesTo(seen, duplicateCampaignEndpoint).at(-1)).toEqual({
      campaign_id: 5,
      campaign_name: 'Autumn drip',
    });
    await waitFor(() => expect(names()).toContain('Autumn drip'));
  });

  it('shares with a PRO admin chosen in a searchable picker of those one may share with', async () => {
    const seen = recordRequests();
    const { user } = await openLibrary('admin');
    await user.click(
      within(campaign('New patient welcome')).getByRole('button', { name: 'Share' }),
    );
    const dialog = await findDialog('Share “New patient welcome” with a PRO admin');
    await user.click(within(dialog).getByRole('button', { name: 'Share' }));
    expect(await within(dialog).findByText('Please choose a PRO admin.')).toBeInTheDocument();
    const picker = within(dialog).getByRole('combobox', { name: 'PRO admin' });
    await user.click(picker);
    // Every other PRO admin, by name: the seed's three.
    expect(await screen.findByTitle('Omar Haddad · omar@mailcraft.demo')).toBeInTheDocument();
    expect(screen.getByTitle('Priya Patel · priya@mailcraft.demo')).toBeInTheDocument();
    expect(screen.getByTitle('Stella Studio · studio@mailcraft.demo')).toBeInTheDocument();
    await user.type(picker, 'stel');
    await waitFor(() =>
      expect(screen.queryByTitle('Priya Patel · priya@mailcraft.demo')).not.toBeInTheDocument(),
    );
    expect(bodiesTo(seen, shareRecipientsEndpoint).at(-1)).toEqual({ search: 'stel' });
    await user.click(screen.getByTitle('Stella Studio · studio@mailcraft.demo'));
    await user.click(within(dialog).getByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Campaign shared successfully!')).toBeInTheDocument();
    expect(bodiesTo(seen, shareCampaignEndpoint).at(-1)).toEqual({
      campaign_id: 4,
      shareto_userid: '4',
    });
    expect(
      db().campaignShares.filter((share) => share.campaign_id === 4 && share.action_status === 0),
    ).toHaveLength(1);
  });

  it('lists no one the caller may not share with: not themselves, not a Marketplace user', async () => {
    const reply = await callMock<{ id: number }[]>(shareRecipientsEndpoint, {}, 'studio');
    expect(reply.body.data.map((row) => row.id)).toEqual([10, 9]);
  });

  it('accepts a shared campaign: the spec’s words, the shared list and the library reload', async () => {
    const seen = recordRequests();
    const { user } = await openLibrary();
    const shared = screen.getByRole('region', { name: 'Shared with me' });
    const pending = await within(shared).findByText('Waiting for your answer');
    expect(pending.closest('li')).toHaveTextContent('Just listed blitz');
    expect(pending.closest('li')).toHaveTextContent('From Ada');
    await user.click(within(shared).getByRole('button', { name: 'Accept Just listed blitz' }));
    expect(
      await screen.findByText('Successfully accepted. Please check your campaign list!'),
    ).toBeInTheDocument();
    expect(bodiesTo(seen, acceptSharedCampaignEndpoint)).toEqual([{ campaign_id: 1 }]);
    await waitFor(() =>
      expect(within(shared).queryByText('Waiting for your answer')).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(screen.getByText('9 campaigns')).toBeInTheDocument());
  });

  it('rejects a shared campaign with the spec’s words', async () => {
    const seen = recordRequests();
    const { user } = await openLibrary();
    const shared = screen.getByRole('region', { name: 'Shared with me' });
    await user.click(
      await within(shared).findByRole('button', { name: 'Reject Just listed blitz' }),
    );
    expect(await screen.findByText('Successfully rejected!')).toBeInTheDocument();
    expect(bodiesTo(seen, rejectSharedCampaignEndpoint)).toEqual([{ campaign_id: 1 }]);
    await waitFor(() => expect(within(shared).getAllByText('Rejected')).toHaveLength(1));
  });
});
