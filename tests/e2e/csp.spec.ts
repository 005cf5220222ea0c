import { expect, test } from './fixtures';

test('the preview server sends the strict policy', async ({ page }) => {
  const response = await page.goto('/signin');
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self';");
  expect(policy).toContain("object-src 'none'");
  expect(policy).toContain("base-uri 'none'");
  expect(policy).toContain("frame-ancestors 'self'");
  expect(policy).not.toContain('unsafe-eval');
  expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
});

test.describe('an injected inline script', () => {
  // Chromium logs the refusal as a console error, which is expected here.
  test.use({
    allowedConsoleErrors: [
      /Executing inline script violates the following Content Security Policy/,
    ],
  });

  test('is blocked and reported', async ({ page, cspViolations }) => {
    await page.goto('/signin');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__inlineRan = true';
      document.body.append(script);
    });
    await expect.poll(() => cspViolations.length).toBe(1);
    expect(cspViolations[0]).toContain('script-src');
    expect(
      await page.evaluate(() => (window as unknown as { __inlineRan?: boolean }).__inlineRan),
    ).toBeUndefined();
    // This violation is the point of the test; the fixture's own check must not count it.
    cspViolations.length = 0;
  });
});
