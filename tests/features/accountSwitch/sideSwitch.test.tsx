import { screen, waitFor, within } from '@testing-library/react';
import { switchAccountEndpoint } from '../../../src/features/accountSwitch/api';
import { APP_STORAGE_KEYS, STORAGE_KEYS } from '../../../src/lib/storageKeys';
import { db } from '../../../src/mocks/db';
import { atDesktopWidth, preloadAppModules } from '../../utils/appSetup';
import { renderApp } from '../../utils/renderApp';
import { bodiesTo, recordRequests } from '../../utils/requests';

/**
 * The top bar's Design Studio / Marketplace switch (accounts-money §4 "Account switching"): it
 * signs in as the linked account, goes to /dashboard with the menu on its first item, and keeps
 * the PRO admin's token to come back with, cleared once used.
 */

preloadAppModules(() => import('../../../src/features/accountSwitch'));

const DESIGN_STUDIO_WELCOME =
  'Hi Stella! Welcome to the Design Studio. What will you design today?';
const MARKETPLACE_WELCOME = 'Hi Stella! Welcome to the Marketplace. What will you order today?';

atDesktopWidth();

describe('switching sides', () => {
  it('takes a PRO admin to their own Marketplace account and back, keeping then clearing their token', async () => {
    const seen = recordRequests();
    const { user, router } = await renderApp('/dashboard/card', { as: 'studio' });
    expect(await screen.findByText(DESIGN_STUDIO_WELCOME)).toBeVisible();

    await user.click(screen.getByRole('radio', { name: 'Marketplace' }));
    expect(await screen.findByText(MARKETPLACE_WELCOME)).toBeVisible();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(screen.getByRole('radio', { name: 'Marketplace' })).toBeChecked();
    expect(bodiesTo(seen, switchAccountEndpoint)).toEqual([{ side: 'marketplace' }]);
    expect(window.localStorage.getItem(STORAGE_KEYS.idToken)).toBe('seed-token-studio-market');
    expect(window.localStorage.getItem(STORAGE_KEYS.proAdminToken)).toBe('seed-token-studio');
    expect(window.localStorage.getItem(STORAGE_KEYS.isProAdmin)).toBe('true');
    // The Marketplace's own entries, with the menu on its first one.
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByRole('menuitem', { name: 'Contacts' })).toBeVisible();

    await user.click(screen.getByRole('radio', { name: 'Design Studio' }));
    expect(await screen.findByText(DESIGN_STUDIO_WELCOME)).toBeVisible();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(window.localStorage.getItem(STORAGE_KEYS.idToken)).toBe('seed-token-studio');
    expect(window.localStorage.getItem(STORAGE_KEYS.proAdminToken)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.isProAdmin)).toBeNull();
    // The way back used the kept token: no second switch call.
    expect(bodiesTo(seen, switchAccountEndpoint)).toHaveLength(1);
  });

  it('offers Switch to PRO Admin in the account menu while on the Marketplace side, and it leads back', async () => {
    const { user } = await renderApp('/dashboard', { as: 'studio' });
    await user.click(await screen.findByRole('radio', { name: 'Marketplace' }));
    expect(await screen.findByText(MARKETPLACE_WELCOME)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Account menu for Stella Studio' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Switch to PRO Admin' }));
    expect(await screen.findByText(DESIGN_STUDIO_WELCOME)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Account menu for Stella Studio' }));
    await screen.findByRole('menuitem', { name: 'Logout' });
    expect(screen.queryByRole('menuitem', { name: 'Switch to PRO Admin' })).toBeNull();
  });

  it('opens a Marketplace account for a PRO admin who has none on their first switch', async () => {
    db().users.update(4, { linked_account_id: null });
    const { user } = await renderApp('/dashboard', { as: 'studio' });
    await user.click(await screen.findByRole('radio', { name: 'Marketplace' }));
    expect(await screen.findByText(MARKETPLACE_WELCOME)).toBeVisible();
    const opened = db().users.find(
      (row) => row.email === 'studio+marketplace@mailcraft.demo' && row.id !== 11,
    );
    expect(opened).toMatchObject({ role_id: 2, basicuser_bycoachid: 4, linked_account_id: 4 });
    expect(db().users.get(4)?.linked_account_id).toBe(opened?.id);
  });

  it('tells a coached Marketplace user why their PRO admin’s Design Studio is not theirs', async () => {
    const { user } = await renderApp('/dashboard', { as: 'coached' });
    await user.click(await screen.findByRole('radio', { name: 'Design Studio' }));
    expect(
      await screen.findByText(
        'This Marketplace account is run by your PRO admin, whose Design Studio is their own. Ask them to share templates or campaigns with you.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Marketplace' })).toBeChecked();
    expect(window.localStorage.getItem(STORAGE_KEYS.idToken)).toBe('seed-token-coached');
  });

  it('opens the PRO upgrade instead for a Marketplace user without a coach', async () => {
    const seen = recordRequests();
    const { user } = await renderApp('/dashboard', { as: 'market' });
    await user.click(await screen.findByRole('radio', { name: 'Design Studio' }));
    expect(await screen.findByRole('dialog')).toBeVisible();
    expect(bodiesTo(seen, switchAccountEndpoint)).toHaveLength(0);
  });

  it('forgets every kept token on logout', async () => {
    const { user } = await renderApp('/dashboard', { as: 'studio' });
    await user.click(await screen.findByRole('radio', { name: 'Marketplace' }));
    await screen.findByText(MARKETPLACE_WELCOME);
    await user.click(screen.getByRole('button', { name: 'Account menu for Stella Studio' }));
    await user.click(await screen.findByRole('menuitem', { name: /Logout/ }));
    await waitFor(() => expect(window.localStorage.getItem(STORAGE_KEYS.idToken)).toBeNull());
    for (const key of [
      STORAGE_KEYS.proAdminToken,
      STORAGE_KEYS.isProAdmin,
      APP_STORAGE_KEYS.actor,
      APP_STORAGE_KEYS.superAdminToken,
    ])
      expect(window.localStorage.getItem(key)).toBeNull();
  });
});
