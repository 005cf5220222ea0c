import { act, screen } from '@testing-library/react';
import { dashboardRoutes } from '../../../src/app/routes';
import { ROLE, type Role } from '../../../src/config/constants';
import { ROUTE_ACCESS } from '../../fixtures/routeAccess';
import { atDesktopWidth, preloadAppModules } from '../../utils/appSetup';
import { renderApp } from '../../utils/renderApp';
import { trackRequests } from '../../utils/requests';
import { USER_OF_ROLE, concretePath } from '../../utils/roles';

/**
 * Every dashboard route × every role, and signed out (quality harness issue §2), driven by the
 * route table and checked against tests/fixtures/routeAccess.ts, written apart from the table:
 * - an allowed pair shows the route's own heading in the shell;
 * - a refused pair shows the not-allowed page naming the screen, and sends no call at all;
 * - signed out, every route goes to /signin and remembers where the visitor was going.
 * Each role's app is rendered once and moves from route to route as links would (by way of the
 * home, so a refusal is judged with no call of the previous screen in flight).
 */

preloadAppModules();
atDesktopWidth();

const ROLES: Role[] = [ROLE.superAdmin, ROLE.marketplace, ROLE.designStudio];
const urlOf = (path: string) => (path === '' ? '/dashboard' : `/dashboard/${concretePath(path)}`);
const level1 = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 15_000 });

it('the route table and the access record list the same routes', () => {
  expect(dashboardRoutes.map((route) => route.path).sort()).toEqual(
    Object.keys(ROUTE_ACCESS).sort(),
  );
});

describe.each(ROLES)('role %i', (role) => {
  it(`opens its routes and is refused the others, sending no call for them`, async () => {
    const { router } = await renderApp('/dashboard', { as: USER_OF_ROLE[role] });
    await level1('Dashboard');
    const requests = trackRequests();
    let refused = 0;
    for (const route of dashboardRoutes) {
      const { roles, heading } = ROUTE_ACCESS[route.path]!;
      const url = urlOf(route.path);
      await act(() => router.navigate('/dashboard'));
      await level1('Dashboard');
      await requests.idle();
      const callsBefore = requests.started.length;
      await act(() => router.navigate(url));
      if (roles.includes(role)) {
        expect(await level1(heading), `${url} for role ${role}`).toBeInTheDocument();
        continue;
      }
      refused += 1;
      expect(await level1('Not allowed'), `${url} refused to role ${role}`).toBeInTheDocument();
      expect(
        screen.getByText(`Your account cannot open ${heading}. Use the menu to find what you can do.`),
      ).toBeInTheDocument();
      await requests.idle();
      expect(requests.started.slice(callsBefore), `calls sent for ${url} by role ${role}`).toEqual(
        [],
      );
    }
    expect(refused).toBe(
      dashboardRoutes.filter((route) => !ROUTE_ACCESS[route.path]!.roles.includes(role)).length,
    );
  }, 120_000);
});

it('signed out, every dashboard route goes to /signin and remembers the location', async () => {
  const { router } = await renderApp('/signin');
  await level1('Sign in');
  for (const route of dashboardRoutes) {
    const url = urlOf(route.path);
    await act(() => router.navigate(url));
    expect(router.state.location.pathname, url).toBe('/signin');
    expect(new URLSearchParams(router.state.location.search).get('next'), url).toBe(url);
    expect(await level1('Sign in')).toBeInTheDocument();
  }
}, 60_000);
