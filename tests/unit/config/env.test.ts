// @vitest-environment node
import { ConfigError, parseConfig } from '../../../src/config/env';

const ORIGIN = 'http://127.0.0.1:5173';
const ALL_BASES = {
  VITE_API_MAIN_URL: 'https://api.example.com/api',
  VITE_API_OLDER_URL: 'https://old.example.com/',
  VITE_API_NEWER_URL: 'https://new.example.com/v2',
  VITE_API_ORDERS_URL: 'https://orders.example.com',
  VITE_API_COMMERCE_URL: 'https://commerce.example.com',
};

describe('parseConfig', () => {
  it('runs in demo mode with same-origin mock bases when no API base is set', () => {
    const config = parseConfig({}, ORIGIN);
    expect(config.mode).toBe('demo');
    expect(config.apiBases.main).toBe(`${ORIGIN}/demo-api/main/`);
    expect(config.apiBases.commerce).toBe(`${ORIGIN}/demo-api/commerce/`);
    expect(config.frames.help).toBe(`${ORIGIN}/help/index.html`);
    expect(config.sentryDsn).toBeUndefined();
    expect(config.supportEmail).toBe('support@mailcraft.example');
  });

  it('treats empty and blank variables as unset', () => {
    expect(
      parseConfig({ VITE_API_MAIN_URL: '', VITE_API_OLDER_URL: '   ', VITE_SENTRY_DSN: '' }, ORIGIN)
        .mode,
    ).toBe('demo');
  });

  it('uses Stripe only with a publishable key in connected mode, never in demo mode', () => {
    const key = { VITE_STRIPE_PUBLISHABLE_KEY: 'pk_test_51abc' };
    expect(parseConfig({ ...ALL_BASES, ...key }, ORIGIN).stripeKey).toBe('pk_test_51abc');
    expect(parseConfig(key, ORIGIN).stripeKey).toBeNull();
    expect(parseConfig(ALL_BASES, ORIGIN).stripeKey).toBeNull();
    expect(() =>
      parseConfig({ ...ALL_BASES, VITE_STRIPE_PUBLISHABLE_KEY: 'sk_live_secret' }, ORIGIN),
    ).toThrow(/VITE_STRIPE_PUBLISHABLE_KEY/);
  });

  it('uses Auth0 only with its domain and client id in connected mode, never in demo mode', () => {
    const auth0 = { VITE_AUTH0_DOMAIN: 'mailcraft.eu.auth0.com', VITE_AUTH0_CLIENT_ID: 'aB3_x-9' };
    expect(parseConfig({ ...ALL_BASES, ...auth0 }, ORIGIN).auth0).toEqual({
      domain: 'https://mailcraft.eu.auth0.com',
      clientId: 'aB3_x-9',
    });
    expect(
      parseConfig({ ...ALL_BASES, ...auth0, VITE_AUTH0_DOMAIN: 'http://127.0.0.1:4400/' }, ORIGIN)
        .auth0?.domain,
    ).toBe('http://127.0.0.1:4400');
    expect(parseConfig(auth0, ORIGIN).auth0).toBeNull();
    expect(parseConfig(ALL_BASES, ORIGIN).auth0).toBeNull();
    expect(() =>
      parseConfig({ ...ALL_BASES, VITE_AUTH0_DOMAIN: 'mailcraft.eu.auth0.com' }, ORIGIN),
    ).toThrow(/VITE_AUTH0_CLIENT_ID/);
    expect(() =>
      parseConfig({ ...ALL_BASES, ...auth0, VITE_AUTH0_DOMAIN: 'not a host/path' }, ORIGIN),
    ).toThrow(/VITE_AUTH0_DOMAIN/);
  });

  it('shows local pages in the scheduling and payment frames in demo mode', () => {
    const config = parseConfig({}, ORIGIN);
    expect(config.frames.scheduling).toBe(`${ORIGIN}/scheduling/index.html`);
    expect(config.frames.payment).toBe(`${ORIGIN}/payment/index.html`);
    expect(config.welcomeVideoUrl).toBeNull();
  });

  it('connects to all five bases, each ending with a slash', () => {
    const config = parseConfig(
      {
        ...ALL_BASES,
        VITE_HELP_URL: 'https://help.example.com',
        VITE_SUPPORT_EMAIL: 'help@example.com',
      },
      ORIGIN,
    );
    expect(config.mode).toBe('connected');
    expect(config.apiBases).toEqual({
      main: 'https://api.example.com/api/',
      older: 'https://old.example.com/',
      newer: 'https://new.example.com/v2/',
      orders: 'https://orders.example.com/',
      commerce: 'https://commerce.example.com/',
    });
    expect(config.frames.help).toBe('https://help.example.com');
    expect(config.supportEmail).toBe('help@example.com');
  });

  it('refuses a partial set of bases, naming the missing ones', () => {
    expect(() => parseConfig({ VITE_API_MAIN_URL: 'https://api.example.com' }, ORIGIN)).toThrow(
      ConfigError,
    );
    expect(() => parseConfig({ VITE_API_MAIN_URL: 'https://api.example.com' }, ORIGIN)).toThrow(
      /Missing: VITE_API_OLDER_URL, VITE_API_NEWER_URL, VITE_API_ORDERS_URL, VITE_API_COMMERCE_URL/,
    );
  });

  it.each([
    ['VITE_API_MAIN_URL', 'not a url', /VITE_API_MAIN_URL: must be an http\(s\) URL/],
    ['VITE_API_MAIN_URL', 'javascript:alert(1)', /VITE_API_MAIN_URL: must be an http\(s\) URL/],
    ['VITE_SENTRY_DSN', 'ftp://sentry.example.com/1', /VITE_SENTRY_DSN: must be an http\(s\) URL/],
    ['VITE_SUPPORT_EMAIL', 'nobody', /VITE_SUPPORT_EMAIL: must be an email address/],
  ])('gives a readable error for %s=%s', (name, value, message) => {
    expect(() => parseConfig({ ...ALL_BASES, [name]: value }, ORIGIN)).toThrow(message);
  });
});
