import type { Page } from '@playwright/test';
import { expectNoA11yViolations } from './a11y';
import { expect, signInAs, test } from './fixtures';

/**
 * The FAQ and support page (/dashboard/faq-support, issue 29) at a desktop and a phone size: the
 * search narrows the questions, an answer opens with the searched word marked and a link to the
 * screen it names, nothing scrolls sideways, axe finds nothing, and support is one mail link away.
 */

const SIZES = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** How far the page sticks out sideways (0 when it fits the window). */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

for (const size of SIZES) {
  test(`search, open an answer and find support (${size.name}, ${size.width}×${size.height})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await signInAs(page, 'market');
    await page.waitForURL(/\/dashboard$/);
    await page.goto('/dashboard/faq-support');
    await expect(page.getByRole('heading', { level: 1, name: 'FAQ & Support' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Ordering campaigns' })).toBeVisible();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await expectNoA11yViolations(page, `/dashboard/faq-support (${size.name})`);

    // The search narrows the questions as the user types.
    const search = page.getByRole('searchbox', { name: 'Search the questions' });
    await search.pressSequentially('refund');
    const status = page.getByRole('search').getByRole('status');
    await expect(status).toHaveText(/^\d+ questions match “refund”$/);
    await expect(
      page.getByRole('heading', { level: 2, name: 'Contact lists and imports' }),
    ).toHaveCount(0);
    await expect(
      page.getByRole('heading', { level: 2, name: 'Refunds and cancellations' }),
    ).toBeVisible();

    // An answer opens, with the word marked and a link to the screen it names.
    const question = page.getByRole('button', { name: 'Where do I see my refunds?' });
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    const answer = page.locator(`[id="${await question.getAttribute('aria-controls')}"]`);
    await expect(answer).toBeVisible();
    await expect(answer).toContainText('Each refund is a Refund row in Order History');
    await expect(answer.locator('mark').first()).toHaveText(/^refund$/i);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await expectNoA11yViolations(page, `/dashboard/faq-support searched (${size.name})`);

    // The support address is a mail link, and Help is one step away.
    const contact = page.getByRole('complementary', { name: 'Still need help?' });
    await expect(contact.getByRole('link', { name: 'support@mailcraft.example' })).toHaveAttribute(
      'href',
      'mailto:support@mailcraft.example',
    );
    await expect(contact.getByRole('link', { name: 'Open Help' })).toHaveAttribute(
      'href',
      '/dashboard/iframe-loader?frame=help',
    );

    // Nothing matches: the page says so and offers to start again.
    await search.fill('xylophone');
    await expect(page.locator('.faq-empty')).toContainText('No questions match “xylophone”.');
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Still need help?']);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await page.locator('.faq-empty').getByRole('button', { name: 'Clear search' }).click();
    await expect(search).toHaveValue('');
    await expect(search).toBeFocused();
    await expect(status).toHaveText('50 questions in 7 topics');

    // The answer opened earlier stays open, and its link leads to the screen.
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await answer.getByRole('link', { name: 'Order History', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Order History' })).toBeVisible();
  });
}
