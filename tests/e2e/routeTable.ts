import type { Page } from '@playwright/test';
import type { DashboardRouteEntry, PublicRouteEntry } from '../../src/components/routeEntries';
import { type Account, signInAs } from './fixtures';

// The route table is app code; in Node the version that Vite would inline must exist first.
(globalThis as { __APP_VERSION__?: string }).__APP_VERSION__ ??= 'e2e';
const table = await import('../../src/app/routes');

export const dashboardRoutes: readonly DashboardRouteEntry[] = table.dashboardRoutes;
export const publicRoutes: readonly PublicRouteEntry[] = table.publicRoutes;

export const ACCOUNT_OF_ROLE: Record<1 | 2 | 3, Account> = { 1: 'admin', 2: 'market', 3: 'studio' };

/** A concrete URL for a dashboard route pattern: parameters filled with 1, optional ones left out. */
export function dashboardUrl(route: DashboardRouteEntry): string {
  const path = route.path.replace(/\/:[^/]+\?/g, '').replace(/:[^/]+/g, '1');
  return path === '' ? '/dashboard' : `/dashboard/${path}`;
}

/** A concrete URL for a public route pattern. */
export function publicUrl(route: PublicRouteEntry): string {
  return route.path.replace(/\/:[^/]+\?/g, '').replace(/:[^/]+/g, 'sample-token');
}

/** Every (role, route) pair a role may open. */
export function routesOfRole(role: 1 | 2 | 3): DashboardRouteEntry[] {
  return dashboardRoutes.filter((route) => route.roles.includes(role));
}

/** Signs in once and returns; later page.goto calls reuse the stored session. */
export async function signedIn(page: Page, role: 1 | 2 | 3): Promise<void> {
  await signInAs(page, ACCOUNT_OF_ROLE[role]);
  await page.waitForURL(/\/dashboard$/);
}
