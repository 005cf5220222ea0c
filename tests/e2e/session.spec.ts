import { expect, sidebar, signInAs, test } from './fixtures';

test('a Marketplace user with an incomplete profile completes it on /settings, then reaches the dashboard', async ({
  page,
}) => {
  await signInAs(page, 'newcomer');
  await expect(page).toHaveURL(/\/settings$/);
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText('Please input your mobile number!')).toBeVisible();
  await page.getByLabel('Mobile number').fill('555 010 0003');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Your profile is complete.')).toBeVisible();
  await expect(sidebar(page)).toBeVisible();

  // The demo database keeps the change across a reload and a new sign-in.
  await page.reload();
  await expect(sidebar(page)).toBeVisible();
  await page.locator('.topbar__user').click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await signInAs(page, 'newcomer');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a user whose subscription is past due is signed out and told why', async ({ page }) => {
  await signInAs(page, 'pastdue');
  await expect(
    page.getByText('Your subscription is no longer active, so you have been signed out.'),
  ).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('id_token'))).toBeNull();
});

test('a deep link asks for sign-in, then returns to where the user was going; a reload keeps the session', async ({
  page,
}) => {
  await page.goto('/dashboard/mail');
  await expect(page).toHaveURL(/\/signin\?next=%2Fdashboard%2Fmail$/);
  await page.getByLabel('Email').fill('studio@mailcraft.demo');
  await page.getByLabel('Password').fill('Demo@1234');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/mail$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mail Templates' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Mail Templates' })).toBeVisible();
});

test('sign-in validates with the spec messages and refuses a wrong password', async ({ page }) => {
  await page.goto('/signin');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Please input your Email!')).toBeVisible();
  await expect(page.getByText('Please input your Password!')).toBeVisible();
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password').focus();
  await expect(page.getByText('The input is not valid Email!')).toBeVisible();
  await page.getByLabel('Email').fill('market@mailcraft.demo');
  await page.getByLabel('Password').fill('wrong');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Wrong mail or password');
});

test('a role opening another role’s route sees the not-allowed page', async ({ page }) => {
  await signInAs(page, 'market');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/dashboard/industry');
  await expect(page.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
  await page.goto('/dashboard/mailbox');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

test('Help shows the embedded help page and goes to the dashboard home', async ({ page }) => {
  await signInAs(page, 'studio');
  await sidebar(page).getByText('SMS Templates', { exact: true }).click();
  await sidebar(page).getByText('Help', { exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const frame = page.frameLocator('iframe[title="Help"]');
  await expect(frame.getByRole('heading', { name: 'Mailcraft help (demo)' })).toBeVisible();
});

test('the theme choice is applied and survives a reload', async ({ page }) => {
  await signInAs(page, 'studio');
  await page.getByRole('button', { name: 'Language and theme settings' }).click();
  // antd hides the radio input under its swatch; the swatch (its label) is what a user clicks.
  await page
    .locator('label', { has: page.getByRole('radio', { name: 'Top bar theme: Theme 3' }) })
    .click();
  await expect(page.getByRole('radio', { name: 'Top bar theme: Theme 3' })).toBeChecked();
  const topBar = page.locator('header').first();
  await expect(topBar).toHaveCSS('background-color', 'rgb(23, 96, 159)');
  await page.reload();
  await expect(page.locator('header').first()).toHaveCSS('background-color', 'rgb(23, 96, 159)');
});
