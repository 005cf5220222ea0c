import { screen } from '@testing-library/react';
import { dashboardRoutes, publicRoutes } from '../../../src/app/routes';
import { allEnglish as en } from '../../../src/i18n/allEnglish';
import { renderApp } from '../../utils/renderApp';
import { USER_OF_ROLE, concretePath } from '../../utils/roles';
import { preloadAppModules } from '../../utils/appSetup';

preloadAppModules();

describe('every dashboard route renders its screen for a role allowed to open it', () => {
  it.each(dashboardRoutes.map((route) => [route.path || '(home)', route] as const))(
    '/dashboard/%s',
    async (_label, route) => {
      const role = route.roles[0]!;
      const path = route.path === '' ? '/dashboard' : `/dashboard/${concretePath(route.path)}`;
      await renderApp(path, { as: USER_OF_ROLE[role] });
      expect(
        await screen.findByRole('heading', { level: 1, name: en[route.titleId] }),
      ).toBeInTheDocument();
      if (route.workspace) {
        // A workspace (the card editor) folds the sidebar into the menu button's drawer.
        expect(screen.getByRole('button', { name: en['nav.toggle'] })).toHaveAttribute(
          'aria-expanded',
          'false',
        );
        expect(
          screen.getByRole('navigation', { name: en['nav.label'], hidden: true }),
        ).not.toBeVisible();
      } else expect(screen.getByRole('navigation', { name: en['nav.label'] })).toBeInTheDocument();
    },
  );
});

describe('every public route renders its screen', () => {
  const withoutSignIn = publicRoutes.filter((route) => route.access !== 'signedIn');
  it.each(withoutSignIn.map((route) => [route.path, route] as const))(
    '%s',
    async (_label, route) => {
      await renderApp(concretePath(route.path));
      const heading = await screen.findByRole('heading', { level: 1 });
      const expected =
        route.path === '/404' || route.path === '/500' ? en[route.titleId] : en[route.titleId];
      expect(heading).toHaveTextContent(expected);
    },
  );

  it('/settings needs a session and sends a visitor to sign in', async () => {
    const { router } = await renderApp('/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signin');
  });
});

describe('guards', () => {
  it('sends an unauthenticated visitor of /dashboard/* to /signin, remembering the location', async () => {
    const { router } = await renderApp('/dashboard/mail?page=2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signin');
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe(
      '/dashboard/mail?page=2',
    );
  });

  it.each([
    ['market', '/dashboard/industry', 'Industries'],
    ['market', '/dashboard/mail', 'Mail Templates'],
    ['admin', '/dashboard/mailing', 'My Contact Lists'],
    ['studio', '/dashboard/vendor-report', 'Vendor Report'],
    ['studio', '/dashboard/User-Campaigns', 'Active Campaigns'],
  ] as const)('%s opening %s gets the not-allowed page', async (who, path, screenName) => {
    await renderApp(path, { as: who });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Not allowed' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        `Your account cannot open ${screenName}. Use the menu to find what you can do.`,
      ),
    ).toBeInTheDocument();
  });

  it.each([
    '/dashboard/mailbox',
    '/dashboard/githubSearch',
    '/dashboard/blank_page',
    '/no-such-page',
  ])('the leftover demo path %s is not found', async (path) => {
    await renderApp(path, { as: 'admin' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
  });

  it('sends a signed-in user away from the sign-in page to the dashboard', async () => {
    const { router } = await renderApp('/signin', { as: 'studio' });
    await screen.findByRole('navigation', { name: en['nav.label'] });
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});
