import { afterEach, beforeAll, beforeEach } from 'vitest';

/**
 * The lazy modules behind the sign-in page, /settings and the dashboard. Their first import
 * transforms antd and the layout on the fly; on a busy 2-core machine that alone can outlast a
 * test's wait, so a file that renders them loads them once, up front.
 */
const APP_MODULES = [
  () => import('../../src/app/layout/DashboardLayout'),
  () => import('../../src/app/providers/AntdRoot'),
  () => import('../../src/app/providers/ToastHost'),
  () => import('../../src/app/pages/UnbuiltPage'),
  () => import('../../src/features/dashboard/pages/DashboardHomePage'),
  () => import('../../src/features/auth/pages/ProfileCompletionPage'),
  () => import('../../src/features/auth/pages/SignInPage'),
];

/** Loads the app's lazy modules (and `extra` ones the file needs) before the file's first test. */
export function preloadAppModules(...extra: (() => Promise<unknown>)[]): void {
  beforeAll(async () => {
    await Promise.all([...APP_MODULES, ...extra].map((load) => load()));
  }, 60_000);
}

/** Wide enough for the desktop top bar, whose welcome line and user name show from 1220px up. */
export const DESKTOP_WIDTH = 1400;

/** Renders every test of the file at desktop width, and puts jsdom's width back afterwards. */
export function atDesktopWidth(): void {
  const originalWidth = window.innerWidth;
  beforeEach(() => {
    window.innerWidth = DESKTOP_WIDTH;
  });
  afterEach(() => {
    window.innerWidth = originalWidth;
  });
}
