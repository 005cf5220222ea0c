import type { Page } from '@playwright/test';
import { ACCOUNTS, DEMO_PASSWORD, expect, test } from './fixtures';

/**
 * Password and username recovery in Chromium against the demo build (issue 28): forgot password
 * → the demo's outbox → the reset link → a new password → sign in with it, the old password and
 * the old link refused; the username by email and by text; an unknown address answered alike.
 * Each test has its own browser context, so its own demo database from the seed.
 */

const MAYA = ACCOUNTS.market.email;
const NEW_PASSWORD = 'Recovered2026';

const outbox = (page: Page) => page.getByRole('region', { name: 'Demo outbox' });
const sentText = async (page: Page) =>
  ((await page.locator('.recovery__sent-message').textContent()) ?? '').trim();

async function askForLink(page: Page, email: string) {
  await page.goto('/forgotpassword');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your messages' })).toBeVisible();
}

async function signIn(page: Page, password: string) {
  await page.getByLabel('Email').fill(MAYA);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

test('forgot password → the demo outbox’s link → a new password that signs in; the old password and the old link no longer work', async ({
  page,
}) => {
  await askForLink(page, MAYA);
  await expect(page.getByRole('button', { name: 'Resend' })).toBeDisabled();
  await expect(page.getByText(/You can ask again in \d+ seconds?\./)).toBeVisible();
  await expect(outbox(page)).toContainText('Reset your Mailcraft password');
  await outbox(page).getByRole('link', { name: 'Open the reset link' }).click();

  await expect(page).toHaveURL(/\/reset-password\/[0-9a-f]{64}$/);
  const resetUrl = new URL(page.url()).pathname;
  await expect(page.getByText(`Choose a new password for ${MAYA}.`)).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('status')).toContainText('Your password has been changed.');
  await page.getByRole('link', { name: 'Sign in', exact: true }).click();

  await expect(page).toHaveURL(/\/signin$/);
  await signIn(page, DEMO_PASSWORD);
  await expect(page.getByRole('alert')).toHaveText('Wrong mail or password');
  await signIn(page, NEW_PASSWORD);
  await page.waitForURL(/\/dashboard$/);

  // The link worked once: opened again (signed in: the page is open to anyone), it is refused.
  await page.goto(resetUrl);
  await expect(page.getByRole('alert')).toContainText(
    'This password reset link has already been used',
  );
  await expect(page.getByRole('link', { name: 'Send me a new link' })).toHaveAttribute(
    'href',
    '/forgotpassword',
  );
  await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
});

test('an unknown address gets the same answer as a known one; only the demo’s outbox tells them apart', async ({
  page,
}) => {
  await askForLink(page, MAYA);
  const known = (await sentText(page)).replace(MAYA, '{address}');
  await expect(outbox(page).getByRole('link', { name: 'Open the reset link' })).toBeVisible();

  await askForLink(page, 'nobody@example.com');
  expect((await sentText(page)).replace('nobody@example.com', '{address}')).toBe(known);
  await expect(outbox(page)).toContainText('The demo sent nothing to this address');
});

test('forgot username by email and by mobile', async ({ page }) => {
  await page.goto('/signin');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await page.getByRole('link', { name: 'Forgot username?' }).click();
  await expect(page).toHaveURL(/\/forgotusername$/);

  await page.getByRole('textbox', { name: 'Email' }).fill(MAYA);
  await page.getByRole('button', { name: 'Send my username' }).click();
  await expect(page.locator('.recovery__sent-message')).toHaveText(
    `If an account uses ${MAYA}, we have sent its username to that address.`,
  );
  await expect(outbox(page)).toContainText(`You sign in with this address: ${MAYA}`);

  await page.getByRole('button', { name: 'Use another address' }).click();
  await page.getByRole('radio', { name: 'By text message' }).check();
  await page.getByLabel('Mobile number').fill('+1 555 010 0002');
  await page.getByRole('button', { name: 'Send my username' }).click();
  await expect(page.locator('.recovery__sent-message')).toHaveText(
    'If an account uses (555) 010-0002, we have sent its username there by text message.',
  );
  await expect(outbox(page)).toContainText('Text message to (555) 010-0002');
  await expect(outbox(page)).toContainText(`Mailcraft: you sign in with ${MAYA}.`);
  await outbox(page).getByRole('link', { name: 'Go to sign in' }).click();
  await expect(page).toHaveURL(/\/signin$/);
});
