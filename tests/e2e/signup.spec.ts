import type { Page } from '@playwright/test';
import { demoCalls, expect, test } from './fixtures';
import { savedDatabase } from './xssKit';

/**
 * Sign-up journeys in Chromium against the demo build (issue 28): Free to /settings then the
 * dashboard; Pro with the demo card, charged once for ten presses; the affiliate page's referral
 * carried to the new account; the public /pro-plan leading into sign-up with the plan chosen.
 */

const PASSWORD = 'Harbour7lights!';

async function fillStepOne(page: Page, who: { fname: string; email: string; phone: string }) {
  await page.getByLabel('First name').fill(who.fname);
  await page.getByLabel('Last name').fill('Tester');
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Mobile phone').fill(who.phone);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Next' }).click();
}

async function fillStepTwo(page: Page, business: string, website: string) {
  await expect(page.getByRole('heading', { name: /^Step 2 of 3/ })).toBeVisible();
  await page.getByLabel('Business name').fill(business);
  await page.getByLabel('Website (optional)').fill(website);
  await page.getByLabel('Industry').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: /^Step 3 of 3/ })).toBeVisible();
}

const userOf = async (page: Page, email: string) =>
  (await savedDatabase(page)).users?.find((user) => user.email === email);

test('a new person signs up on the free plan, completes the profile and reaches the dashboard', async ({
  page,
}) => {
  await page.goto('/signup');
  await fillStepOne(page, { fname: 'Fiona', email: 'fiona@example.com', phone: '555 010 4411' });
  await fillStepTwo(page, 'Fiona Florist', 'https://www.fionaflorist.example/shop');
  await expect(page.getByText('$0.00/month')).toBeVisible();
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(/\/settings$/);
  const user = await userOf(page, 'fiona@example.com');
  expect(user).toMatchObject({
    tier: 0,
    user_type: 'freemium',
    role_id: 2,
    domain: 'fionaflorist.example',
    profilecomplete_status: 0,
  });
  // Profile completion (the settings page of the auth feature) leads on to the dashboard.
  await page.getByRole('button', { name: /save/i }).click();
  await page.waitForURL(/\/dashboard$/);
});

test('a new person signs up on Pro with the demo card and is charged once for ten presses', async ({
  page,
}) => {
  await page.goto('/signup');
  await fillStepOne(page, { fname: 'Pablo', email: 'pablo@example.com', phone: '555 010 4412' });
  await fillStepTwo(page, 'Pablo Prints', 'pabloprints.example');
  await page.getByRole('radio', { name: /^Monthly/ }).check();
  await page.getByRole('radio', { name: /^Pro/ }).check();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/39');
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByLabel('Name on card').fill('Pablo Tester');
  const create = page.getByRole('button', { name: 'Create account' });
  await create.evaluate((button: HTMLElement) => {
    for (let press = 0; press < 10; press++) button.click();
  });
  await page.waitForURL(/\/dashboard$/);
  await expect.poll(async () => (await demoCalls(page)).pending).toBe(0);
  const sent = (await demoCalls(page)).sent;
  expect(sent.filter((call) => call.url.endsWith('/register')).length).toBe(1);
  expect(sent.filter((call) => call.url.endsWith('/upgrade-freemium-to-proadminuser')).length).toBe(
    1,
  );
  const user = await userOf(page, 'pablo@example.com');
  expect(user).toMatchObject({ role_id: 3, user_type: 'pro' });
  const charges = ((await savedDatabase(page)).charges ?? []).filter(
    (charge) => charge.user_id === user!.id,
  );
  expect(charges).toHaveLength(1);
  expect(charges[0]).toMatchObject({ amount_cents: 9900, kind: 'upgrade' });
  expect(
    (await savedDatabase(page)).users?.filter((row) => row.email === 'pablo@example.com'),
  ).toHaveLength(1);
});

test('the affiliate page leads into sign-up and the new account carries the referral', async ({
  page,
}) => {
  await page.goto('/affiliate/brightlanestudio.com');
  await expect(page.getByText('Bright Lane Design Studio invites you to Mailcraft')).toBeVisible();
  await page.getByRole('button', { name: 'Create your account' }).click();
  await page.waitForURL(/\/signup$/);
  await expect(page.getByText('You were invited by Bright Lane Design Studio.')).toBeVisible();
  await fillStepOne(page, { fname: 'Ravi', email: 'ravi@example.com', phone: '555 010 4413' });
  await fillStepTwo(page, 'Ravi Realty', '');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(/\/settings$/);
  expect(await userOf(page, 'ravi@example.com')).toMatchObject({ referralby_userid: 4 });
});

test('public /pro-plan signed out leads into sign-up with the plan chosen', async ({ page }) => {
  await page.goto('/pro-plan/brightlanestudio.com');
  await expect(page.getByText('Plans offered by Bright Lane Design Studio')).toBeVisible();
  await expect(page.locator('[class*="ant-"]')).toHaveCount(0);
  await page.getByRole('button', { name: 'Start with Essentials' }).click();
  await page.waitForURL(/\/signup$/);
  await expect(page.getByText('You were invited by Bright Lane Design Studio.')).toBeVisible();
  await fillStepOne(page, { fname: 'Elle', email: 'elle@example.com', phone: '555 010 4414' });
  await fillStepTwo(page, 'Elle Estates', '');
  await expect(page.getByRole('radio', { name: /^Essentials/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /^Annual/ })).toBeChecked();
});
