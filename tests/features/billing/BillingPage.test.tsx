import { screen, waitFor, within } from '@testing-library/react';
import {
  allSubscriptionsEndpoint,
  autoRenewEndpoint,
  cancelAccountEndpoint,
} from '../../../src/features/billing/subscriptions/api';
import { db } from '../../../src/mocks/db';
import { atDesktopWidth, preloadAppModules } from '../../utils/appSetup';
import { failCall } from '../../utils/overrides';
import { renderApp } from '../../utils/renderApp';
import { bodiesTo, recordRequests } from '../../utils/requests';
import { bodyRows, en, findPageHeading, tableByCaption } from '../contacts/contactsTestKit';

preloadAppModules(
  () => import('../../../src/features/billing/pages/BillingPage'),
  () => import('../../../src/features/billing/pages/CancelledAccountPage'),
  () => import('../../../src/features/billing/subscriptions/components/SubscriptionDetailDialog'),
  () => import('../../../src/features/billing/subscriptions/components/CancelAccountDialog'),
);
atDesktopWidth();

async function openPage(as: 'market' | 'studio' = 'market') {
  const view = await renderApp('/dashboard/billing', { as });
  await findPageHeading(en['screen.billing']);
  await screen.findByText('Subscriptions', { selector: 'caption' });
  return view;
}

const subscriptionRows = () => bodyRows(tableByCaption('Subscriptions'));

describe('/dashboard/billing', () => {
  it('shows the account status, the subscriptions and the billing address', async () => {
    await openPage();
    const [row] = subscriptionRows();
    expect(subscriptionRows()).toHaveLength(1);
    expect(row).toHaveTextContent('Essentials');
    expect(row).toHaveTextContent('SUB-BASIC-MONTH');
    expect(row).toHaveTextContent('Monthly');
    expect(row).toHaveTextContent('$49.00');
    expect(row).toHaveTextContent('Active');
    expect(row).toHaveTextContent('11-01-2026 to 12-01-2026');
    const status = screen.getByRole('region', { name: 'Account status' });
    expect(status).toHaveTextContent('StatusActive');
    expect(status).toHaveTextContent('PlanEssentials, monthly');
    expect(await screen.findByLabelText('Full name')).toHaveValue('Maya Market');
    expect(screen.getByLabelText('City')).toHaveValue('Portland');
    expect(screen.getByRole('link', { name: 'Manage your cards' })).toHaveAttribute(
      'href',
      '/dashboard/membership',
    );
  });

  it('lists one billing type at a time', async () => {
    const { user } = await openPage();
    const seen = recordRequests();
    await user.click(screen.getByText('Annual'));
    expect(await screen.findByText('No subscriptions of this kind.')).toBeInTheDocument();
    expect(bodiesTo(seen, allSubscriptionsEndpoint)).toEqual([
      expect.objectContaining({ billing_type: 'annual', email: 'market@mailcraft.demo' }),
    ]);
  });

  it('turns auto-renew off with the spec payload', async () => {
    const { user } = await openPage();
    const seen = recordRequests();
    const toggle = screen.getByRole('switch', { name: 'Auto-renew Essentials (Monthly)' });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(await screen.findByText('Auto-renew is off.')).toBeInTheDocument();
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(bodiesTo(seen, autoRenewEndpoint)).toEqual([
      expect.objectContaining({
        email: 'market@mailcraft.demo',
        user_type: 'basic',
        billing_type: 'monthly',
        plan_autorenew: 0,
      }),
    ]);
    expect(db().subscriptions.get(1)!.plan_autorenew).toBe(0);
  });

  it('opens a subscription with its invoices and the card it is paid with', async () => {
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Details of Essentials' }));
    const dialog = await screen.findByRole('dialog', { name: 'Subscription details' });
    await within(dialog).findByText('Invoices', { selector: 'caption' });
    const invoices = bodyRows(
      within(dialog).getByText('Invoices', { selector: 'caption' }).closest('table')!,
    );
    expect(invoices).toHaveLength(3);
    expect(invoices[0]).toHaveTextContent('MC-2026-0901');
    expect(invoices[0]).toHaveTextContent('Paid');
    expect(await within(dialog).findByText(/Ending in 4242/)).toBeInTheDocument();
  });

  it('checks the billing address, shows UK VAT for a UK address and saves it', async () => {
    const { user } = await openPage();
    const city = await screen.findByLabelText('City');
    await user.clear(city);
    const postal = screen.getByLabelText('Postal code');
    await user.clear(postal);
    await user.type(postal, 'ABC');
    await user.click(screen.getByRole('button', { name: 'Save billing address' }));
    expect(await screen.findByText('Please fill in this field.')).toBeInTheDocument();
    expect(screen.getByText('This postal code does not match the country.')).toBeInTheDocument();
    expect(city).toHaveAccessibleDescription('Please fill in this field.');
    expect(city).toHaveAttribute('aria-invalid', 'true');
    expect(postal).toHaveAccessibleDescription('This postal code does not match the country.');
    expect(db().billingAddresses.find((row) => row.user_id === 2)?.city).not.toBe('');

    await user.type(city, 'London');
    await user.selectOptions(screen.getByLabelText('Country'), 'United Kingdom');
    const vat = await screen.findByRole('list', { name: 'VAT in the United Kingdom' });
    await within(vat).findByText('England: 20%');
    await user.clear(postal);
    await user.type(postal, 'SW1A 1AA');
    await user.click(screen.getByRole('button', { name: 'Save billing address' }));
    expect(await screen.findByText('Billing address saved.')).toBeInTheDocument();
    expect(db().billingAddresses.find((row) => row.user_id === 2)).toMatchObject({
      city: 'London',
      postal_code: 'SW1A 1AA',
      country: 'GB',
    });
  });

  it('says the subscriptions failed to load and loads them on Retry', async () => {
    failCall(allSubscriptionsEndpoint, 'http500', { once: true });
    const { user } = await renderApp('/dashboard/billing', { as: 'market' });
    await findPageHeading(en['screen.billing']);
    expect(await screen.findByText('The subscriptions could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByText('Subscriptions', { selector: 'caption' });
    expect(subscriptionRows()).toHaveLength(1);
    expect(screen.queryByText('The subscriptions could not be loaded.')).not.toBeInTheDocument();
  });

  it('cancels the account after its confirmation and lands on /cancelled-account', async () => {
    const { user, router } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Cancel account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel account' }));
    expect(await within(dialog).findByText('Please tick the box to confirm.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel account' }));
    await findPageHeading(en['screen.cancelledAccount']);
    expect(router.state.location.pathname).toBe('/cancelled-account');
    expect(db().users.get(2)!.java_stripesubscription_status).toBe('cancelled');
    expect(await screen.findByRole('button', { name: 'Reactivate account' })).toBeInTheDocument();
  });

  it('keeps the cancel dialog open with the server’s words when cancelling fails', async () => {
    failCall(cancelAccountEndpoint, { message: 'Your account has open orders.' });
    const { user, router } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Cancel account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your account?' });
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel account' }));
    expect(await within(dialog).findByText('Your account has open orders.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/billing');
  });
});
