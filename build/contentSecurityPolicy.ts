/**
 * The Content-Security-Policy the app is served with (preview server, and `dist/_headers` for
 * hosts). Scripts come only from our own origin: no inline script, no eval (zod runs jitless).
 * Styles allow 'unsafe-inline' because antd and styled-components inject <style> at run time.
 * connect-src lists exactly the configured API bases, the list builder's geo data service when it
 * is not same-origin, Sentry's ingest host when a DSN is set, and the Auth0 tenant when external
 * sign-in with Auth0 is configured.
 */
export const API_BASE_VARIABLES = [
  'VITE_API_MAIN_URL',
  'VITE_API_OLDER_URL',
  'VITE_API_NEWER_URL',
  'VITE_API_ORDERS_URL',
  'VITE_API_COMMERCE_URL',
] as const;

const FRAME_VARIABLES = [
  'VITE_HELP_URL',
  'VITE_ZAPIER_URL',
  'VITE_SCHEDULING_URL',
  'VITE_WELCOME_VIDEO_URL',
  'VITE_PAYMENT_PAGE_URL',
] as const;

function originOf(value: string | undefined): string | null {
  if (!value?.trim()) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

function unique(values: (string | null)[]): string[] {
  return [...new Set(values.filter((value): value is string => value !== null))];
}

export function contentSecurityPolicy(env: Record<string, string | undefined>): string {
  const apiOrigins = unique(API_BASE_VARIABLES.map((name) => originOf(env[name])));
  const frameOrigins = unique(FRAME_VARIABLES.map((name) => originOf(env[name])));
  const geoDataOrigin = originOf(env.VITE_GEO_DATA_URL);
  const sentryOrigin = originOf(env.VITE_SENTRY_DSN);
  // Stripe.js must load from Stripe's host, and runs its card field in Stripe's frames: allowed
  // only when a key is configured (and the API is: demo mode never loads Stripe).
  const stripe = Boolean(env.VITE_STRIPE_PUBLISHABLE_KEY?.trim()) && apiOrigins.length > 0;
  const stripeScript = stripe ? ['https://js.stripe.com'] : [];
  const stripeFrames = stripe ? ['https://js.stripe.com', 'https://hooks.stripe.com'] : [];
  const stripeApi = stripe ? 'https://api.stripe.com' : null;
  // Auth0's SPA SDK sends the browser to the tenant's /authorize (a navigation, which the policy
  // does not govern) and, back on /auth0loginCallback, exchanges the code by a fetch to the
  // tenant's /oauth/token: connect-src, only when both variables and the API are configured
  // (src/config/env.ts ignores Auth0 in demo mode).
  const auth0Domain = env.VITE_AUTH0_DOMAIN?.trim();
  const auth0 =
    auth0Domain && env.VITE_AUTH0_CLIENT_ID?.trim() && apiOrigins.length > 0
      ? originOf(/^https?:\/\//i.test(auth0Domain) ? auth0Domain : `https://${auth0Domain}`)
      : null;
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...stripeScript],
    'style-src': ["'self'", "'unsafe-inline'"],
    // Email templates may show images hosted anywhere over https (never plain http).
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': unique(["'self'", ...apiOrigins, geoDataOrigin, sentryOrigin, stripeApi, auth0]),
    'frame-src': unique(["'self'", ...frameOrigins, ...stripeFrames]),
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** Headers for static hosts that read a `_headers` file (Netlify, Cloudflare Pages); see README. */
export function headersFile(policy: string): string {
  return [
    '/*',
    `  Content-Security-Policy: ${policy}`,
    '  X-Content-Type-Options: nosniff',
    '  Referrer-Policy: strict-origin-when-cross-origin',
    '  Permissions-Policy: camera=(), microphone=(), geolocation=()',
    // The local pages shown in frames run with an opaque origin (lib/frameSandbox.ts).
    ...['/help/*', '/zapier/*', '/scheduling/*', '/payment/*'].flatMap((path) => [
      path,
      '  Access-Control-Allow-Origin: *',
    ]),
    '',
  ].join('\n');
}
