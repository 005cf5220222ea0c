import { screen, waitFor, within } from '@testing-library/react';
import {
  earningsSubscribersEndpoint,
  earningsTotalsEndpoint,
} from '../../../src/features/affiliate/api';
import { preloadAppModules } from '../../utils/appSetup';
import { failCall } from '../../utils/overrides';
import { renderApp } from '../../utils/renderApp';
import { bodiesTo, recordRequests } from '../../utils/requests';

/**
 * /dashboard/affiliate through the route, as Stella (PRO, the seed gives her 13 referred accounts,
 * 11 of whom have paid, and two payouts): her link and code with Copy, the 50% commission, her
 * totals with two decimals and her subscribers 10 a page from offset 0.
 */

preloadAppModules(() => import('../../../src/features/affiliate/pages/AffiliatePage'));

async function open() {
  const view = await renderApp('/dashboard/affiliate', { as: 'studio' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Affiliate Program' })).toBeVisible();
  await screen.findByText('Hannah Lewis');
  return view;
}

const table = () => within(screen.getByRole('table', { name: 'Subscribers' }));

describe('/dashboard/affiliate', () => {
  it('explains the 50% commission', async () => {
    await open();
    expect(
      screen.getByText(
        'You earn 50% of every plan payment they make, for as long as they stay subscribed.',
      ),
    ).toBeVisible();
  });

  it('shows the referral link and code and copies each', async () => {
    const { user } = await open();
    const link = `${window.location.origin}/affiliate/brightlanestudio.com`;
    expect(screen.getByTestId('referral-link')).toHaveTextContent(link);
    expect(screen.getByTestId('referral-code')).toHaveTextContent('BRIGHTLANE04');

    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Referral link copied to the clipboard.')).toBeVisible();
    expect(await navigator.clipboard.readText()).toBe(link);

    await user.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(await screen.findByText('Referral code copied to the clipboard.')).toBeVisible();
    expect(await navigator.clipboard.readText()).toBe('BRIGHTLANE04');
  });

  it('shows earned, owed and paid with two decimals', async () => {
    await open();
    expect(screen.getByTestId('total-earned')).toHaveTextContent('$1,278.90');
    expect(screen.getByTestId('total-owed')).toHaveTextContent('$428.90');
    expect(screen.getByTestId('total-paid')).toHaveTextContent('$850.00');
    expect(screen.getByText(/Last payout on 10-05-2026\./)).toBeVisible();
  });

  it('asks for the subscribers 10 at offset 0, then pages', async () => {
    const seen = recordRequests();
    const { user } = await open();
    expect(bodiesTo(seen, earningsSubscribersEndpoint)).toEqual([{ limit: 10, offset: 0 }]);
    expect(screen.getByText('11 subscribers')).toBeVisible();
    expect(table().getAllByRole('row')).toHaveLength(11);
    const first = table().getAllByRole('row')[1]!;
    expect(within(first).getByText('Hannah Lewis')).toBeVisible();
    expect(within(first).getByText('$470.40')).toBeVisible();
    expect(within(first).getByText('$235.20')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Aisha Khan')).toBeVisible();
    expect(screen.queryByText('Hannah Lewis')).toBeNull();
    expect(bodiesTo(seen, earningsSubscribersEndpoint).at(-1)).toEqual({ limit: 10, offset: 10 });
  });

  it('links to the referred accounts', async () => {
    const { user, router } = await open();
    await user.click(
      screen.getByRole('link', { name: 'See everyone who signed up through your link' }),
    );
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/dashboard/affiliate-resellers'),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Affiliate Resellers' }),
    ).toBeVisible();
  });

  it('says when the earnings cannot be loaded, and Retry loads them', async () => {
    failCall(earningsTotalsEndpoint, 'http500', { once: true });
    const { user } = await renderApp('/dashboard/affiliate', { as: 'studio' });
    expect(
      await screen.findByText('Your earnings could not be loaded. Please try again.'),
    ).toBeVisible();
    // The rest of the page is there all the same.
    expect(await screen.findByText('Hannah Lewis')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('total-earned')).toHaveTextContent('$1,278.90');
    expect(screen.queryByText('Your earnings could not be loaded. Please try again.')).toBeNull();
  });
});
