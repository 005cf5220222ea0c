import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  addContactsEndpoint,
  addContactsPriceEndpoint,
  newCampaignEmailEndpoint,
} from '../../../src/features/campaigns/ordering/api';
import { fundAmountFor } from '../../../src/features/campaigns/ordering/orderRules';
import { intentLedgerEndpoint } from '../../../src/features/moneyCheck/api';
import { db } from '../../../src/mocks/db';
import { atDesktopWidth, preloadAppModules } from '../../utils/appSetup';
import { failCall, loseAnswerOf, overrideCall } from '../../utils/overrides';
import { renderApp, type User } from '../../utils/renderApp';
import { bodiesTo, recordRequests, sentTo } from '../../utils/requests';
import { findPageHeading } from '../contacts/contactsTestKit';

preloadAppModules(
  () => import('../../../src/features/campaigns/pages/UserCampaignsPage'),
  () => import('../../../src/features/campaigns/ordering/components/AddContactsModal'),
  () => import('../../../src/features/billing/components/FundAccountModal'),
);
atDesktopWidth();

const MAYA = 2;
const RUNNING = 'Past clients thank-you cards';
const DIALOG = `Add contact lists to “${RUNNING}”`;
const LOW_BALANCE = 'Your balance is too low for this order. Please fund your account.';

/** The running campaign's dialog, with Portland homeowners chosen and priced. */
async function openAndChoose(user: User) {
  const item = await screen.findByRole('article', { name: RUNNING });
  await user.click(within(item).getByRole('button', { name: `Add contact lists to ${RUNNING}` }));
  const dialog = await screen.findByRole('dialog', { name: DIALOG });
  await user.click(await within(dialog).findByRole('checkbox', { name: /^Portland homeowners/ }));
  const total = await within(dialog).findByTestId('add-contacts-total');
  return { dialog, totalCents: Math.round(Number(total.textContent.replace(/[$,]/g, '')) * 100) };
}

async function fundAccountDialog(): Promise<HTMLElement> {
  const title = await screen.findByText('Fund Account', { selector: '.ant-modal-title' });
  return title.closest<HTMLElement>('.ant-modal')!;
}

const confirmIn = (dialog: HTMLElement) =>
  within(dialog).getByRole('button', { name: 'Add lists and pay' });
const keysOf = (seen: ReturnType<typeof recordRequests>) =>
  sentTo(seen, addContactsEndpoint).map((request) => request.headers['idempotency-key']);

async function openUserCampaigns() {
  const view = await renderApp('/dashboard/User-Campaigns', { as: 'market' });
  await findPageHeading('Active Campaigns');
  return view;
}

describe('adding contact lists to a running campaign', () => {
  it('offers only the lists it does not send to, and prices the steps still to come', async () => {
    const seen = recordRequests();
    const { user } = await openUserCampaigns();
    const { dialog } = await openAndChoose(user);
    expect(within(dialog).queryByRole('checkbox', { name: /^Past clients/ })).toBeNull();
    expect(bodiesTo(seen, addContactsPriceEndpoint)).toEqual([
      { user_campaign_id: 1, contact_list_ids: [1] },
    ]);
    // The card went out at the launch, two days ago: only the email, two weeks on, is priced.
    const price = within(dialog).getByRole('region', { name: 'Price of the steps still to come' });
    expect(within(price).getAllByRole('row', { name: /^Step \d/ })).toHaveLength(1);
    expect(within(price).getByText('Step 2: Email')).toBeInTheDocument();
    expect(
      within(price).getByText('24 more contacts will receive the steps still to come.'),
    ).toBeInTheDocument();
    expect(within(price).getByText('Balance after the order')).toBeInTheDocument();
    // Finished campaigns offer nothing to add to.
    const cancelled = screen.getByRole('region', { name: 'Cancelled' });
    expect(within(cancelled).queryByRole('button', { name: /^Add contact lists/ })).toBeNull();
  });

  it('adds them once for several clicks, under one key, and the balance moves by the charge', async () => {
    const before = db().users.get(MAYA)!.total_creditpoints;
    const chargedBefore = db().userCampaigns.get(1)!.charged_cents;
    const seen = recordRequests();
    const { user } = await openUserCampaigns();
    const { dialog, totalCents } = await openAndChoose(user);
    // The server holds the add until the presses are done.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    overrideCall(addContactsEndpoint, async () => {
      await held;
    });
    const confirm = confirmIn(dialog);
    await user.click(confirm);
    for (let press = 0; press < 3; press++) fireEvent.click(confirm);
    await user.click(confirm);
    release();
    expect(
      await screen.findByText(
        new RegExp(`^The lists were added to “${RUNNING}”: \\$[\\d,.]+ was charged\\.$`),
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: DIALOG })).not.toBeInTheDocument(),
    );
    expect(bodiesTo(seen, addContactsEndpoint)).toEqual([
      { user_campaign_id: 1, contact_list_ids: [1] },
    ]);
    expect(keysOf(seen)).toEqual([expect.stringMatching(/^[0-9a-f]{32}$/)]);
    expect(db().users.get(MAYA)!.total_creditpoints).toBeCloseTo(before - totalCents / 100, 2);
    expect(db().userCampaigns.get(1)!.charged_cents).toBe(chargedBefore + totalCents);
    // The campaign is read again: it lists the new list and its new cost.
    const item = screen.getByRole('article', { name: RUNNING });
    await waitFor(() =>
      expect(item).toHaveTextContent('Lists: Past clients and Portland homeowners'),
    );
    const cost = `$${((chargedBefore + totalCents) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    expect(item).toHaveTextContent(`Cost ${cost}`);
    await waitFor(() =>
      expect(bodiesTo(seen, newCampaignEmailEndpoint)).toEqual([{ user_campaign_id: 1 }]),
    );
  });

  it('a balance below the price: the server’s words, Fund Account with the shortfall, then a new intent', async () => {
    db().users.update(MAYA, { total_creditpoints: 0.1 });
    const seen = recordRequests();
    const { user } = await openUserCampaigns();
    const { dialog, totalCents } = await openAndChoose(user);
    expect(within(dialog).getByText(/^Your balance is \$[\d,.]+ short/)).toBeInTheDocument();
    await user.click(confirmIn(dialog));
    expect(await within(dialog).findByText(LOW_BALANCE)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Fund Account' }));
    // Found by its title: in tests antd gives every dialog the same title id ('test-id'), so
    // with two open, both are named after the first.
    const fund = await fundAccountDialog();
    const amount = fundAmountFor(totalCents - 10);
    expect(within(fund).getByTitle(`$${amount.toFixed(2)}`)).toBeInTheDocument();

    // Funded (the top-up itself is billing's): Confirm again is a new intent, the refusal having
    // been final, and goes through.
    db().users.update(MAYA, { total_creditpoints: 500 });
    await user.click(within(fund).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(fund).not.toBeVisible());
    await user.click(confirmIn(dialog));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: DIALOG })).not.toBeInTheDocument(),
    );
    const keys = keysOf(seen);
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(2);
  });

  it('shows the server’s refusal in the dialog, which stays open', async () => {
    failCall(addContactsEndpoint, { message: 'This campaign is paused for review.', status: 400 });
    const { user } = await openUserCampaigns();
    const { dialog } = await openAndChoose(user);
    await user.click(confirmIn(dialog));
    expect(await within(dialog).findByText('This campaign is paused for review.')).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Fund Account' })).toBeNull();
  });

  it('after a network failure, finds out nothing was added, says so, and retries under the same key', async () => {
    failCall(addContactsEndpoint, 'network', { once: true });
    const seen = recordRequests();
    const { user } = await openUserCampaigns();
    const { dialog } = await openAndChoose(user);
    await user.click(confirmIn(dialog));
    expect(
      await screen.findByText('It did not go through, and nothing was charged. You can try again.'),
    ).toBeInTheDocument();
    expect(
      within(dialog).queryByText('The lists could not be added to the campaign.'),
    ).not.toBeInTheDocument();
    expect(bodiesTo(seen, intentLedgerEndpoint)).toHaveLength(1);
    await user.click(confirmIn(dialog));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: DIALOG })).not.toBeInTheDocument(),
    );
    const keys = keysOf(seen);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('after a lost answer, finds out the lists were added and says so, charging once', async () => {
    loseAnswerOf(addContactsEndpoint);
    const balance = db().users.get(2)!.total_creditpoints;
    const { user } = await openUserCampaigns();
    const { dialog } = await openAndChoose(user);
    await user.click(confirmIn(dialog));
    expect(await screen.findByText(/^The lists were added to /)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: DIALOG })).not.toBeInTheDocument(),
    );
    const charges = db().orders.filter(
      (row) => row.kind === 'campaign' && row.user_campaign_id === 1,
    );
    expect(charges.filter((row) => row.reference)).toHaveLength(1);
    expect(db().users.get(2)!.total_creditpoints).toBeLessThan(balance);
  });
});
