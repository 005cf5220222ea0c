import { screen, waitFor, within } from '@testing-library/react';
import {
  priceBySkuEndpoint,
  upgradeBasicToProEndpoint,
  upgradeFreemiumToProEndpoint,
} from '../../../src/features/billing/plans/api';
import { monthlyOfAnnualCents } from '../../../src/features/billing/plans/catalogue';
import { upgradeSubmitted } from '../../../src/features/billing/plans/slice';
import { db } from '../../../src/mocks/db';
import { routes } from '../../../src/mocks/handlers';
import { overrideCall } from '../../utils/overrides';
import { atDesktopWidth, preloadAppModules } from '../../utils/appSetup';
import { renderApp } from '../../utils/renderApp';
import { bodiesTo, recordRequests, sentTo } from '../../utils/requests';
import { serverIdle } from '../../utils/serverActivity';
import type { DemoUser } from '../../utils/session';

/** The plan picker and the upgrade modal (accounts-money §2, §4, §5, §9). */
preloadAppModules(() => import('../../../src/features/billing/plans/PlanPickerModal'));
atDesktopWidth();

async function openPlans(as: DemoUser = 'market') {
  const view = await renderApp('/dashboard', { as });
  const switcher = await screen.findByRole('radiogroup', { name: 'Choose the side of the app' });
  await view.user.click(within(switcher).getByText('Design Studio'));
  const dialog = await screen.findByRole('dialog', { name: 'Choose your plan' });
  await within(dialog).findByText('$79/mo');
  return { ...view, dialog };
}

/** A plan's card in the tab shown (the other tab's panel is hidden). */
const planCard = (dialog: HTMLElement, name: string) =>
  within(within(dialog).getByRole('tabpanel')).getByRole('article', { name });

/**
 * A dialog by its title. Under test, antd gives every dialog the same title id ('test-id'), so two
 * open at once (the upgrade over the picker) cannot be told apart by their accessible names.
 */
async function dialogTitled(title: string): Promise<HTMLElement> {
  return waitFor(() => {
    const found = screen
      .getAllByRole('dialog')
      .find((each) => each.querySelector('.ant-modal-title')?.textContent === title);
    if (!found) throw new Error(`no dialog titled ${title}`);
    return found;
  });
}

function giveCard(userId: number, last4 = '4242'): void {
  for (const card of db().cards.filter((row) => row.user_id === userId))
    db().cards.update(card.id, { defaultcard_status: 0 });
  db().cards.insert({
    user_id: userId,
    brand: 'visa',
    last4,
    exp_month: 1,
    exp_year: 2035,
    defaultcard_status: 1,
    billing_details: {
      name: 'Test',
      address: { line1: '', line2: '', city: '', state: '', postal_code: '' },
    },
  });
}

describe('the plan picker', () => {
  it('says why the Design Studio side opens the plans, and that prices are loading until they come', async () => {
    // The prices wait until the test lets them through.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const route = routes.find((entry) => entry.endpointId === priceBySkuEndpoint.id)!;
    overrideCall(priceBySkuEndpoint, async ({ request, params }) => {
      await held;
      return route.respond(request, params as Record<string, string>);
    });
    const view = await renderApp('/dashboard', { as: 'market' });
    const switcher = await screen.findByRole('radiogroup', { name: 'Choose the side of the app' });
    await view.user.click(within(switcher).getByText('Design Studio'));
    const dialog = await screen.findByRole('dialog', { name: 'Choose your plan' });
    expect(
      within(dialog).getByText(
        'The Design Studio, where you design your own templates and multi-step campaigns, comes with the Pro plan. Your Marketplace orders and balance stay as they are.',
      ),
    ).toBeInTheDocument();
    // Before the prices answer, the cards say they are coming rather than showing a dead button.
    expect((await within(dialog).findAllByText('Loading the prices…')).length).toBeGreaterThan(0);
    release();
    await within(dialog).findByText('$79/mo');
    expect(within(dialog).queryByText('Loading the prices…')).not.toBeInTheDocument();
  });

  it('shows the annual price as the total ÷ 12, rounded, with Save 20%, and the monthly tab', async () => {
    const { dialog, user } = await openPlans();
    const pro = planCard(dialog, 'Pro');
    expect(pro).toHaveTextContent('Most Popular');
    expect(pro).toHaveTextContent('$79/mo');
    expect(pro).toHaveTextContent('Billed $950 a year');
    expect(pro).toHaveTextContent('Save 20%');
    const essentials = planCard(dialog, 'Essentials');
    expect(essentials).toHaveTextContent('$39/mo');
    // The Marketplace user is on Essentials already.
    expect(within(essentials).getByRole('button', { name: 'Your plan' })).toBeDisabled();
    expect(within(dialog).getByText('14-day free trial for new accounts')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('tab', { name: 'Monthly' }));
    await waitFor(() => expect(planCard(dialog, 'Pro')).toHaveTextContent('$99/mo'));
    expect(planCard(dialog, 'Pro')).not.toHaveTextContent('Save 20%');
    expect(planCard(dialog, 'Essentials')).toHaveTextContent('$49/mo');
  });

  it('rounds an annual price per month to whole dollars', () => {
    expect(monthlyOfAnnualCents(95_000)).toBe(7_900);
    expect(monthlyOfAnnualCents(47_000)).toBe(3_900);
    expect(monthlyOfAnnualCents(100_200)).toBe(8_400);
  });
});

describe('the upgrade', () => {
  it('basic → pro sends email, basic, the plan id and the user id, then signs in as the PRO admin', async () => {
    const { dialog, user, router, store } = await openPlans();
    const seen = recordRequests();
    await user.click(
      within(planCard(dialog, 'Pro')).getByRole('button', { name: 'Upgrade Now to Pro' }),
    );
    const upgrade = await dialogTitled('Upgrade to Pro');
    expect(upgrade).toHaveTextContent('Hi Maya, here is how your upgrade works:');
    for (const term of [
      'Your card on file is used.',
      'Charges are prorated against the time left in the period.',
      'There is no trial period.',
      'There is no downgrade.',
    ])
      expect(within(upgrade).getByText(term)).toBeInTheDocument();
    await user.click(within(upgrade).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Your plan has been upgraded.')).toBeInTheDocument();
    await serverIdle();
    expect(bodiesTo(seen, upgradeBasicToProEndpoint)).toEqual([
      { email: 'market@mailcraft.demo', user_type: 'basic', plan_id: 5, domain: 2 },
    ]);
    expect(sentTo(seen, upgradeBasicToProEndpoint)[0]!.headers['idempotency-key']).toMatch(
      /^[0-9a-f]{32}$/,
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    await waitFor(() => expect(store.getState().auth.profile?.role_id).toBe(3));
    expect(window.localStorage.getItem('proAdminToken')).toMatch(/^demo-pro-2-/);
    expect(window.localStorage.getItem('isProAdmin')).toBe('true');
    expect(db().charges.all()).toHaveLength(1);
  });

  it('needs a card on file: the spec’s words, nothing sent, and the way to membership', async () => {
    for (const card of db().cards.filter((row) => row.user_id === 2)) db().cards.remove(card.id);
    const { dialog, user, router } = await openPlans();
    const seen = recordRequests();
    await user.click(
      within(planCard(dialog, 'Pro')).getByRole('button', { name: 'Upgrade Now to Pro' }),
    );
    const upgrade = await dialogTitled('Upgrade to Pro');
    await user.click(within(upgrade).getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText('You must have a valid card on file before placing the order'),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/membership'));
    await serverIdle();
    expect(sentTo(seen, upgradeBasicToProEndpoint)).toHaveLength(0);
  });

  it('shows the server message in the error modal, with Manage Payments', async () => {
    giveCard(2, '0002');
    const { dialog, user, router } = await openPlans();
    await user.click(
      within(planCard(dialog, 'Pro')).getByRole('button', { name: 'Upgrade Now to Pro' }),
    );
    const upgrade = await dialogTitled('Upgrade to Pro');
    await user.click(within(upgrade).getByRole('button', { name: 'Submit' }));
    const failed = await dialogTitled('Upgrade failed');
    expect(failed).toHaveTextContent('Your card was declined.');
    await user.click(within(failed).getByRole('button', { name: 'Manage Payments' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/membership'));
    expect(db().users.get(2)!.role_id).toBe(2);
  });

  it('freemium → pro sends the chosen SKU and reloads the profile', async () => {
    db().users.update(3, { profilecomplete_status: 1 });
    giveCard(3);
    const { dialog, user, store } = await openPlans('newcomer');
    const seen = recordRequests();
    await user.click(within(dialog).getByRole('tab', { name: 'Monthly' }));
    await user.click(
      within(planCard(dialog, 'Pro')).getByRole('button', { name: 'Upgrade Now to Pro' }),
    );
    const upgrade = await dialogTitled('Upgrade to Pro');
    await user.click(within(upgrade).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Your plan has been upgraded.')).toBeInTheDocument();
    await serverIdle();
    expect(bodiesTo(seen, upgradeFreemiumToProEndpoint)).toEqual([
      { product_sku: 'SUB-PRO-MONTH' },
    ]);
    await waitFor(() => expect(store.getState().auth.profile?.role_id).toBe(3));
  });

  it('Submit does nothing without a chosen plan', async () => {
    const { store } = await openPlans();
    const seen = recordRequests();
    store.dispatch(upgradeSubmitted());
    await serverIdle();
    expect(seen).toHaveLength(0);
  });
});
