import { test as base, expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo@1234';

export const ACCOUNTS = {
  admin: { email: 'admin@mailcraft.demo', name: 'Ada' },
  market: { email: 'market@mailcraft.demo', name: 'Maya' },
  newcomer: { email: 'newcomer@mailcraft.demo', name: 'Noah' },
  studio: { email: 'studio@mailcraft.demo', name: 'Stella' },
  pastdue: { email: 'pastdue@mailcraft.demo', name: 'Paul' },
} as const;

export type Account = keyof typeof ACCOUNTS;

/** Every spec fails on an uncaught page error or a console error. */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`console: ${message.text()}`);
      });
      await use(errors);
      expect(errors, 'errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Signs in through the form, using the demo panel's button as a newcomer would. */
export async function signInAs(page: Page, who: Account): Promise<void> {
  await page.goto('/signin');
  await page.getByRole('button', { name: `Use ${ACCOUNTS[who].name}` }).click();
  await expect(page.getByLabel('Email')).toHaveValue(ACCOUNTS[who].email);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** The sidebar's navigation, found by id so it is the same in every language. */
export function sidebar(page: Page) {
  return page.locator('#app-sidebar nav');
}

/** The top-level entries of the sidebar, in order. */
export async function topLevelSidebarLabels(page: Page): Promise<string[]> {
  const entries = sidebar(page).locator(
    'ul.ant-menu-root > li > .ant-menu-title-content, ul.ant-menu-root > li > .ant-menu-submenu-title .ant-menu-title-content',
  );
  return (await entries.allInnerTexts()).map((text) => text.trim());
}
