import type { Auth0Client } from '@auth0/auth0-spa-js';
import type { Auth0Settings } from '../../config/env';
import { paths } from '../../config/paths';

/**
 * Auth0's SPA SDK, imported only when one of the external sign-in pages uses it (never in demo
 * mode, never on another page). A plain client, not createAuth0Client: that one first asks Auth0
 * for a session in a hidden frame, which these pages do not need.
 */
let loading: Promise<Auth0Client> | null = null;

/** The connection Auth0 signs in with, per button (Auth0's own names for its connections). */
export const AUTH0_CONNECTIONS = {
  email: 'Username-Password-Authentication',
  facebook: 'facebook',
  google: 'google-oauth2',
  github: 'github',
  twitter: 'twitter',
} as const;
export type Auth0Connection = keyof typeof AUTH0_CONNECTIONS;

/** Where Auth0 sends the browser back: /auth0loginCallback on this origin. */
export const auth0RedirectUri = () =>
  `${globalThis.location.origin}${paths.auth0Callback.getHref()}`;

export function loadAuth0Client(settings: Auth0Settings): Promise<Auth0Client> {
  loading ??= import('@auth0/auth0-spa-js').then(
    ({ Auth0Client: Client }) =>
      new Client({
        domain: settings.domain,
        clientId: settings.clientId,
        authorizationParams: { redirect_uri: auth0RedirectUri(), scope: 'openid profile email' },
        cacheLocation: 'memory',
      }),
  );
  // A failed download may be tried again.
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

/** Forgets the client (tests). */
export function resetAuth0Client(): void {
  loading = null;
}

/**
 * How a failed handleRedirectCallback is told: the SDK throws "Invalid state" when the answer's
 * state is not the one it kept (a replayed or foreign callback: its transaction is gone), and
 * "There are no query params available for parsing." when the URL carries no answer at all.
 */
export function auth0Refusal(error: unknown): 'missing' | 'mismatch' | 'provider' {
  const message = error instanceof Error ? error.message : '';
  if (/no query params/i.test(message)) return 'missing';
  if (/invalid state/i.test(message)) return 'mismatch';
  return 'provider';
}
