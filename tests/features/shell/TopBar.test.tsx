import { screen, within } from '@testing-library/react';
import { en } from '../../../src/i18n/locales/en';
import { shellEn } from '../../../src/i18n/locales/domains/shell/en';
import { STORAGE_KEYS } from '../../../src/lib/storageKeys';
import { db } from '../../../src/mocks/db';
import { renderApp } from '../../utils/renderApp';
import type { DemoUser } from '../../utils/session';
import { waitForState } from '../../utils/store';
import { atDesktopWidth, preloadAppModules } from '../../utils/appSetup';

preloadAppModules();
atDesktopWidth();

/** Renders the dashboard as a seeded user and waits for the top bar to show their profile. */
async function openDashboard(who: DemoUser, path = '/dashboard') {
  const view = await renderApp(path, { as: who });
  await screen.findByRole('navigation', { name: shellEn['nav.label'] });
  const topBar = screen.getByRole('banner');
  return { ...view, topBar };
}

const sideSwitcher = () => screen.queryByRole('radiogroup', { name: shellEn['topbar.sideSwitcher'] });

describe('welcome line', () => {
  it.each([
    ['market', 'Hi Maya! Welcome to the Marketplace. What will you order today?'],
    ['studio', 'Hi Stella! Welcome to the Design Studio. What will you design today?'],
    ['admin', 'Hi Ada!'],
  ] as const)('greets %s by role', async (who, welcome) => {
    const { topBar } = await openDashboard(who);
    expect(within(topBar).getByText(welcome)).toBeInTheDocument();
  });
});

describe('balance and funding', () => {
  it('shows the Marketplace balance and a Fund Account button', async () => {
    const { topBar } = await openDashboard('market');

    expect(within(topBar).getByText(/Available Balance/)).toBeInTheDocument();
    expect(within(topBar).getByText('$1,250.50')).toBeInTheDocument();
    expect(within(topBar).getByRole('button', { name: 'Fund Account' })).toBeInTheDocument();
  });

  it.each(['studio', 'admin'] as const)('shows no balance to %s', async (who) => {
    const { topBar } = await openDashboard(who);

    expect(within(topBar).queryByText(/Available Balance/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Fund Account' })).not.toBeInTheDocument();
  });

  it('Fund Account opens the funding dialog with the balance', async () => {
    const { topBar, user } = await openDashboard('market');

    await user.click(within(topBar).getByRole('button', { name: 'Fund Account' }));

    const dialog = await screen.findByRole('dialog', { name: 'Fund Account' });
    expect(within(dialog).getByText(/Available Balance/)).toBeInTheDocument();
    expect(within(dialog).getByTestId('fund-balance')).toHaveTextContent('$1,250.50');
    expect(within(dialog).queryByText(en['page.unbuilt.body'])).not.toBeInTheDocument();
  });
});

describe('side switcher', () => {
  it.each(['market', 'studio'] as const)('is shown for %s', async (who) => {
    await openDashboard(who);
    const switcher = sideSwitcher();
    expect(switcher).toBeInTheDocument();
    expect(within(switcher!).getByText('Design Studio')).toBeInTheDocument();
    expect(within(switcher!).getByText('Marketplace')).toBeInTheDocument();
  });

  it('marks the current side', async () => {
    await openDashboard('studio');
    expect(screen.getByRole('radio', { name: 'Design Studio' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Marketplace' })).not.toBeChecked();
  });

  it('is hidden for the super admin', async () => {
    await openDashboard('admin');
    expect(sideSwitcher()).not.toBeInTheDocument();
  });

  it('is hidden for a Marketplace user whose upgrade is disabled and who has no coach', async () => {
    db().users.update(2, { disable_upgrade: 'yes' });
    const { store } = await openDashboard('market');

    await waitForState(
      store,
      (state) => state.auth.upgradeOption.data,
      (data) => data !== null,
    );
    expect(sideSwitcher()).not.toBeInTheDocument();
  });

  it('is hidden for a Marketplace user whose referring affiliate hides upgrades', async () => {
    db().users.update(4, { disable_upgrade: 'yes' });
    db().users.update(2, { referralby_userid: 4 });
    const { store } = await openDashboard('market');

    await waitForState(
      store,
      (state) => state.auth.affiliateUpgrade.data,
      (data) => data !== null,
    );
    expect(store.getState().auth.upgradeOption.data).toEqual({ disable_upgrade: 'no' });
    expect(sideSwitcher()).not.toBeInTheDocument();
  });

  it('is shown again when that user has a coach', async () => {
    db().users.update(2, { disable_upgrade: 'yes', basicuser_bycoachid: 4 });
    const { store } = await openDashboard('market');

    await waitForState(
      store,
      (state) => state.auth.upgradeOption.data,
      (data) => data !== null,
    );
    expect(store.getState().auth.upgradeOption.data).toEqual({ disable_upgrade: 'yes' });
    expect(sideSwitcher()).toBeInTheDocument();
  });
});

describe('user menu', () => {
  const logOut = async (user: Awaited<ReturnType<typeof openDashboard>>['user']) => {
    await user.click(screen.getByRole('button', { name: 'Account menu for Maya Market' }));
    await user.click(await screen.findByRole('menuitem', { name: /Logout/ }));
  };

  it('logs out to the sign-in page and forgets the session', async () => {
    const { user, store } = await openDashboard('market');

    await logOut(user);

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: shellEn['nav.label'] })).not.toBeInTheDocument();
    expect(window.localStorage.getItem(STORAGE_KEYS.idToken)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.loginData)).toBeNull();
    expect(store.getState().session.token).toBeNull();
  });

  // Regression: the guard of the page being left used to beat the saga's navigate('/'), landing
  // on /signin?next=<that page>, where the next person to sign in was then sent.
  it('logs out to / itself, remembering no page', async () => {
    const { user, router } = await openDashboard('market', '/dashboard/membership');

    await logOut(user);

    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    expect(router.state.location.pathname + router.state.location.search).toBe('/');
  });

  it('opens the account settings', async () => {
    const { user, router } = await openDashboard('market');

    await user.click(screen.getByRole('button', { name: 'Account menu for Maya Market' }));
    await user.click(await screen.findByRole('menuitem', { name: /Account Setting/ }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Account Settings' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/account');
  });

  it('opens Fund Account from the Marketplace account menu', async () => {
    const { user } = await openDashboard('market');
    await user.click(screen.getByRole('button', { name: 'Account menu for Maya Market' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Fund Account' }));
    expect(await screen.findByRole('dialog', { name: 'Fund Account' })).toBeInTheDocument();
  });

  it('offers no Fund Account to the Design Studio', async () => {
    const { user } = await openDashboard('studio');
    await user.click(screen.getByRole('button', { name: /^Account menu for/ }));
    await screen.findByRole('menuitem', { name: /Account Setting/ });
    expect(screen.queryByRole('menuitem', { name: 'Fund Account' })).not.toBeInTheDocument();
  });
});

describe('other top bar controls', () => {
  it('links to the app stores', async () => {
    const { topBar } = await openDashboard('studio');

    expect(within(topBar).getByRole('link', { name: 'Download on the App Store' })).toHaveAttribute(
      'href',
      'https://apps.apple.com/',
    );
    expect(within(topBar).getByRole('link', { name: 'Get it on Google Play' })).toHaveAttribute(
      'href',
      'https://play.google.com/store/apps',
    );
  });

  it('the bell opens the notifications dialog', async () => {
    const { topBar, user } = await openDashboard('studio');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(within(topBar).getByRole('button', { name: /^Notifications/ }));

    expect(await screen.findByRole('dialog', { name: 'Notifications' })).toBeInTheDocument();
  });
});
