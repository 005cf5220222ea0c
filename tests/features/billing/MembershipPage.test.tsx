import { screen, waitFor, within } from '@testing-library/react';
import { db } from '../../../src/mocks/db';
import { deleteCardEndpoint, setDefaultCardEndpoint } from '../../../src/features/billing/api';
import { atDesktopWidth, preloadAppModules } from '../../utils/appSetup';
import { renderApp } from '../../utils/renderApp';
import { recordRequests, sentTo } from '../../utils/requests';
import { serverIdle } from '../../utils/serverActivity';
import { en, findPageHeading } from '../contacts/contactsTestKit';

preloadAppModules(() => import('../../../src/features/billing/pages/MembershipPage'));
atDesktopWidth();

const cardList = () => screen.getByRole('list', { name: 'Cards on file' });
const cardItem = (last4: string) =>
  within(cardList())
    .getAllByRole('listitem')
    .find((item) => item.textContent?.includes(`Ending in ${last4}`))!;

async function openPage() {
  const view = await renderApp('/dashboard/membership', { as: 'market' });
  await findPageHeading(en['screen.membership']);
  await screen.findByRole('list', { name: 'Cards on file' });
  return view;
}

describe('/dashboard/membership', () => {
  it('lists the cards on file with brand, ending digits, DEFAULT, name, expiry and address', async () => {
    await openPage();
    const visa = cardItem('4242');
    expect(visa).toHaveTextContent('Visa · Ending in 4242');
    expect(visa).toHaveTextContent('DEFAULT');
    expect(visa).toHaveTextContent('Name on card: Maya Market');
    expect(visa).toHaveTextContent('Expires 08/2029');
    expect(within(visa).getByText('Billing address')).toBeInTheDocument();
    expect(visa).toHaveTextContent('120 Harbor Street');
    const expired = cardItem('4444');
    expect(expired).toHaveTextContent('Mastercard · Ending in 4444');
    expect(expired).toHaveTextContent('Expired');
    expect(expired).not.toHaveTextContent('DEFAULT');
  });

  it('refuses to delete the default card before anything is sent', async () => {
    const { user } = await openPage();
    const seen = recordRequests();
    await user.click(within(cardItem('4242')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Default card cannot be deleted')).toBeInTheDocument();
    await serverIdle();
    expect(sentTo(seen, deleteCardEndpoint)).toHaveLength(0);
    expect(db().cards.get(1)).toBeDefined();
  });

  it('makes another card the default and deletes a card after Sure to delete?', async () => {
    const { user } = await openPage();
    const seen = recordRequests();
    await user.click(within(cardItem('0002')).getByRole('button', { name: 'Make default' }));
    await waitFor(() => expect(cardItem('0002')).toHaveTextContent('DEFAULT'));
    expect(cardItem('4242')).not.toHaveTextContent('DEFAULT');
    expect(sentTo(seen, setDefaultCardEndpoint)).toHaveLength(1);

    await user.click(within(cardItem('4444')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Sure to delete?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'DELETE' }));
    await waitFor(() => expect(cardList()).not.toHaveTextContent('Ending in 4444'));
    expect(db().cards.get(2)).toBeUndefined();
  });

  it('adds a card with the demo form after checking its number, expiry and security code', async () => {
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Add New Card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Card' });
    const field = (label: string) => within(dialog).getByLabelText(label);
    await user.type(field('Card number'), '4242 4242 4242 4241');
    await user.type(field('Expiry (MM/YY)'), '01/20');
    await user.type(field('Security code (CVC)'), '12');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The card number is not valid.')).toBeInTheDocument();
    expect(within(dialog).getByText('This card has expired.')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter the 3-digit security code.')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter the name on the card.')).toBeInTheDocument();

    await user.clear(field('Card number'));
    await user.type(field('Card number'), '5555 5555 5555 4444');
    await user.clear(field('Expiry (MM/YY)'));
    await user.type(field('Expiry (MM/YY)'), '12/30');
    await user.clear(field('Security code (CVC)'));
    await user.type(field('Security code (CVC)'), '123');
    await user.type(field('Name on card'), 'Maya M. Market');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(cardList()).toHaveTextContent('Name on card: Maya M. Market'));
    const added = db().cards.find((card) => card.billing_details.name === 'Maya M. Market');
    expect(added).toMatchObject({
      brand: 'mastercard',
      last4: '4444',
      exp_month: 12,
      exp_year: 2030,
    });
  });

  it('takes the number and expiry as people type them: grouped, its brand shown, the slash optional', async () => {
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Add New Card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Card' });
    const field = (label: string) => within(dialog).getByLabelText(label);
    await user.type(field('Card number'), '4242424242424242');
    expect(field('Card number')).toHaveValue('4242 4242 4242 4242');
    expect(within(dialog).getByTestId('card-brand')).toHaveTextContent('Visa');
    await user.type(field('Expiry (MM/YY)'), '1231');
    expect(field('Expiry (MM/YY)')).toHaveValue('12/31');
    await user.type(field('Security code (CVC)'), '123');
    await user.type(field('Name on card'), 'Maya Market');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      db().cards.filter((card) => card.last4 === '4242' && card.exp_year === 2031),
    ).toHaveLength(1);
  });

  it('says a card already on file is already there, and stores it once', async () => {
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Add New Card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Card' });
    const field = (label: string) => within(dialog).getByLabelText(label);
    // The seeded default card: Visa ending 4242, 08/2029.
    await user.type(field('Card number'), '4242 4242 4242 4242');
    await user.type(field('Expiry (MM/YY)'), '08/29');
    await user.type(field('Security code (CVC)'), '123');
    await user.type(field('Name on card'), 'Maya Market');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This card is already on file.')).toBeInTheDocument();
    expect(db().cards.filter((card) => card.last4 === '4242' && card.user_id === 2)).toHaveLength(
      1,
    );
  });

  it('lists the default card first', async () => {
    db().cards.update(1, { defaultcard_status: 0 });
    db().cards.update(3, { defaultcard_status: 1 });
    await openPage();
    const list = await screen.findByRole('list', { name: 'Cards on file' });
    await waitFor(() =>
      expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Ending in 0002'),
    );
  });
});

describe('/dashboard/membership under a coach', () => {
  it("shows the coach's cards read-only and says who manages payment", async () => {
    await renderApp('/dashboard/membership', { as: 'coached' });
    await findPageHeading(en['screen.membership']);
    const list = await screen.findByRole('list', { name: 'Cards on file' });
    expect(list).toHaveTextContent('American Express · Ending in 8431');
    expect(
      screen.getByText(
        'Your payment is managed by your coach. These are their cards; ask them to add or change a card.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add New Card' })).not.toBeInTheDocument();
    expect(within(list).queryByRole('button')).not.toBeInTheDocument();
  });
});
