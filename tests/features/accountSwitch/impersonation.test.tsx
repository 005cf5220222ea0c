import { cleanup, screen, waitFor, within } from '@testing-library/react';
import {
  allowProAccessEndpoint,
  impersonateEndpoint,
} from '../../../src/features/accountSwitch/api';
import { APP_STORAGE_KEYS, STORAGE_KEYS } from '../../../src/lib/storageKeys';
import { db } from '../../../src/mocks/db';
import { atDesktopWidth, preloadAppModules } from '../../utils/appSetup';
import { type User, renderApp } from '../../utils/renderApp';
import { bodiesTo, recordRequests } from '../../utils/requests';

/**
 * Impersonation (issue 29): the super admin views the app as a user from "View as a user…"; a
 * banner that cannot be missed says whose account it is; every call carries who acts and joins the
 * audit trail; 'Switch to Super Admin' restores the admin's token and clears what was kept. A
 * Marketplace user referred by a PRO admin decides with 'Allow PRO Access' whether that admin may.
 */

preloadAppModules(
  () => import('../../../src/features/accountSwitch'),
  () => import('../../../src/features/accountSwitch/ViewAsModal'),
);
atDesktopWidth();

const BANNER = { name: 'Viewing as another user' };

async function viewAs(user: User, menuName: string, person: string) {
  await user.click(await screen.findByRole('button', { name: menuName }));
  await user.click(await screen.findByRole('menuitem', { name: 'View as a user…' }));
  const dialog = await screen.findByRole('dialog', { name: 'View the app as a user' });
  await user.type(within(dialog).getByLabelText('Search by name or email'), person);
  await user.click(await within(dialog).findByRole('button', { name: `View as ${person}` }));
}

describe('the super admin views as a user', () => {
  it('shows the banner, names the admin on every call, records them, and switches back', async () => {
    const seen = recordRequests();
    const { user, router } = await renderApp('/dashboard', { as: 'admin' });
    await viewAs(user, 'Account menu for Ada Admin', 'Maya Market');

    const banner = await screen.findByRole('region', BANNER);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'View the app as a user' })).toBeNull(),
    );
    expect(banner).toHaveTextContent('You are viewing Maya Market’s account');
    expect(banner).toHaveTextContent('(market@mailcraft.demo)');
    expect(banner).toHaveTextContent('Signed in as Ada Admin.');
    expect(
      await screen.findByText('Hi Maya! Welcome to the Marketplace. What will you order today?'),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(bodiesTo(seen, impersonateEndpoint)).toEqual([{ user_id: 2 }]);

    // Every call made as Maya names Ada, and the server wrote each one down.
    const token = window.localStorage.getItem(STORAGE_KEYS.idToken)!;
    expect(token).toMatch(/^demo-view-1-2-/);
    await waitFor(() =>
      expect(
        seen.filter(
          (request) =>
            request.headers['api_token'] === token || JSON.stringify(request.body).includes(token),
        ).length,
      ).toBeGreaterThan(0),
    );
    const asMaya = seen.filter((request) => request.headers['x-acting-user'] !== undefined);
    expect(asMaya.length).toBeGreaterThan(0);
    expect(new Set(asMaya.map((request) => request.headers['x-acting-user']))).toEqual(
      new Set(['1']),
    );
    const trail = db().impersonationAudit.all();
    expect(trail.length).toBeGreaterThan(0);
    expect(trail.every((row) => row.actor_id === 1 && row.user_id === 2)).toBe(true);
    expect(trail.map((row) => row.call)).toContain('get-profile/');
    expect(window.localStorage.getItem(APP_STORAGE_KEYS.superAdminToken)).toBe('seed-token-admin');
    expect(window.localStorage.getItem(STORAGE_KEYS.isSuperAdmin)).toBe('true');

    await user.click(within(banner).getByRole('button', { name: 'Switch to Super Admin' }));
    expect(await screen.findByText('Hi Ada!')).toBeVisible();
    expect(screen.queryByRole('region', BANNER)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.idToken)).toBe('seed-token-admin');
    expect(window.localStorage.getItem(APP_STORAGE_KEYS.superAdminToken)).toBeNull();
    expect(window.localStorage.getItem(APP_STORAGE_KEYS.actor)).toBeNull();
    // The impersonation's token no longer opens Maya's account.
    expect(db().impersonations.find((row) => row.token === token)?.ended_at).not.toBeNull();
  });

  it('is not signed out by the subscription rule when the user viewed has lapsed (a reload included)', async () => {
    const { user } = await renderApp('/dashboard', { as: 'admin' });
    await viewAs(user, 'Account menu for Ada Admin', 'Paul Pastdue');
    expect(await screen.findByRole('region', BANNER)).toHaveTextContent(
      'You are viewing Paul Pastdue’s account',
    );
    cleanup();
    const again = await renderApp('/dashboard');
    await screen.findByRole('region', BANNER);
    await waitFor(() => expect(again.store.getState().auth.profileLoad.loading).toBe(false));
    expect(window.localStorage.getItem(STORAGE_KEYS.idToken)).toMatch(/^demo-view-1-5-/);
    expect(again.services.reloadPage).not.toHaveBeenCalled();
  });

  it('keeps the banner and the acting header after a reload', async () => {
    const { user } = await renderApp('/dashboard', { as: 'admin' });
    await viewAs(user, 'Account menu for Ada Admin', 'Maya Market');
    await screen.findByRole('region', BANNER);
    cleanup();

    const seen = recordRequests();
    await renderApp('/dashboard');
    expect(await screen.findByRole('region', BANNER)).toHaveTextContent('Signed in as Ada Admin.');
    await waitFor(() => expect(seen.length).toBeGreaterThan(0));
    expect(
      seen.every(
        (request) =>
          request.headers['x-acting-user'] === '1' || !request.url.includes('/demo-api/'),
      ),
    ).toBe(true);
  });

  it('offers the way back in the account menu too, and the audit trail lists the calls', async () => {
    const { user } = await renderApp('/dashboard', { as: 'admin' });
    await viewAs(user, 'Account menu for Ada Admin', 'Maya Market');
    await screen.findByRole('region', BANNER);
    await user.click(screen.getByRole('button', { name: 'Account menu for Maya Market' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Switch to Super Admin' }));
    await screen.findByText('Hi Ada!');

    await user.click(screen.getByRole('button', { name: 'Account menu for Ada Admin' }));
    await user.click(await screen.findByRole('menuitem', { name: 'View as a user…' }));
    const dialog = await screen.findByRole('dialog', { name: 'View the app as a user' });
    await user.click(within(dialog).getByText('Audit trail'));
    const rows = await within(dialog).findAllByRole('row');
    expect(rows.length).toBeGreaterThan(1);
    expect(within(dialog).getAllByText('Ada Admin').length).toBeGreaterThan(0);
    expect(within(dialog).getAllByText('Maya Market').length).toBeGreaterThan(0);
    expect(within(dialog).getAllByText('impersonation/end').length).toBe(1);
  });
});

describe('Allow PRO Access', () => {
  it('is a switch in a referred Marketplace user’s menu, saved with its toast', async () => {
    const seen = recordRequests();
    const { user } = await renderApp('/dashboard', { as: 'market' });
    await user.click(await screen.findByRole('button', { name: 'Account menu for Maya Market' }));
    const access = await screen.findByRole('menuitemcheckbox', { name: 'Allow PRO Access' });
    expect(access).toHaveAttribute('aria-checked', 'false');
    await user.click(access);
    expect(await screen.findByText('Your PRO admin can now view your account.')).toBeVisible();
    await waitFor(() => expect(access).toHaveAttribute('aria-checked', 'true'));
    expect(bodiesTo(seen, allowProAccessEndpoint)).toEqual([
      { basicuser_allowimpersonate_toproadmin: '1' },
    ]);
    expect(db().users.get(2)?.basicuser_allowimpersonate_toproadmin).toBe('1');
  });

  it('is not offered to a user nobody referred', async () => {
    const { user } = await renderApp('/dashboard', { as: 'coached' });
    await user.click(await screen.findByRole('button', { name: 'Account menu for Cody Coached' }));
    await screen.findByRole('menuitem', { name: 'Logout' });
    expect(screen.queryByRole('menuitemcheckbox', { name: 'Allow PRO Access' })).toBeNull();
  });

  it('lets the PRO admin view as the user only once they allow it', async () => {
    const { user } = await renderApp('/dashboard', { as: 'studio' });
    await user.click(await screen.findByRole('button', { name: 'Account menu for Stella Studio' }));
    await user.click(await screen.findByRole('menuitem', { name: 'View as a user…' }));
    const dialog = await screen.findByRole('dialog', { name: 'View the app as a user' });
    await user.type(within(dialog).getByLabelText('Search by name or email'), 'Maya');
    expect(await within(dialog).findByText('No user matches.')).toBeVisible();
    cleanup();

    db().users.update(2, { basicuser_allowimpersonate_toproadmin: '1' });
    const again = await renderApp('/dashboard', { as: 'studio' });
    await viewAs(again.user, 'Account menu for Stella Studio', 'Maya Market');
    const banner = await screen.findByRole('region', BANNER);
    expect(banner).toHaveTextContent('Signed in as Stella Studio.');
    expect(within(banner).getByRole('button', { name: 'Switch to PRO Admin' })).toBeVisible();
    expect(window.localStorage.getItem(STORAGE_KEYS.proAdminToken)).toBe('seed-token-studio');
  });
});
