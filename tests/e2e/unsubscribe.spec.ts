import type { Page } from '@playwright/test';
import { UNSUBSCRIBE_TOKENS as TOKENS } from '../../src/mocks/unsubscribe/seed';
import { expectNoA11yViolations } from './a11y';
import { expect, signInAs, test } from './fixtures';

/**
 * The unsubscribe links of texts and emails (issue 28), in Chromium on the demo build: a
 * recipient follows the link twice (the second visit says "already unsubscribed"), on a phone
 * and signed out, and a user follows one signed in; neither sees the dashboard shell or loads
 * antd. Seed: src/mocks/unsubscribe/seed.ts.
 */

const PHONE = { width: 390, height: 844 };
const SMS = `/phone-unsubs/${TOKENS.smsOpen}`;
const EMAIL = `/email-unsubs/${TOKENS.emailOpen}`;

const result = (page: Page) => page.locator('.unsubscribe__result');

/** How far the page scrolls sideways at its width (0: not at all). */
const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Nothing of antd: no element of its classes and none of its generated styles. */
const antdOnPage = (page: Page) =>
  page.evaluate(
    () =>
      document.querySelector('[class^="ant-"], [class*=" ant-"]') !== null ||
      [...document.querySelectorAll('style')].some((style) =>
        (style.textContent ?? '').includes('.ant-'),
      ),
  );

/** The scripts the page loaded: the unsubscribe page's own entry, not the app's (React, router, store). */
const scriptsLoaded = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.endsWith('.js')),
  );

test.describe('on a phone, signed out', () => {
  test.use({ viewport: PHONE });

  test('unsubscribe from a text’s link twice: the second visit says already unsubscribed', async ({
    page,
  }) => {
    await page.goto(SMS);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Unsubscribe from text messages' }),
    ).toBeVisible();
    await expect(result(page)).toHaveText(
      'Market Street Realty sends text messages to (•••) •••-0194.',
    );
    expect(await sideways(page)).toBe(0);
    await expect(page.getByRole('navigation')).toHaveCount(0);
    expect(await antdOnPage(page)).toBe(false);
    const scripts = await scriptsLoaded(page);
    expect(scripts.some((path) => /\/assets\/unsubscribe-[\w-]+\.js$/.test(path))).toBe(true);
    expect(scripts.filter((path) => /\/assets\/(index|main|react|App)-/.test(path))).toEqual([]);
    await expectNoA11yViolations(page, `${SMS} before unsubscribing, 390 px`);

    await page.getByRole('button', { name: 'Unsubscribe', exact: true }).click();
    await expect(result(page)).toHaveText(
      'You are unsubscribed: Market Street Realty will send no more text messages to (•••) •••-0194.',
    );
    await expect(result(page)).toBeFocused();
    await expect(page.getByRole('button', { name: 'Resubscribe' })).toBeVisible();
    expect(await sideways(page)).toBe(0);
    await expectNoA11yViolations(page, `${SMS} unsubscribed, 390 px`);

    // The recipient taps the link in the text again.
    await page.goto(SMS);
    await expect(result(page)).toHaveText(
      'You are already unsubscribed: Market Street Realty sends no text messages to (•••) •••-0194.',
    );
    await expect(page.getByRole('button', { name: 'Unsubscribe', exact: true })).toHaveCount(0);
    await expect(
      page.getByText(/^Unsubscribed by mistake\? You can resubscribe until/),
    ).toBeVisible();
    expect(await sideways(page)).toBe(0);
    expect(await antdOnPage(page)).toBe(false);
  });

  test('a bad link and an expired one say so, without sideways scroll', async ({ page }) => {
    for (const [path, words] of [
      ['/email-unsubs/not-a-real-token', /^This unsubscribe link is not valid\./],
      [`/phone-unsubs/${TOKENS.smsExpired}`, /^This unsubscribe link has expired\. Reply STOP/],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('alert')).toHaveText(words);
      await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
      expect(await sideways(page)).toBe(0);
      await expectNoA11yViolations(page, `${path}, 390 px`);
    }
  });

  test('a failed click says nothing changed, and Retry unsubscribes once the server answers', async ({
    page,
  }) => {
    await page.goto(EMAIL);
    const unsubscribe = page.getByRole('button', { name: 'Unsubscribe', exact: true });
    await expect(unsubscribe).toBeVisible();
    const fault = (detail: string | null) =>
      page.evaluate(
        (value) => window.dispatchEvent(new CustomEvent('mailcraft:demo-fault', { detail: value })),
        detail,
      );
    await fault('http500');
    await unsubscribe.click();
    const alert = page.getByRole('alert');
    await expect(alert).toHaveText(
      /^Something went wrong, so nothing has changed\. Please try again\./,
    );
    expect(await sideways(page)).toBe(0);
    await expectNoA11yViolations(page, `${EMAIL} after a failed click, 390 px`);
    await fault(null);
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(result(page)).toHaveText(
      'You are unsubscribed: Market Street Realty will send no more emails to m•••@e•••.net.',
    );
  });
});

test('signed in: the same link, outside the shell, and resubscribing within the 10 minutes', async ({
  page,
}) => {
  await signInAs(page, 'market');
  await page.waitForURL(/\/dashboard$/);
  await page.goto(EMAIL);
  await expect(result(page)).toHaveText('Market Street Realty sends emails to m•••@e•••.net.');
  await expect(page.getByRole('navigation')).toHaveCount(0);
  expect(await antdOnPage(page)).toBe(false);
  await page.getByRole('button', { name: 'Unsubscribe', exact: true }).click();
  await expect(result(page)).toHaveText(/^You are unsubscribed/);

  await page.reload();
  await expect(result(page)).toHaveText(/^You are already unsubscribed/);
  await page.getByRole('button', { name: 'Resubscribe' }).click();
  await expect(result(page)).toHaveText(
    'You are subscribed again: Market Street Realty may send emails to m•••@e•••.net.',
  );
  await expect(page.getByRole('button', { name: 'Unsubscribe', exact: true })).toBeVisible();
  await expectNoA11yViolations(page, `${EMAIL} resubscribed, signed in`);
});

test('the language chosen on the page stays for the next link and for the app', async ({ page }) => {
  await page.goto(EMAIL);
  await expect(result(page)).toHaveText('Market Street Realty sends emails to m•••@e•••.net.');
  await page.getByLabel('Language').selectOption('es');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Darse de baja de los correos electrónicos' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Darse de baja', exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');

  await page.goto(SMS);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Darse de baja de los mensajes de texto' }),
  ).toBeVisible();
  await page.goto('/signin');
  await expect(page.getByRole('button', { name: 'Iniciar sesión', exact: true })).toBeVisible();
});
