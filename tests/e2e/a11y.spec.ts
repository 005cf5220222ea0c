import type { Page } from '@playwright/test';
import type { MessageId } from '../../src/i18n/messageIds';
import { allEnglish as en } from '../../src/i18n/allEnglish';
import { BAR_THEME_NAMES, LAYOUT_THEME_NAMES, MAIN_THEME_NAMES } from '../../src/theme/themes';
import { WCAG_TAGS, expectNoA11yViolations } from './a11y';
import { runAxe } from './axeRunner';
import { expect, sidebar, signInAs, test } from './fixtures';
import { applyThemes, openInApp, screenReady } from './screens';
import {
  ACCOUNT_OF_ROLE,
  dashboardUrl,
  publicRoutes,
  publicUrl,
  routesOfRole,
  signedIn,
} from './routeTable';

/**
 * Accessibility (quality harness, section 4): axe finds no WCAG 2.0/2.1/2.2 A or AA violation on
 * any route of any role, on any overlay the app opens, in other themes and languages; and the app
 * can be driven by keyboard alone.
 */

const menuItem = (page: Page, label: string) =>
  sidebar(page).getByRole('menuitem', { name: label, exact: true });

const settingsButton = (page: Page) =>
  page.getByRole('button', { name: en['prefs.open'], exact: true });

/** Icon-only buttons (no text of their own) are at least 24×24 CSS px (WCAG 2.2, 2.5.8). */
async function expectIconButtonsAtLeast24px(page: Page): Promise<void> {
  const small = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('button, [role="button"]')]
      .filter((button) => button.offsetParent !== null && button.innerText.trim() === '')
      .map((button) => {
        const box = button.getBoundingClientRect();
        return { name: button.getAttribute('aria-label'), width: box.width, height: box.height };
      })
      .filter((box) => box.width < 24 || box.height < 24),
  );
  expect(small, 'icon buttons smaller than 24×24').toEqual([]);
}

// The runner must be able to fail: a planted unlabelled button, in the page and in a frame, is
// reported. (Sandboxed frames without scripts, the email previews, cannot run axe and are skipped.)
// A page without frames takes the runner's other path, one axe.run in the page: tested alone.
test('the axe runner reports a planted violation on a page without frames (self-test)', async ({
  page,
}) => {
  await page.goto('/signin');
  await screenReady(page);
  await page.evaluate(() => {
    const button = document.createElement('button');
    button.id = 'planted';
    document.querySelector('main')!.append(button);
  });
  expect(page.mainFrame().childFrames()).toHaveLength(0);
  const results = await runAxe(page, { runOnly: { type: 'tag', values: WCAG_TAGS } });
  const buttonName = results.violations.find((violation) => violation.id === 'button-name');
  expect(buttonName?.nodes.map((node) => node.target.flat().join(' >> '))).toEqual(['#planted']);
});

test('the axe runner reports planted violations, in the page and in a frame (self-test)', async ({
  page,
}) => {
  await page.goto('/signin');
  await screenReady(page);
  await page.evaluate(() => {
    const button = document.createElement('button');
    button.id = 'planted';
    document.querySelector('main')!.append(button);
    const frame = document.createElement('iframe');
    frame.title = 'planted frame';
    frame.srcdoc =
      '<!doctype html><html lang="en"><title>x</title><body><button id="in-frame"></button></body></html>';
    document.querySelector('main')!.append(frame);
  });
  await expect(
    page.frameLocator('iframe[title="planted frame"]').locator('#in-frame'),
  ).toBeAttached();
  const results = await runAxe(page, { runOnly: { type: 'tag', values: WCAG_TAGS } });
  const buttonName = results.violations.find((violation) => violation.id === 'button-name');
  expect(buttonName?.nodes.map((node) => node.target.flat().join(' >> '))).toEqual([
    '#planted',
    'iframe >> #in-frame',
  ]);
});

test.describe('axe: public routes, signed out', () => {
  // One page loading route after route: a fresh browser context per route cost about five
  // seconds of set-up each, for one or two of loading and scanning.
  test('every public route', async ({ page }) => {
    test.setTimeout(30_000 + publicRoutes.length * 8_000);
    for (const route of publicRoutes) {
      const url = publicUrl(route);
      await test.step(url, async () => {
        await page.goto(url);
        await screenReady(page);
        await expectNoA11yViolations(page, url);
      });
    }
  });

  test('/signin with validation errors shown', async ({ page }) => {
    await page.goto('/signin');
    await page.getByRole('button', { name: en['auth.submit'], exact: true }).click();
    await expect(page.getByText(en['auth.email.required'])).toBeVisible();
    await expect(page.getByText(en['auth.password.required'])).toBeVisible();
    await expect(page.getByLabel(en['auth.email'])).toHaveAccessibleDescription(
      en['auth.email.required'],
    );
    await expectNoA11yViolations(page, '/signin with validation errors');
  });

  test('/signin with a wrong password', async ({ page }) => {
    await page.goto('/signin');
    await page.getByLabel(en['auth.email']).fill('studio@mailcraft.demo');
    await page.getByLabel(en['auth.password']).fill('not-the-password');
    await page.getByRole('button', { name: en['auth.submit'], exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(en['auth.wrongLogin']);
    await expectNoA11yViolations(page, '/signin with a wrong password');
  });
});

// /settings (an incomplete profile) is an antd screen outside the dashboard layout: it must get the
// same contrast fixes (antd's own error red is 3.3:1).
test('/settings as a newcomer, with validation errors shown', async ({ page }) => {
  await signInAs(page, 'newcomer');
  await page.waitForURL(/\/settings$/);
  await screenReady(page);
  await expectNoA11yViolations(page, '/settings as a newcomer');
  await page.getByRole('button', { name: en['settings.save'] }).click();
  await expect(page.getByText(en['settings.phone.required'])).toBeVisible();
  await expectNoA11yViolations(page, '/settings as a newcomer with validation errors');
});

test.describe('axe: every route of every role', () => {
  for (const role of [1, 2, 3] as const) {
    test(`${ACCOUNT_OF_ROLE[role]}: every route`, async ({ page }) => {
      const routes = routesOfRole(role);
      test.setTimeout(30_000 + routes.length * 10_000);
      await signedIn(page, role);
      for (const route of routes) {
        const url = dashboardUrl(route);
        await test.step(url, async () => {
          await openInApp(page, url);
          await expect(page).toHaveURL(url);
          await screenReady(page, en[route.titleId]);
          // A workspace route (the card editor) folds the sidebar into the menu button's drawer.
          if (route.workspace) await expect(sidebar(page)).toBeHidden();
          else await expect(sidebar(page)).toBeVisible();
          await expectNoA11yViolations(page, `${url} as ${ACCOUNT_OF_ROLE[role]}`);
          await expectIconButtonsAtLeast24px(page);
        });
      }
    });
  }
});

test.describe('axe: overlays', () => {
  test('settings drawer', async ({ page }) => {
    await signInAs(page, 'studio');
    await settingsButton(page).click();
    const drawer = page.getByRole('dialog', { name: en['prefs.title'] });
    await expect(drawer).toBeVisible();
    // The language Select's input is the one its <label> names.
    await expect(drawer.getByRole('combobox', { name: en['prefs.language'] })).toBeVisible();
    await expectNoA11yViolations(page, 'the settings drawer');
    await expectIconButtonsAtLeast24px(page);

    await drawer.getByRole('combobox', { name: en['prefs.language'] }).click();
    await expect(page.getByRole('listbox')).toBeAttached();
    await expect(page.getByTitle(`FR · ${en['language.fr']}`)).toBeVisible();
    await expectNoA11yViolations(page, 'the language list of the settings drawer');
  });

  test('user menu', async ({ page }) => {
    await signInAs(page, 'market');
    await page.getByRole('button', { name: /^Account menu for/ }).click();
    await expect(
      page.getByRole('menuitem', { name: en['topbar.logout'], exact: true }),
    ).toBeVisible();
    await expectNoA11yViolations(page, 'the user menu');
  });

  test('shell modals and frames: every one the market top bar and sidebar open', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signInAs(page, 'market');
    await expect(sidebar(page)).toBeVisible();
    /** Opens a sidebar group unless it is open already, then clicks one of its entries. */
    const inGroup = async (groupId: MessageId, itemId: MessageId) => {
      if (!(await menuItem(page, en[itemId]).isVisible())) {
        await menuItem(page, en[groupId]).click();
      }
      await menuItem(page, en[itemId]).click();
    };
    const opens: [MessageId, () => Promise<void>][] = [
      [
        'screen.fundAccount',
        () => page.getByRole('button', { name: en['topbar.fundAccount'], exact: true }).click(),
      ],
      ['screen.pricing', () => menuItem(page, en['nav.pricing']).click()],
      ['screen.uploadContacts', () => inGroup('nav.group.contacts', 'nav.uploadContacts')],
      ['screen.createContactList', () => inGroup('nav.group.contacts', 'nav.createContactList')],
      ['screen.listBuilder', () => menuItem(page, en['nav.listBuilder']).click()],
      [
        'screen.notificationsPanel',
        () => page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click(),
      ],
      [
        // Without a coach, Design Studio is an upgrade to PRO: the plan picker.
        'billing.plans.title',
        () =>
          page
            .getByRole('radiogroup', { name: en['topbar.sideSwitcher'] })
            .getByText(en['topbar.designStudio'], { exact: true })
            .click(),
      ],
      ['nav.zapier', () => inGroup('nav.group.integrations', 'nav.zapier')],
      ['nav.help', () => menuItem(page, en['nav.help']).click()],
    ];
    for (const [titleId, open] of opens) {
      await test.step(en[titleId], async () => {
        await open();
        const dialog = page.getByRole('dialog', { name: en[titleId] });
        await expect(dialog).toBeVisible();
        const frame = dialog.locator('iframe');
        if ((await frame.count()) > 0) {
          await expect(
            dialog.frameLocator('iframe').getByRole('heading', { level: 1 }),
          ).toBeVisible();
        }
        await expectNoA11yViolations(page, `the ${en[titleId]} dialog`);
        await expectIconButtonsAtLeast24px(page);
        // The bell's list is a panel, not a modal: Escape closes it.
        const close = dialog.getByRole('button', { name: en['common.close'] });
        if ((await close.count()) > 0) await close.last().click();
        else await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
      });
    }
  });

  test('hovered primary and danger buttons', async ({ page }) => {
    await signInAs(page, 'market');
    await page.getByRole('button', { name: en['topbar.fundAccount'], exact: true }).hover();
    await expectNoA11yViolations(page, 'the dashboard with Fund Account hovered');
    await settingsButton(page).click();
    const drawer = page.getByRole('dialog', { name: en['prefs.title'] });
    await drawer.getByRole('button', { name: en['prefs.demoReset'] }).hover();
    await expectNoA11yViolations(page, 'the settings drawer with Reset demo data hovered');
  });

  test('collapsed sidebar rail', async ({ page }) => {
    await signInAs(page, 'admin');
    await page.getByRole('button', { name: en['nav.toggle'] }).click();
    await page.mouse.move(900, 500);
    await expect(page.locator('#app-sidebar')).toHaveAttribute('data-collapsed', 'true');
    await expectNoA11yViolations(page, 'the collapsed sidebar rail');
    await expectIconButtonsAtLeast24px(page);
  });

  test.describe('mobile', () => {
    test.use({ viewport: { width: 600, height: 900 } });

    test('open sidebar', async ({ page }) => {
      await signInAs(page, 'market');
      await expect(page).toHaveURL(/\/dashboard$/);
      await page.getByRole('button', { name: en['nav.toggle'] }).click();
      await expect(sidebar(page)).toBeVisible();
      await expectNoA11yViolations(page, 'the mobile sidebar');
      await expectIconButtonsAtLeast24px(page);
    });
  });

  test.describe('toasts', () => {
    // Under the injected fault Chromium logs each failed call.
    test.use({
      allowedConsoleErrors: [
        /^Failed to load resource: the server responded with a status of 500\b/,
      ],
    });

    test('an error toast', async ({ page }) => {
      await signInAs(page, 'market');
      await page.waitForURL(/\/dashboard$/);
      // The demo backend answers 500 to every call: get-profile's failure raises a toast.
      await page.evaluate(() => window.localStorage.setItem('mailcraft.demoFault', 'http500'));
      await page.reload();
      await screenReady(page, en['screen.home']);
      const toast = page.getByRole('alert').filter({ hasText: /Oops! Our system is busy/ });
      await expect(toast).toBeVisible();
      // Error toasts close after 5 s; the pointer over one holds it open while axe looks.
      await toast.hover();
      await expectIconButtonsAtLeast24px(page);
      await expectNoA11yViolations(page, 'an error toast');
      await expect(toast, 'the toast was checked while shown').toBeVisible();
    });
  });

  test.describe('outside Chrome', () => {
    test.use({
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
    });

    test('the Chrome-only banner, on sign-in and in the dashboard', async ({ page }) => {
      await page.addInitScript(() => {
        Object.defineProperty(Navigator.prototype, 'userAgentData', { get: () => undefined });
      });
      const banner = page.getByRole('status').filter({ hasText: en['app.chromeOnly'] });
      await page.goto('/signin');
      await expect(banner).toBeVisible();
      await expectNoA11yViolations(page, 'the sign-in page with the Chrome-only banner');
      await signInAs(page, 'studio');
      await page.waitForURL(/\/dashboard$/);
      await expect(banner).toBeVisible();
      // The banner is the shell's: it shows before the dashboard's own heading and main have loaded.
      await screenReady(page);
      await expectNoA11yViolations(page, 'the dashboard with the Chrome-only banner');
      await expectIconButtonsAtLeast24px(page);
    });
  });
});

test.describe('axe: themes and languages', () => {
  test('every top bar, sidebar, main and layout theme', async ({ page }) => {
    test.setTimeout(240_000);
    await signInAs(page, 'market');
    await page.waitForURL(/\/dashboard$/);
    // The example, then eight combinations that cover every theme of every family; every
    // other one shows a selected entry inside an open sidebar group.
    const combinations = [
      { topbarTheme: 'theme3', sidebarTheme: 'theme1', mainTheme: 'theme2', layoutTheme: 'theme2' },
      ...BAR_THEME_NAMES.map((topbarTheme, index) => ({
        topbarTheme,
        sidebarTheme: BAR_THEME_NAMES[(index + 5) % BAR_THEME_NAMES.length],
        mainTheme: MAIN_THEME_NAMES[index % MAIN_THEME_NAMES.length],
        layoutTheme: LAYOUT_THEME_NAMES[index % LAYOUT_THEME_NAMES.length],
      })),
    ];
    for (const [index, themes] of combinations.entries()) {
      const url = index % 2 === 0 ? '/dashboard' : '/dashboard/membership';
      await test.step(`${JSON.stringify(themes)} on ${url}`, async () => {
        await openInApp(page, url);
        await applyThemes(page, themes);
        await screenReady(page);
        await expectNoA11yViolations(page, `${url} in ${JSON.stringify(themes)}`);
      });
    }
  });

  test('dashboard and settings drawer in French', async ({ page }) => {
    await signInAs(page, 'studio');
    await page.waitForURL(/\/dashboard$/);
    await settingsButton(page).click();
    const drawer = page.getByRole('dialog', { name: en['prefs.title'] });
    await drawer.getByRole('combobox', { name: en['prefs.language'] }).click();
    await page.getByTitle(`FR · ${en['language.fr']}`).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(sidebar(page).getByText('Tableau de bord')).toBeVisible();
    await expectNoA11yViolations(page, 'the settings drawer in French');
    await page.getByRole('button', { name: 'Fermer' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await screenReady(page);
    await expectNoA11yViolations(page, 'the dashboard in French');
  });
});

/** What has focus, and whether it shows a focus indicator (an outline or a box shadow). */
async function focusState(page: Page) {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    if (!active || active === document.body) return { onBody: true, name: '', indicator: false };
    // A visually hidden radio (antd Segmented, Radio.Button) shows focus on its label, the input
    // of an antd Select on the Select around it, and an input with a clear button or icons on
    // the affix wrapper around it.
    const painted = [
      active,
      active.closest('label'),
      active.closest('.ant-select'),
      active.closest('.ant-input-affix-wrapper'),
    ].filter((node) => node !== null);
    const indicator = painted.some((node) => {
      const style = getComputedStyle(node);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      return outline || style.boxShadow !== 'none';
    });
    const name =
      active.getAttribute('aria-label') ??
      active.getAttribute('title') ??
      (active.innerText || active.textContent || '').trim().slice(0, 60);
    return {
      onBody: false,
      name,
      indicator,
      tag: active.tagName,
      role: active.getAttribute('role'),
    };
  });
}

async function expectVisibleFocus(page: Page, where: string): Promise<void> {
  const state = await focusState(page);
  expect(state.onBody, `focus is on a control (${where})`).toBe(false);
  expect(state.indicator, `"${state.name}" shows a focus indicator (${where})`).toBe(true);
}

/** Presses a key until the focused element matches, checking each stop shows where focus is. */
async function pressUntil(
  page: Page,
  key: string,
  reached: () => Promise<boolean>,
  { max = 40, where }: { max?: number; where: string },
): Promise<void> {
  for (let presses = 0; presses < max; presses += 1) {
    await page.keyboard.press(key);
    const state = await focusState(page);
    if (!state.onBody) await expectVisibleFocus(page, `${where}, after ${presses + 1} × ${key}`);
    if (await reached()) return;
  }
  throw new Error(`${where}: not reached after ${max} presses of ${key}`);
}

const focusedIn = (page: Page, selector: string) =>
  page.evaluate((inside) => document.activeElement?.closest(inside) !== null, selector);

test.describe('keyboard only', () => {
  test('sign in, open a sidebar item, open and close a modal and the settings panel', async ({
    page,
  }) => {
    await page.goto('/signin');
    await screenReady(page, en['auth.signIn.title']);

    // Sign in: the first stop is the email field.
    await page.keyboard.press('Tab');
    await expect(page.getByLabel(en['auth.email'])).toBeFocused();
    await expectVisibleFocus(page, 'email');
    await page.keyboard.type('studio@mailcraft.demo');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel(en['auth.password'])).toBeFocused();
    await expectVisibleFocus(page, 'password');
    await page.keyboard.type('Demo@1234');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: en['auth.submit'], exact: true })).toBeFocused();
    await expectVisibleFocus(page, 'the sign-in button');
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByLabel(en['auth.password'])).toBeFocused();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/dashboard$/);
    await screenReady(page, en['screen.home']);

    // The skip link comes first and lands on the main content.
    await page.keyboard.press('Tab');
    const skipLink = page.getByRole('link', { name: en['app.skipToContent'] });
    await expect(skipLink).toBeFocused();
    await expect(skipLink).toBeInViewport();
    await expectVisibleFocus(page, 'the skip link');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();

    // Back from the content into the sidebar, then down its menu to Categories.
    await pressUntil(page, 'Shift+Tab', () => focusedIn(page, '#app-sidebar nav'), {
      where: 'tabbing back to the sidebar',
    });
    await pressUntil(
      page,
      'ArrowDown',
      async () => (await focusState(page)).name === en['nav.category'],
      { max: 12, where: 'the sidebar menu' },
    );
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard\/category$/);
    await expect(
      page.getByRole('heading', { level: 1, name: en['screen.category'], exact: true }),
    ).toBeVisible();

    // Pricing opens a modal; Escape closes it and focus goes back to its sidebar entry.
    await pressUntil(
      page,
      'ArrowDown',
      async () => (await focusState(page)).name === en['nav.pricing'],
      { max: 12, where: 'the sidebar menu' },
    );
    await page.keyboard.press('Enter');
    const pricing = page.getByRole('dialog', { name: en['screen.pricing'] });
    await expect(pricing).toBeVisible();
    await expect
      .poll(() => focusedIn(page, '[role="dialog"]'), 'focus moves into the modal')
      .toBe(true);
    await page.keyboard.press('Tab');
    await expectVisibleFocus(page, 'inside the Pricing modal');
    expect(await focusedIn(page, '[role="dialog"]'), 'focus stays in the modal').toBe(true);
    await page.keyboard.press('Escape');
    await expect(pricing).toBeHidden();
    await expect(menuItem(page, en['nav.pricing'])).toBeFocused();
    await expectVisibleFocus(page, 'back on Pricing');

    // The settings panel: reached with Tab, opened with Enter, closed with Escape.
    await pressUntil(page, 'Tab', async () => (await focusState(page)).name === en['prefs.open'], {
      where: 'tabbing to the settings switch',
    });
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: en['prefs.title'] });
    await expect(drawer).toBeVisible();
    await expect
      .poll(() => focusedIn(page, '.ant-drawer'), 'focus moves into the panel')
      .toBe(true);
    await pressUntil(page, 'Tab', async () => (await focusState(page)).role === 'combobox', {
      max: 5,
      where: 'the settings panel',
    });
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(settingsButton(page)).toBeFocused();
    await expectVisibleFocus(page, 'back on the settings switch');

    // Shift+Tab walks back through the page without getting stuck.
    await pressUntil(page, 'Shift+Tab', () => focusedIn(page, '#app-sidebar nav'), {
      where: 'tabbing back to the sidebar',
    });
  });

  test('the collapsed rail expands while keyboard focus is inside it', async ({ page }) => {
    await signInAs(page, 'studio');
    await page.waitForURL(/\/dashboard$/);
    const toggle = page.getByRole('button', { name: en['nav.toggle'] });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#app-sidebar')).toHaveAttribute('data-collapsed', 'true');
    await pressUntil(page, 'Tab', () => focusedIn(page, '#app-sidebar nav'), {
      where: 'tabbing to the rail',
    });
    await expect(page.locator('#app-sidebar')).toHaveAttribute('data-collapsed', 'false');
    await pressUntil(page, 'Tab', async () => !(await focusedIn(page, '#app-sidebar')), {
      where: 'tabbing out of the rail',
    });
    await expect(page.locator('#app-sidebar')).toHaveAttribute('data-collapsed', 'true');
  });

  test.describe('mobile', () => {
    test.use({ viewport: { width: 600, height: 900 } });

    test('the sidebar opens from its button and Escape closes it', async ({ page }) => {
      await signInAs(page, 'studio');
      await page.waitForURL(/\/dashboard$/);
      const toggle = page.getByRole('button', { name: en['nav.toggle'] });
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(sidebar(page)).toBeVisible();
      await pressUntil(page, 'Tab', () => focusedIn(page, '#app-sidebar nav'), {
        where: 'tabbing to the mobile sidebar',
      });
      await page.keyboard.press('Escape');
      await expect(sidebar(page)).toBeHidden();
      await expect(toggle).toBeFocused();
    });
  });
});
