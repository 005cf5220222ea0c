// @vitest-environment node
import { contentSecurityPolicy, headersFile } from '../../../build/contentSecurityPolicy';

function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('the Content-Security-Policy', () => {
  it('is strict for scripts, objects, base and framing in demo mode', () => {
    const policy = directives(contentSecurityPolicy({}));
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'self'"]);
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect(Object.values(policy).flat()).not.toContain("'unsafe-eval'");
  });

  it('lets the app reach exactly the configured API bases, frames and Sentry', () => {
    const policy = directives(
      contentSecurityPolicy({
        VITE_API_MAIN_URL: 'https://api.example.com/api/',
        VITE_API_OLDER_URL: 'https://old.example.com',
        VITE_API_NEWER_URL: 'https://api.example.com/v2',
        VITE_API_ORDERS_URL: 'https://orders.example.com',
        VITE_API_COMMERCE_URL: 'https://commerce.example.com',
        VITE_HELP_URL: 'https://help.example.com/center',
        VITE_SENTRY_DSN: 'https://key@o1.ingest.sentry.io/42',
      }),
    );
    expect(policy['connect-src']).toEqual([
      "'self'",
      'https://api.example.com',
      'https://old.example.com',
      'https://orders.example.com',
      'https://commerce.example.com',
      'https://o1.ingest.sentry.io',
    ]);
    expect(policy['frame-src']).toEqual(["'self'", 'https://help.example.com']);
  });

  it("lets the app read the list builder's geo data service when it is configured", () => {
    const policy = directives(
      contentSecurityPolicy({
        VITE_API_MAIN_URL: 'https://api.example.com/api/',
        VITE_GEO_DATA_URL: 'https://geo.example.com/us/v1/',
      }),
    );
    expect(policy['connect-src']).toEqual([
      "'self'",
      'https://api.example.com',
      'https://geo.example.com',
    ]);
    // Unset, the files are same-origin (public/geo-data): 'self' already covers them.
    expect(directives(contentSecurityPolicy({}))['connect-src']).toEqual(["'self'"]);
  });

  it('ignores values that are not http(s) URLs rather than widening the policy', () => {
    const policy = directives(
      contentSecurityPolicy({ VITE_API_MAIN_URL: 'javascript:alert(1)', VITE_HELP_URL: '*' }),
    );
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect(policy['frame-src']).toEqual(["'self'"]);
  });

  it('is written to the _headers file for static hosts', () => {
    const policy = contentSecurityPolicy({});
    expect(headersFile(policy)).toContain(`Content-Security-Policy: ${policy}`);
  });
});

describe('Stripe in the Content-Security-Policy', () => {
  const connected = {
    VITE_API_MAIN_URL: 'https://api.example.com/',
    VITE_API_OLDER_URL: 'https://api.example.com/',
    VITE_API_NEWER_URL: 'https://api.example.com/',
    VITE_API_ORDERS_URL: 'https://api.example.com/',
    VITE_API_COMMERCE_URL: 'https://api.example.com/',
  };

  it("adds Stripe's script, frame and API hosts when a key is configured", () => {
    const policy = directives(
      contentSecurityPolicy({ ...connected, VITE_STRIPE_PUBLISHABLE_KEY: 'pk_test_abc123' }),
    );
    expect(policy['script-src']).toEqual(["'self'", 'https://js.stripe.com']);
    expect(policy['frame-src']).toEqual([
      "'self'",
      'https://js.stripe.com',
      'https://hooks.stripe.com',
    ]);
    expect(policy['connect-src']).toContain('https://api.stripe.com');
  });

  it('leaves them out without a key, and in demo mode even with one', () => {
    for (const env of [connected, { VITE_STRIPE_PUBLISHABLE_KEY: 'pk_test_abc123' }]) {
      const policy = directives(contentSecurityPolicy(env));
      expect(policy['script-src']).toEqual(["'self'"]);
      expect(Object.values(policy).flat().join(' ')).not.toContain('stripe');
    }
  });

  it("lets the app reach the Auth0 tenant's token endpoint when both Auth0 variables are set", () => {
    const auth0 = { VITE_AUTH0_DOMAIN: 'mailcraft.eu.auth0.com', VITE_AUTH0_CLIENT_ID: 'abc123' };
    const policy = directives(contentSecurityPolicy({ ...connected, ...auth0 }));
    expect(policy['connect-src']).toContain('https://mailcraft.eu.auth0.com');
    // Scripts still come only from our origin: the SDK is bundled, loaded by its pages.
    expect(policy['script-src']).toEqual(["'self'"]);
    for (const env of [
      connected,
      auth0,
      { ...connected, VITE_AUTH0_DOMAIN: 'mailcraft.eu.auth0.com' },
    ])
      expect(
        Object.values(directives(contentSecurityPolicy(env)))
          .flat()
          .join(' '),
      ).not.toContain('auth0');
  });
});
