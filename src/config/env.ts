import * as z from 'zod/mini';

/**
 * Runtime configuration, parsed once from Vite's env. With no API base configured the app runs in
 * demo mode against the in-browser mock backend; with some but not all bases it refuses to start,
 * because half a connection would fail in confusing ways later.
 */
export const API_BASES = ['main', 'older', 'newer', 'orders', 'commerce'] as const;
export type ApiBase = (typeof API_BASES)[number];

const BASE_VARIABLES: Record<ApiBase, keyof ImportMetaEnv> = {
  main: 'VITE_API_MAIN_URL',
  older: 'VITE_API_OLDER_URL',
  newer: 'VITE_API_NEWER_URL',
  orders: 'VITE_API_ORDERS_URL',
  commerce: 'VITE_API_COMMERCE_URL',
};

/** Demo bases are same-origin paths, so the strict connect-src policy still holds. */
export const DEMO_API_PREFIX = '/demo-api';

/** An empty variable counts as unset. */
const blankToUndefined = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);
const optionalUrl = z.pipe(
  z.pipe(z.optional(z.string()), z.transform(blankToUndefined)),
  z.optional(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })),
);
const optionalEmail = z.pipe(
  z.pipe(z.optional(z.string()), z.transform(blankToUndefined)),
  z.optional(z.email({ error: 'must be an email address' })),
);

const optionalPositiveInt = z.pipe(
  z.pipe(z.optional(z.string()), z.transform(blankToUndefined)),
  z.optional(
    z.pipe(z.string().check(z.regex(/^\d+$/, 'must be a whole number')), z.transform(Number)),
  ),
);

const envSchema = z.object({
  VITE_API_MAIN_URL: optionalUrl,
  VITE_API_OLDER_URL: optionalUrl,
  VITE_API_NEWER_URL: optionalUrl,
  VITE_API_ORDERS_URL: optionalUrl,
  VITE_API_COMMERCE_URL: optionalUrl,
  VITE_HELP_URL: optionalUrl,
  VITE_ZAPIER_URL: optionalUrl,
  VITE_SCHEDULING_URL: optionalUrl,
  VITE_WELCOME_VIDEO_URL: optionalUrl,
  VITE_PAYMENT_PAGE_URL: optionalUrl,
  VITE_GEO_DATA_URL: optionalUrl,
  VITE_SENTRY_DSN: optionalUrl,
  VITE_SUPPORT_EMAIL: optionalEmail,
  VITE_PRINT_BRAND_ORG_ID: optionalPositiveInt,
  VITE_CANCEL_WINDOW_HOURS: optionalPositiveInt,
  VITE_STRIPE_PUBLISHABLE_KEY: z.pipe(
    z.pipe(z.optional(z.string()), z.transform(blankToUndefined)),
    z.optional(
      z.string().check(z.regex(/^pk_(test|live)_\w+$/, 'must be a Stripe publishable key (pk_…)')),
    ),
  ),
  /** The Auth0 tenant's host (`tenant.eu.auth0.com` or a custom domain), with or without https://. */
  VITE_AUTH0_DOMAIN: z.pipe(
    z.pipe(z.optional(z.string()), z.transform(blankToUndefined)),
    z.optional(
      z
        .string()
        .check(
          z.regex(
            /^(https?:\/\/)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d+)?\/?$/i,
            'must be a host name such as tenant.eu.auth0.com',
          ),
        ),
    ),
  ),
  VITE_AUTH0_CLIENT_ID: z.pipe(
    z.pipe(z.optional(z.string()), z.transform(blankToUndefined)),
    z.optional(z.string().check(z.regex(/^[\w-]+$/, 'must be an Auth0 client id'))),
  ),
});

/** Auth0's SPA settings: the tenant's origin (https:// unless given as http://) and the client id. */
export interface Auth0Settings {
  domain: string;
  clientId: string;
}

/** The tenant's origin from VITE_AUTH0_DOMAIN: a bare host means https. */
export function auth0Origin(domain: string): string {
  const withScheme = /^https?:\/\//i.test(domain) ? domain : `https://${domain}`;
  return withScheme.replace(/\/+$/, '');
}

export interface AppConfig {
  mode: 'demo' | 'connected';
  apiBases: Record<ApiBase, string>;
  /**
   * Pages shown in embedded frames: help and Zapier (sidebar), the Design Services scheduling page,
   * the welcome video beside the plans, and the payment provider's Pro-plan page (/payment). In
   * demo mode each is a local page of ours; the welcome video is then a local poster (no video).
   */
  frames: { help: string; zapier: string; scheduling: string; payment: string };
  /** An embeddable video URL, or null in demo mode (the plans show a local poster instead). */
  welcomeVideoUrl: string | null;
  /** The data service the list builder reads its state, county, city and ZIP files from. */
  geoDataUrl: string;
  sentryDsn: string | undefined;
  /** Stripe's publishable key: card entry uses Stripe Elements. Null in demo mode, always. */
  stripeKey: string | null;
  /**
   * Auth0 for external sign-in (/oauth/login): both variables set, connected mode only. Null in
   * demo mode, always: the demo signs in through its simulated provider instead.
   */
  auth0: Auth0Settings | null;
  supportEmail: string;
  /**
   * The organisation that is the product's own print brand: its tier 0 users must upgrade before
   * ordering or viewing active campaigns (spec §5). The demo seeds one such user.
   */
  printBrandOrgId: number;
  /** Hours after a launch during which cancelling refunds the whole order. */
  cancelWindowHours: number;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function withTrailingSlash(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}

export function parseConfig(raw: Record<string, unknown>, origin: string): AppConfig {
  const parsed = envSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration in .env:\n${problems.join('\n')}`);
  }
  const env = parsed.data;
  const urls: Record<string, string | number | undefined> = env;
  const configured = API_BASES.filter((base) => urls[BASE_VARIABLES[base]]);
  if (configured.length > 0 && configured.length < API_BASES.length) {
    const missing = API_BASES.filter((base) => !configured.includes(base)).map(
      (b) => BASE_VARIABLES[b],
    );
    throw new ConfigError(
      `Connected mode needs every API base. Missing: ${missing.join(', ')}. ` +
        'Leave all of them empty to run in demo mode.',
    );
  }
  const mode = configured.length === 0 ? 'demo' : 'connected';
  const auth0Variables = [env.VITE_AUTH0_DOMAIN, env.VITE_AUTH0_CLIENT_ID];
  if (auth0Variables.filter(Boolean).length === 1)
    throw new ConfigError(
      `Auth0 needs both VITE_AUTH0_DOMAIN and VITE_AUTH0_CLIENT_ID. Missing: ${
        env.VITE_AUTH0_DOMAIN ? 'VITE_AUTH0_CLIENT_ID' : 'VITE_AUTH0_DOMAIN'
      }. Leave both empty to turn external sign-in with Auth0 off.`,
    );
  const apiBases = Object.fromEntries(
    API_BASES.map((base) => [
      base,
      mode === 'demo'
        ? `${origin}${DEMO_API_PREFIX}/${base}/`
        : withTrailingSlash(urls[BASE_VARIABLES[base]] as string),
    ]),
  ) as Record<ApiBase, string>;
  const localHelp = `${origin}/help/index.html`;
  return {
    mode,
    apiBases,
    frames: {
      help: env.VITE_HELP_URL ?? localHelp,
      zapier: env.VITE_ZAPIER_URL ?? `${origin}/zapier/index.html`,
      scheduling: env.VITE_SCHEDULING_URL ?? `${origin}/scheduling/index.html`,
      payment: env.VITE_PAYMENT_PAGE_URL ?? `${origin}/payment/index.html`,
    },
    welcomeVideoUrl: env.VITE_WELCOME_VIDEO_URL ?? null,
    // Same-origin files (public/geo-data) unless another data service is configured.
    geoDataUrl: withTrailingSlash(env.VITE_GEO_DATA_URL ?? `${origin}/geo-data/`),
    sentryDsn: env.VITE_SENTRY_DSN,
    stripeKey: mode === 'connected' ? (env.VITE_STRIPE_PUBLISHABLE_KEY ?? null) : null,
    auth0:
      mode === 'connected' && env.VITE_AUTH0_DOMAIN && env.VITE_AUTH0_CLIENT_ID
        ? { domain: auth0Origin(env.VITE_AUTH0_DOMAIN), clientId: env.VITE_AUTH0_CLIENT_ID }
        : null,
    supportEmail: env.VITE_SUPPORT_EMAIL ?? 'support@mailcraft.example',
    printBrandOrgId: env.VITE_PRINT_BRAND_ORG_ID ?? DEMO_PRINT_BRAND_ORG_ID,
    cancelWindowHours: env.VITE_CANCEL_WINDOW_HOURS ?? 4,
  };
}

/** The print brand's organisation in the demo data (src/mocks/auth/seed.ts). */
export const DEMO_PRINT_BRAND_ORG_ID = 900;

let current: AppConfig | undefined;

/** The app's configuration, parsed on first use. Throws ConfigError with a readable message. */
export function getConfig(): AppConfig {
  current ??= parseConfig(import.meta.env, globalThis.location.origin);
  return current;
}
