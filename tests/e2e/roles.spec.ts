import { EXPECTED_SIDEBARS, topLevelLabels } from '../fixtures/expectedSidebars';
import { type Account, expect, sidebar, signInAs, test, topLevelSidebarLabels } from './fixtures';

interface RoleJourney {
  who: Account;
  welcome: string;
  sidebar: string[];
  /** Two routes opened from the sidebar: [group to open or null, item, heading shown]. */
  routes: [string | null, string, string][];
  frenchLabel: string;
}

const journeys: RoleJourney[] = [
  {
    who: 'admin',
    welcome: 'Hi Ada!',
    sidebar: topLevelLabels(EXPECTED_SIDEBARS.admin),
    routes: [
      [null, 'Industries', 'Industries'],
      ['Vendor Reports', 'Vendor Summary', 'Vendor Summary'],
    ],
    frenchLabel: 'Tableau de bord',
  },
  {
    who: 'market',
    welcome: 'Hi Maya! Welcome to the Marketplace. What will you order today?',
    sidebar: [
      'Dashboard',
      'Contacts',
      'List Builder',
      'Card Templates',
      'Campaigns',
      'Account',
      'Integrations',
      'Pricing',
      'Help',
    ],
    routes: [
      ['Contacts', 'My Contact Lists', 'My Contact Lists'],
      ['Campaigns', 'Active Campaigns', 'Active Campaigns'],
    ],
    frenchLabel: 'Tableau de bord',
  },
  {
    who: 'studio',
    welcome: 'Hi Stella! Welcome to the Design Studio. What will you design today?',
    sidebar: [
      'Dashboard',
      'Categories',
      'SMS Templates',
      'Mail Templates',
      'Card Templates',
      'Campaigns',
      'Account',
      'Pricing',
      'Help',
    ],
    routes: [
      [null, 'SMS Templates', 'SMS Templates'],
      ['Account', 'Affiliate', 'Affiliate Program'],
    ],
    frenchLabel: 'Tableau de bord',
  },
];

for (const journey of journeys) {
  test(`${journey.who}: signs in, sees the role's sidebar, opens two routes, switches language, signs out`, async ({
    page,
  }, testInfo) => {
    await signInAs(page, journey.who);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText(journey.welcome)).toBeVisible();
    await expect.poll(() => topLevelSidebarLabels(page)).toEqual(journey.sidebar);
    await expect(page.getByText(/Mailcraft © \d{4} · version 3\.0\.69/)).toBeVisible();

    const screenshot = await page.screenshot({
      fullPage: true,
      path: testInfo.outputPath(`dashboard-${journey.who}.png`),
    });
    await testInfo.attach(`dashboard-${journey.who}`, {
      body: screenshot,
      contentType: 'image/png',
    });

    for (const [group, item, heading] of journey.routes) {
      if (group) await sidebar(page).getByText(group, { exact: true }).click();
      await sidebar(page).getByText(item, { exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }

    await page.getByRole('button', { name: 'Language and theme settings' }).click();
    await page.getByRole('combobox').click();
    await page.getByText('FR · French').click();
    await expect(sidebar(page).getByText(journey.frenchLabel, { exact: true })).toBeVisible();
    // The panel stays open through the change of language; its close button now speaks French.
    const panel = page.getByRole('dialog', { name: 'Paramètres' });
    await panel.getByRole('button', { name: 'Fermer' }).click();
    await expect(panel).toBeHidden();

    await page.locator('.topbar__user').click();
    await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('id_token'))).toBeNull();
  });
}
