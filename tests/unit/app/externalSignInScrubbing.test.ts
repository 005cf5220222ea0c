// @vitest-environment node
import type { ErrorEvent } from '@sentry/react';
import { scrubBreadcrumb, scrubEvent, scrubText, scrubUrl } from '../../../src/app/reportScrubbing';

/**
 * The error reporter never receives the external sign-in callbacks' code and state (issue 28):
 * every URL Sentry collects (the event's request, breadcrumbs of navigations and calls, messages)
 * loses a callback's query and fragment, and OAuth secrets anywhere else.
 */

const ORIGIN = 'https://app.mailcraft.example';
const SECRET_CODE = 'demo-code-5f2a9';
const SECRET_STATE = 'Zm9yZ2VkLXN0YXRl';

describe('scrubUrl', () => {
  it('filters the token of a reset link and of the unsubscribe links, in URLs and in text', () => {
    expect(scrubUrl('https://app.example/reset-password/rp_Secret123?x=1')).toBe(
      'https://app.example/reset-password/[Filtered]?x=1',
    );
    expect(scrubUrl('/phone-unsubs/su_7Hq2Mk9Vx4Lp')).toBe('/phone-unsubs/[Filtered]');
    expect(scrubText('Failed at /email-unsubs/eu_9Fm3Lk7Vt2Qp after a click')).toBe(
      'Failed at /email-unsubs/[Filtered] after a click',
    );
  });

  it('drops the whole query and fragment of both callbacks', () => {
    expect(scrubUrl(`${ORIGIN}/oauth/callback?code=${SECRET_CODE}&state=${SECRET_STATE}`)).toBe(
      `${ORIGIN}/oauth/callback`,
    );
    expect(scrubUrl(`${ORIGIN}/auth0loginCallback?code=a&state=b#frag`)).toBe(
      `${ORIGIN}/auth0loginCallback`,
    );
    expect(scrubUrl(`/oauth/callback?code=${SECRET_CODE}`)).toBe('/oauth/callback');
    expect(scrubUrl('/auth0logincallback?state=x')).toBe('/auth0logincallback');
  });

  it('filters OAuth secrets on other URLs and leaves the rest alone', () => {
    expect(scrubUrl(`${ORIGIN}/signin?next=%2Fdashboard&code=${SECRET_CODE}`)).toBe(
      `${ORIGIN}/signin?next=%2Fdashboard&code=[Filtered]`,
    );
    expect(scrubUrl(`${ORIGIN}/dashboard/campaigns?page=2`)).toBe(
      `${ORIGIN}/dashboard/campaigns?page=2`,
    );
    expect(scrubUrl(`https://tenant.auth0.com/authorize?state=${SECRET_STATE}&nonce=n1`)).toBe(
      'https://tenant.auth0.com/authorize?state=[Filtered]&nonce=[Filtered]',
    );
  });
});

describe('scrubEvent and scrubBreadcrumb', () => {
  it('leave no code or state anywhere in an event raised on the callback', () => {
    const callback = `${ORIGIN}/oauth/callback?code=${SECRET_CODE}&state=${SECRET_STATE}`;
    const event: ErrorEvent = {
      type: undefined,
      message: `Failed on ${callback}`,
      request: {
        url: callback,
        query_string: `code=${SECRET_CODE}&state=${SECRET_STATE}`,
        headers: { Referer: callback, 'User-Agent': 'Chromium' },
      },
      exception: { values: [{ type: 'Error', value: `Could not load ${callback}` }] },
      breadcrumbs: [
        { category: 'navigation', data: { from: '/oauth/login', to: callback } },
        {
          category: 'fetch',
          data: { url: `${ORIGIN}/demo-api/main/demo-oauth/token`, method: 'POST' },
        },
        { category: 'console', message: `went to /oauth/callback?code=${SECRET_CODE}` },
      ],
      extra: { where: callback, nested: { list: [callback] } },
      tags: { url: callback },
      transaction: `/oauth/callback?state=${SECRET_STATE}`,
    };
    const scrubbed = scrubEvent(event);
    const sent = JSON.stringify(scrubbed);
    expect(sent).not.toContain(SECRET_CODE);
    expect(sent).not.toContain(SECRET_STATE);
    expect(scrubbed.request).toEqual({
      url: `${ORIGIN}/oauth/callback`,
      headers: { Referer: `${ORIGIN}/oauth/callback`, 'User-Agent': 'Chromium' },
    });
    expect(scrubbed.breadcrumbs?.[0]?.data).toEqual({
      from: '/oauth/login',
      to: `${ORIGIN}/oauth/callback`,
    });
    expect(scrubbed.breadcrumbs?.[1]?.data?.url).toBe(`${ORIGIN}/demo-api/main/demo-oauth/token`);
    expect(scrubbed.message).toBe(`Failed on ${ORIGIN}/oauth/callback`);
  });

  it('keeps an ordinary page’s query string', () => {
    const event: ErrorEvent = {
      type: undefined,
      request: { url: `${ORIGIN}/dashboard/templates?page=2`, query_string: 'page=2' },
    };
    expect(scrubEvent(event).request).toEqual(event.request);
  });

  it('scrubs a navigation breadcrumb to the Auth0 callback before it is kept', () => {
    expect(
      scrubBreadcrumb({
        category: 'navigation',
        data: { from: `/auth0loginCallback?code=${SECRET_CODE}&state=s`, to: '/dashboard' },
      }),
    ).toEqual({
      category: 'navigation',
      data: { from: '/auth0loginCallback', to: '/dashboard' },
    });
  });
});

describe('API keys (issue 29)', () => {
  const KEY = 'mc_live_7GkQ2vXb9LmN4pRt6WcY8zHd3JsF5aKe';

  it('never reach the reporter in a message, a console breadcrumb or its data', () => {
    expect(scrubText(`Copied ${KEY} to the clipboard`)).toBe(
      'Copied mc_live_[Filtered] to the clipboard',
    );
    expect(
      scrubBreadcrumb({ category: 'console', message: KEY, data: { arguments: [KEY, 'x'] } }),
    ).toEqual({
      category: 'console',
      message: 'mc_live_[Filtered]',
      data: { arguments: ['mc_live_[Filtered]', 'x'] },
    });
  });
});
