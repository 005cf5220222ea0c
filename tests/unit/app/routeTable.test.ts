// @vitest-environment node
import { matchPath } from 'react-router-dom';
import { dashboardRoutes, publicRoutes, sidebarActions } from '../../../src/app/routes';
import type { SidebarPlacement } from '../../../src/components/routeEntries';
import { ALL_ROLES } from '../../../src/config/constants';
import { paths } from '../../../src/config/paths';

interface PathEntry {
  path: string;
  getHref: (value?: string) => string;
}

const { dashboard, ...publicPaths } = paths;
const publicEntries = Object.values(publicPaths) as PathEntry[];
const { root: dashboardRoot, ...dashboardScreens } = dashboard;
const dashboardEntries = Object.values(dashboardScreens) as PathEntry[];
const absolute = (relative: string) =>
  relative === '' ? dashboardRoot.path : `${dashboardRoot.path}/${relative}`;

describe('paths', () => {
  it('builds the URLs the app links to', () => {
    expect(paths.root.getHref()).toBe('/');
    expect(paths.signIn.getHref()).toBe('/signin');
    expect(paths.signIn.getHref({ next: '/dashboard/mail?page=2' })).toBe(
      '/signin?next=%2Fdashboard%2Fmail%3Fpage%3D2',
    );
    expect(paths.settings.getHref()).toBe('/settings');
    expect(paths.dashboard.home.getHref()).toBe('/dashboard');
    expect(paths.dashboard.account.getHref()).toBe('/dashboard/account');
    expect(paths.dashboard.mailingList.getHref(7)).toBe('/dashboard/mailinglist/7');
    expect(paths.dashboard.systemMailingList.getHref(7)).toBe('/dashboard/system-mailinglist/7');
    expect(paths.dashboard.cardEditor.getHref()).toBe('/dashboard/cardeditor');
    expect(paths.dashboard.cardEditor.getHref(12)).toBe('/dashboard/cardeditor?id=12');
    expect(paths.dashboard.userCreateCampaign.getHref()).toBe('/dashboard/User-Create-Campaign');
    expect(paths.dashboard.userCreateCampaign.getHref(3)).toBe('/dashboard/User-Create-Campaign/3');
    expect(paths.resetPassword.getHref('a/b')).toBe('/reset-password/a%2Fb');
  });

  it.each([
    ...publicEntries.map((entry) => [entry.path, entry] as const),
    ...dashboardEntries.map((entry) => [absolute(entry.path), entry] as const),
  ])('each link leads to its own pattern: %s', (pattern, entry) => {
    for (const href of [entry.getHref(), entry.getHref('1')]) {
      const pathname = href.split('?')[0]!;
      expect(matchPath({ path: pattern, caseSensitive: true }, pathname)).not.toBeNull();
    }
  });
});

describe('the composed route table', () => {
  it('takes every path from paths, once', () => {
    const publicPatterns = publicRoutes.map((route) => route.path);
    const dashboardPatterns = dashboardRoutes.map((route) => route.path);
    expect(new Set(publicPatterns).size).toBe(publicPatterns.length);
    expect(new Set(dashboardPatterns).size).toBe(dashboardPatterns.length);
    expect(publicPatterns.sort()).toEqual(publicEntries.map((entry) => entry.path).sort());
    expect(dashboardPatterns.sort()).toEqual(dashboardEntries.map((entry) => entry.path).sort());
  });

  it.each(ALL_ROLES)(
    "role %i's sidebar orders are distinct, so the features' order cannot reorder it",
    (role) => {
      const placements: SidebarPlacement[] = [
        ...dashboardRoutes.flatMap((route) => route.sidebar ?? []),
        ...sidebarActions.flatMap((entry) => entry.sidebar),
      ].filter((placement) => placement.roles.includes(role));
      const orders = placements.map((placement) => placement.order);
      expect(new Set(orders).size).toBe(orders.length);
    },
  );

  it("features' routes.ts import only lazy pages and plain data (the sign-in bundle stays small)", () => {
    const allowed = new Set([
      'react',
      '../../config/constants',
      '../../config/paths',
      '../../i18n/domainMessages',
    ]);
    const sources = import.meta.glob<string>('../../../src/features/*/routes.ts', {
      query: '?raw',
      import: 'default',
      eager: true,
    });
    expect(Object.keys(sources).length).toBeGreaterThan(0);
    for (const [file, source] of Object.entries(sources)) {
      const valueImports = [...source.matchAll(/^import (?!type )[^;]*? from '([^']+)';/gms)].map(
        (match) => match[1],
      );
      expect({ file, imports: valueImports.filter((from) => !allowed.has(from!)) }).toEqual({
        file,
        imports: [],
      });
      const dynamicImports = [...source.matchAll(/import\('([^']+)'\)/g)].map((match) => match[1]);
      for (const from of dynamicImports) expect(from).toMatch(/^\.\/pages\//);
    }
  });
});
