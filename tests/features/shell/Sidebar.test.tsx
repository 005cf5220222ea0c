import { screen, waitFor, within } from '@testing-library/react';
import { shellEn } from '../../../src/i18n/locales/domains/shell/en';
import {
  planPricingSummaryEndpoint,
  pricingSummaryEndpoint,
} from '../../../src/features/billing/endpoints/pricing';
import { db } from '../../../src/mocks/db';
import { recordRequests, sentTo } from '../../utils/requests';
import { renderApp } from '../../utils/renderApp';
import { settle } from '../../utils/settle';
import type { DemoUser } from '../../utils/session';
import { atDesktopWidth, preloadAppModules } from '../../utils/appSetup';

preloadAppModules(() => import('../../../src/features/support/pages/FaqSupportPage'));
atDesktopWidth();

async function openDashboard(who: DemoUser, path = '/dashboard') {
  const view = await renderApp(path, { as: who });
  const sidebar = await screen.findByRole('navigation', { name: shellEn['nav.label'] });
  return { ...view, sidebar };
}

/** A sidebar entry by its label: antd names it after its icon too ("mail Mail Templates"). */
const entry = (label: string) =>
  new RegExp(`(^|\\s)${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

describe('sidebar navigation', () => {
  it('navigates to the clicked screen', async () => {
    const { user, router, sidebar } = await openDashboard('studio');

    await user.click(within(sidebar).getByRole('menuitem', { name: entry('Mail Templates') }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mail Templates' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/mail');
  });

  it('navigates from inside a group', async () => {
    const { user, router, sidebar } = await openDashboard('market');

    await user.click(within(sidebar).getByRole('menuitem', { name: entry('Account') }));
    await user.click(await within(sidebar).findByRole('menuitem', { name: entry('Billing') }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Membership and Cards' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/membership');
  });
});

describe('version check on every sidebar click', () => {
  it('reads the version file on each click', async () => {
    const { user, services, sidebar } = await openDashboard('studio');
    expect(services.fetchVersionFile).not.toHaveBeenCalled();

    await user.click(within(sidebar).getByRole('menuitem', { name: entry('Mail Templates') }));
    await vi.waitFor(() => expect(services.fetchVersionFile).toHaveBeenCalledTimes(1));

    await user.click(within(sidebar).getByRole('menuitem', { name: entry('Card Templates') }));
    await vi.waitFor(() => expect(services.fetchVersionFile).toHaveBeenCalledTimes(2));
  });

  it('clears caches and reloads when a new version is deployed', async () => {
    const { user, services, sidebar } = await openDashboard('studio');
    services.fetchVersionFile.mockResolvedValue({ version: '9.9.9' });

    await user.click(within(sidebar).getByRole('menuitem', { name: entry('Mail Templates') }));

    await vi.waitFor(() => expect(services.reloadPage).toHaveBeenCalledTimes(1));
    expect(services.clearCaches).toHaveBeenCalledTimes(1);
    expect(services.clearCaches.mock.invocationCallOrder[0]).toBeLessThan(
      services.reloadPage.mock.invocationCallOrder[0]!,
    );
  });

  it('does nothing when the deployed version is the built one', async () => {
    const { user, services, sidebar } = await openDashboard('studio');
    services.fetchVersionFile.mockResolvedValue({ version: __APP_VERSION__ });

    await user.click(within(sidebar).getByRole('menuitem', { name: entry('Mail Templates') }));
    await vi.waitFor(() => expect(services.fetchVersionFile).toHaveBeenCalled());
    await settle();

    expect(services.clearCaches).not.toHaveBeenCalled();
    expect(services.reloadPage).not.toHaveBeenCalled();
  });

  it('does nothing when the version file cannot be read', async () => {
    const { user, services, sidebar, router } = await openDashboard('studio');
    services.fetchVersionFile.mockRejectedValue(new Error('offline'));

    await user.click(within(sidebar).getByRole('menuitem', { name: entry('Mail Templates') }));
    await vi.waitFor(() => expect(services.fetchVersionFile).toHaveBeenCalled());
    await settle();

    expect(services.clearCaches).not.toHaveBeenCalled();
    expect(services.reloadPage).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/dashboard/mail');
  });
});

describe('sidebar items that open frames', () => {
  it('Help shows the help page in a dialog and goes to the dashboard', async () => {
    const { user, router, sidebar } = await openDashboard('studio', '/dashboard/mail');

    await user.click(within(sidebar).getByRole('menuitem', { name: entry('Help') }));

    const dialog = await screen.findByRole('dialog', { name: 'Help' });
    expect(within(dialog).getByTitle('Help').tagName).toBe('IFRAME');
    expect(router.state.location.pathname).toBe('/dashboard');

    // It leads on to the product's own questions and answers, and closes on the way.
    await user.click(
      within(dialog).getByRole('link', {
        name: 'Questions about ordering, funding or designing? Read FAQ & Support',
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'FAQ & Support' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/dashboard/faq-support');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Help' })).toBeNull());
  });

  it('Zapier, inside Integrations, shows the Zapier page in a dialog', async () => {
    const { user, sidebar } = await openDashboard('market');

    expect(
      within(sidebar).queryByRole('menuitem', { name: entry('Zapier') }),
    ).not.toBeInTheDocument();
    await user.click(within(sidebar).getByRole('menuitem', { name: entry('Integrations') }));
    await user.click(await within(sidebar).findByRole('menuitem', { name: entry('Zapier') }));

    const dialog = await screen.findByRole('dialog', { name: 'Zapier' });
    expect(within(dialog).getByTitle('Zapier').tagName).toBe('IFRAME');
  });
});

describe('sidebar items that open modals', () => {
  it('Upload Contacts, inside Contacts, opens its dialog', async () => {
    const { user, router, sidebar } = await openDashboard('market');

    await user.click(within(sidebar).getByRole('menuitem', { name: entry('Contacts') }));
    await user.click(
      await within(sidebar).findByRole('menuitem', { name: entry('Upload Contacts') }),
    );

    const dialog = await screen.findByRole('dialog', { name: 'Upload contacts' });
    expect(await within(dialog).findByLabelText('Choose a CSV file')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('Pricing opens the pricing table dialog', async () => {
    const { user, sidebar } = await openDashboard('market');

    await user.click(within(sidebar).getByRole('menuitem', { name: entry('Pricing') }));

    expect(await screen.findByRole('dialog', { name: 'Pricing Table' })).toBeInTheDocument();
  });

  it('Pricing asks for every table at once, and only once a session', async () => {
    const seen = recordRequests();
    const { user, sidebar } = await openDashboard('market');
    await user.click(within(sidebar).getByRole('menuitem', { name: entry('Pricing') }));
    const dialog = await screen.findByRole('dialog', { name: 'Pricing Table' });
    await settle();
    const asked = [
      ...sentTo(seen, pricingSummaryEndpoint),
      ...sentTo(seen, planPricingSummaryEndpoint),
    ];
    expect(asked.length).toBeGreaterThan(1);
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
    await user.click(within(sidebar).getByRole('menuitem', { name: entry('Pricing') }));
    await screen.findByRole('dialog', { name: 'Pricing Table' });
    await settle();
    expect([
      ...sentTo(seen, pricingSummaryEndpoint),
      ...sentTo(seen, planPricingSummaryEndpoint),
    ]).toHaveLength(asked.length);
  });
});

describe('PRO User entry', () => {
  it('is listed under Account for a Design Studio user with basic-user details', async () => {
    db().users.update(4, { basicuser_bycoachid: 2 });
    const { user, sidebar } = await openDashboard('studio');

    await user.click(within(sidebar).getByRole('menuitem', { name: entry('Account') }));

    expect(
      await within(sidebar).findByRole('menuitem', { name: entry('PRO User') }),
    ).toBeInTheDocument();
  });

  it('is absent without basic-user details', async () => {
    const { user, sidebar } = await openDashboard('studio');

    await user.click(within(sidebar).getByRole('menuitem', { name: entry('Account') }));

    expect(
      await within(sidebar).findByRole('menuitem', { name: entry('Profile') }),
    ).toBeInTheDocument();
    expect(
      within(sidebar).queryByRole('menuitem', { name: entry('PRO User') }),
    ).not.toBeInTheDocument();
  });
});
