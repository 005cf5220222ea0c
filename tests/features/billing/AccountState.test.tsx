import { screen, waitFor, within } from '@testing-library/react';
import { reactivationSubscriptionEndpoint } from '../../../src/features/billing/subscriptions/api';
import { APP_STORAGE_KEYS } from '../../../src/lib/storageKeys';
import { db } from '../../../src/mocks/db';
import { atDesktopWidth, preloadAppModules } from '../../utils/appSetup';
import { failCall } from '../../utils/overrides';
import { renderApp } from '../../utils/renderApp';
import { en, findPageHeading } from '../contacts/contactsTestKit';

preloadAppModules(
  () => import('../../../src/features/billing/pages/CancelledAccountPage'),
  () => import('../../../src/features/billing/pages/CardSettingsPage'),
  () => import('../../../src/features/billing/pages/PaymentPage'),
  () => import('../../../src/features/billing/pages/PaymentSuccessPage'),
);
atDesktopWidth();

describe('/cancelled-account', () => {
  it('keeps a cancelled account out of the dashboard', async () => {
    const { router } = await renderApp('/dashboard/mailing', { as: 'cancelled' });
    await findPageHeading(en['screen.cancelledAccount']);
    expect(router.state.location.pathname).toBe('/cancelled-account');
  });

  it('reactivates with the chosen card and goes back to the dashboard', async () => {
    const { user, router } = await renderApp('/cancelled-account', { as: 'cancelled' });
    await findPageHeading(en['screen.cancelledAccount']);
    expect(await screen.findByText(/Hi Carla, this account is cancelled\./)).toBeInTheDocument();
    expect(await screen.findByText('Plan to reactivate: Essentials, monthly')).toBeInTheDocument();
    const card = await screen.findByRole('radio', { name: 'Pay with the card ending in 1881' });
    expect(card).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Reactivate account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(
      await screen.findByText('Welcome back! Your account is active again.'),
    ).toBeInTheDocument();
    expect(db().users.get(6)!.java_stripesubscription_status).toBe('active');
  });

  it('shows the server’s words when the reactivation is refused, and stays', async () => {
    failCall(reactivationSubscriptionEndpoint, { message: 'Your card was declined.', status: 402 });
    const { user, router } = await renderApp('/cancelled-account', { as: 'cancelled' });
    await screen.findByRole('radio', { name: 'Pay with the card ending in 1881' });
    await user.click(screen.getByRole('button', { name: 'Reactivate account' }));
    expect(await screen.findByText('Your card was declined.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/cancelled-account');
    expect(db().users.get(6)!.java_stripesubscription_status).toBe('cancelled');
  });

  it('tells an active account it is active', async () => {
    await renderApp('/cancelled-account', { as: 'market' });
    await findPageHeading(en['screen.cancelledAccount']);
    expect(await screen.findByText('This account is active.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reactivate account' })).not.toBeInTheDocument();
  });
});

describe('/card-settings', () => {
  it('lists the cancelled account’s cards with their actions and leads back to reactivation', async () => {
    await renderApp('/card-settings', { as: 'cancelled' });
    await findPageHeading(en['screen.cardSettings']);
    const list = await screen.findByRole('list', { name: 'Cards on file' });
    const [item] = within(list).getAllByRole('listitem');
    expect(item).toHaveTextContent('Ending in 1881');
    expect(item).toHaveTextContent('DEFAULT');
    expect(within(item!).getByRole('button', { name: 'Update' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add New Card' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to reactivation' })).toHaveAttribute(
      'href',
      '/cancelled-account',
    );
  });
});

describe('/payment, /payments and /Success', () => {
  it.each(['/payment', '/payments'])('%s frames the payment page at 1200×1200', async (path) => {
    await renderApp(path);
    const frame = await screen.findByTitle('Pro plan payment');
    expect(frame).toHaveAttribute('src', `${window.location.origin}/payment/index.html`);
    expect(frame).toHaveAttribute('width', '1200');
    expect(frame).toHaveAttribute('height', '1200');
  });

  it('/Success shows what was bought from the plan and order data held locally', async () => {
    window.sessionStorage.setItem(
      APP_STORAGE_KEYS.planOrder,
      JSON.stringify({
        userType: 'pro',
        planId: 'SUB-PRO-ANNUAL',
        planPrice: 950.4,
        planName: 'Pro',
        domain: 'acme.example',
        industryId: 3,
        industryName: 'Real Estate',
        businessName: 'Acme Homes',
      }),
    );
    await renderApp('/Success');
    await findPageHeading(en['screen.success']);
    expect(screen.getByText('SUB-PRO-ANNUAL')).toBeInTheDocument();
    expect(screen.getByText('$950.40')).toBeInTheDocument();
    expect(screen.getByText('Acme Homes')).toBeInTheDocument();
    expect(screen.getByText('Real Estate')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    window.sessionStorage.removeItem(APP_STORAGE_KEYS.planOrder);
  });

  it('/Success without (or with malformed) order data still thanks and leads on', async () => {
    window.sessionStorage.setItem(APP_STORAGE_KEYS.planOrder, '{"planPrice":"lots"');
    await renderApp('/Success');
    await findPageHeading(en['screen.success']);
    expect(screen.getByText('Thank you! Your payment went through.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toBeInTheDocument();
    window.sessionStorage.removeItem(APP_STORAGE_KEYS.planOrder);
  });
});
