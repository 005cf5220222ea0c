import { screen, waitFor, within } from '@testing-library/react';
import {
  campaignCatalogueEndpoint,
  campaignPriceEndpoint,
  launchCampaignEndpoint,
} from '../../../src/features/campaigns/ordering/api';
import { paymentMethodsEndpoint } from '../../../src/features/billing/api';
import { fundAmountFor } from '../../../src/features/campaigns/ordering/orderRules';
import { db } from '../../../src/mocks/db';
import { atDesktopWidth, preloadAppModules } from '../../utils/appSetup';
import { renderApp, type User } from '../../utils/renderApp';
import { bodiesTo, recordRequests, sentTo } from '../../utils/requests';
import { en, findPageHeading } from '../contacts/contactsTestKit';

preloadAppModules(
  () => import('../../../src/features/campaigns/pages/OrderCampaignPage'),
  () => import('../../../src/features/billing/components/FundAccountModal'),
  () => import('../../../src/features/billing/plans/UpgradeNeededModal'),
);
atDesktopWidth();

const MAYA = 2;

async function openOrder(as: 'market' | 'tierzero' = 'market') {
  const view = await renderApp('/dashboard/User-Create-Campaign', { as });
  await findPageHeading(en['screen.userCreateCampaign']);
  await within(screen.getByRole('main')).findAllByRole('radio');
  return view;
}

/** The first catalogue campaign whose SMS steps all tell people how to opt out. */
function compliantCampaign(): string {
  const active = db()
    .campaigns.all()
    .filter((campaign) => campaign.status === 1);
  const unique = active.filter(
    (campaign) => active.filter((other) => other.name === campaign.name).length === 1,
  );
  const ready = unique.find((campaign) =>
    campaign.steps.every(
      (step) => step.type !== 'sms' || /\bSTOP\b/i.test(db().templates.get(step.template)!.content),
    ),
  );
  return ready!.name;
}

async function chooseCampaignAndLists(user: User, name: string, lists: string[]) {
  await user.click(screen.getByRole('radio', { name: `Order ${name}` }));
  for (const list of lists)
    await user.click(await screen.findByRole('checkbox', { name: new RegExp(`^${list}`) }));
  await screen.findByTestId('order-total');
}

describe('/dashboard/User-Create-Campaign', () => {
  it('offers the ready-made campaigns and sends the catalogue filters only when set', async () => {
    const seen = recordRequests();
    const { user } = await openOrder();
    expect(bodiesTo(seen, campaignCatalogueEndpoint)).toEqual([{}]);
    const names = within(screen.getByRole('main'))
      .getAllByRole('radio')
      .map((radio) => radio.getAttribute('aria-label'));
    const active = db()
      .campaigns.all()
      .filter((campaign) => campaign.status === 1);
    expect(names).toHaveLength(active.length);
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Number of touches' }),
      '1 touch',
    );
    await waitFor(() =>
      expect(bodiesTo(seen, campaignCatalogueEndpoint).at(-1)).toEqual({ no_of_touches: 1 }),
    );
  });

  it('prices the order per step and contact, leaving failed addresses out', async () => {
    const seen = recordRequests();
    const { user } = await openOrder();
    const name = compliantCampaign();
    await chooseCampaignAndLists(user, name, ['Portland homeowners']);
    const [body] = bodiesTo(seen, campaignPriceEndpoint);
    const campaign = db()
      .campaigns.all()
      .find((row) => row.name === name)!;
    expect(body).toEqual({
      selected_campaign_id: campaign.id,
      contact_list_ids: [expect.any(Number)],
    });
    const price = screen.getByRole('region', { name: '4. Price' });
    expect(within(price).getAllByRole('row').length).toBeGreaterThanOrEqual(
      campaign.steps.length + 3,
    );
    expect(within(price).getByText(/will receive it\./)).toBeInTheDocument();
  });

  it('fills the merge tags of every preview from one place, and shows the tags on request', async () => {
    const { user } = await openOrder();
    await chooseCampaignAndLists(user, 'Just listed blitz', ['Portland homeowners']);
    const email = await screen.findByTitle(/^Email /);
    await waitFor(() => expect(email.getAttribute('srcdoc')).toContain('>Jordan<'));
    expect(email.getAttribute('srcdoc')).not.toContain('{{first_name}}');
    const switches = screen.getAllByRole('switch', { name: 'Show the merge tags' });
    await user.click(switches[0]!);
    await waitFor(() => expect(email.getAttribute('srcdoc')).toContain('{{first_name}}'));
    // One choice for every preview: each switch now reads on.
    for (const each of screen.getAllByRole('switch', { name: 'Show the merge tags' }))
      expect(each).toBeChecked();
    await user.click(switches[0]!);
  });

  it('says whose each ready-made campaign is, so two of one name can be told apart', async () => {
    await openOrder();
    const twins = screen.getAllByRole('radio', { name: 'Order Just sold neighbours' });
    expect(twins).toHaveLength(2);
    expect(twins.map((radio) => radio.closest('label')?.textContent)).toEqual([
      expect.stringContaining('by Ada Admin'),
      expect.stringContaining('by Stella Studio'),
    ]);
  });

  it('launches a ready-made campaign as it is: its texts already say how to opt out', async () => {
    const { user } = await openOrder();
    await chooseCampaignAndLists(user, 'Spring listing drip', ['Portland homeowners']);
    await user.type(screen.getByLabelText('Name of your campaign'), 'As it is');
    expect(screen.queryByText(/a text must tell people how to opt out/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Launch campaign' })).toBeEnabled();
  });

  it('names a text the user left without an opt-out, and adds the standard line in one click', async () => {
    const { user } = await openOrder();
    await chooseCampaignAndLists(user, 'Spring listing drip', ['Portland homeowners']);
    const text = screen.getByLabelText('Text of step 1');
    await user.clear(text);
    await user.type(text, 'New listing near you');
    expect(
      await screen.findByText(
        'Step 1: a text must tell people how to opt out, e.g. “Reply STOP to opt out”.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Launch campaign' })).toBeDisabled();
    await user.click(
      screen.getByRole('button', { name: 'Add “Reply STOP to opt out.” to step 1' }),
    );
    expect(text).toHaveValue('New listing near you. Reply STOP to opt out.');
    await waitFor(() =>
      expect(screen.queryByText(/a text must tell people how to opt out/)).not.toBeInTheDocument(),
    );
  });

  it('sends a user without a card to Cards with the spec’s words, before anything is launched', async () => {
    db()
      .cards.filter((card) => card.user_id === MAYA)
      .forEach((card) => db().cards.remove(card.id));
    const seen = recordRequests();
    const { user, router } = await openOrder();
    await chooseCampaignAndLists(user, compliantCampaign(), ['Portland homeowners']);
    await user.click(screen.getByRole('button', { name: 'Launch campaign' }));
    expect(
      await screen.findByText('You must have a valid card on file before placing the order'),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/membership'));
    expect(sentTo(seen, paymentMethodsEndpoint)).not.toHaveLength(0);
    expect(sentTo(seen, launchCampaignEndpoint)).toHaveLength(0);
  });

  it('opens Fund Account with the shortfall’s amount when the balance is too low', async () => {
    db().users.update(MAYA, { total_creditpoints: 0.5 });
    const seen = recordRequests();
    const { user } = await openOrder();
    await chooseCampaignAndLists(user, compliantCampaign(), ['Portland homeowners']);
    await user.click(screen.getByRole('button', { name: 'Launch campaign' }));
    const dialog = await screen.findByRole('dialog', { name: en['screen.fundAccount'] });
    const totalCents = Math.round(
      Number(screen.getByTestId('order-total').textContent.replace(/[$,]/g, '')) * 100,
    );
    const expected = fundAmountFor(totalCents - 50);
    expect(expected).toBeGreaterThan(0);
    expect(within(dialog).getByTitle(`$${expected.toFixed(2)}`)).toBeInTheDocument();
    expect(sentTo(seen, launchCampaignEndpoint)).toHaveLength(0);
  });

  it('launches once, says so in the spec’s words, and the balance drops by the charge', async () => {
    const before = db().users.get(MAYA)!.total_creditpoints;
    const seen = recordRequests();
    const { user, router } = await openOrder();
    await chooseCampaignAndLists(user, compliantCampaign(), [
      'Portland homeowners',
      'Past clients',
    ]);
    const name = screen.getByLabelText('Name of your campaign');
    await user.clear(name);
    await user.type(name, 'Launch test order');
    const launch = screen.getByRole('button', { name: 'Launch campaign' });
    await user.click(launch);
    await user.click(launch);
    expect(
      await screen.findByText('Awesome Job! You did it. Your campaign has been launched!'),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/User-Campaigns'));
    const launches = bodiesTo(seen, launchCampaignEndpoint);
    expect(
      new Set(
        sentTo(seen, launchCampaignEndpoint).map((request) => request.headers['idempotency-key']),
      ).size,
    ).toBe(1);
    expect(launches[0]).toMatchObject({ campaign_name: 'Launch test order', template_content: [] });
    const orders = db().userCampaigns.filter(
      (order) => order.user_id === MAYA && order.campaign_name === 'Launch test order',
    );
    expect(orders).toHaveLength(1);
    // Less what the print check refunded at once (Portland homeowners has two undeliverable
    // addresses, never verified: their card share comes back).
    expect(orders[0]!.refunded_cents).toBeGreaterThan(0);
    expect(db().users.get(MAYA)!.total_creditpoints).toBeCloseTo(
      before - (orders[0]!.charged_cents - orders[0]!.refunded_cents) / 100,
      2,
    );
  });

  it('shows the upgrade-needed dialog to a tier 0 user of the print brand', async () => {
    await openOrder('tierzero');
    expect(
      await screen.findByRole('dialog', { name: 'This needs a paid plan' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Ordering campaigns needs a paid plan.')).toBeInTheDocument();
  });
});
