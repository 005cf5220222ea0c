import {
  demoAuthorizeEndpoint,
  demoTokenEndpoint,
  socialiteLoginEndpoint,
} from '../../features/externalSignIn/api';
import { DEMO_PEOPLE } from '../../features/externalSignIn/demoPeople';
import { profileOf } from '../auth';
import type { Database } from '../db';
import { handle } from '../kit/handle';
import { type MockReply, fail, invalid, ok } from '../kit/replies';

/**
 * The demo's simulated external provider and the main API's socialite-login (issue 28). The
 * provider hands out a code for a person and the app's nonce, and exchanges it once for an ID
 * token (the provider's word for who signed in) with the nonce and the socialite variables;
 * socialite-login accepts only such a token, never an email the browser names.
 */

/** A code and the ID token it is exchanged for live ten minutes, as a provider's do. */
export const OAUTH_CODE_LIFETIME_MS = 10 * 60 * 1000;
const NONCE = /^[A-Za-z0-9_-]{16,128}$/;

function secret(prefix: string): string {
  return `${prefix}-${crypto.randomUUID().replace(/-/g, '')}`;
}

const personOf = (id: string) => DEMO_PEOPLE.find((person) => person.id === id);
const expired = (createdAt: string, now: number) =>
  now - Date.parse(createdAt) > OAUTH_CODE_LIFETIME_MS;

function exchange(database: Database, code: string, now: number): MockReply {
  const record = code ? database.oauthCodes.find((row) => row.code === code) : undefined;
  if (!record) return fail('This sign-in code is not valid.', { status: 400 });
  if (record.used_at) return fail('This sign-in code has already been used.', { status: 400 });
  if (expired(record.created_at, now))
    return fail('This sign-in code has expired.', { status: 400 });
  const person = personOf(record.person)!;
  const idToken = secret('demo-id');
  database.oauthCodes.update(record.id, {
    used_at: new Date(now).toISOString(),
    id_token: idToken,
  });
  return ok({ id_token: idToken, nonce: record.nonce, socialite: person.socialite });
}

function socialiteLogin(
  database: Database,
  provider: string,
  idToken: string,
  now: number,
): MockReply {
  if (provider === 'auth0')
    return fail('Sign-in with Auth0 is not set up on this server.', { status: 400 });
  if (provider !== 'demo') return invalid({ provider: ['The selected provider is invalid.'] });
  const record = idToken
    ? database.oauthCodes.find((row) => row.id_token === idToken && row.used_at !== null)
    : undefined;
  if (!record || expired(record.created_at, now))
    return fail('The sign-in could not be verified.', { status: 403 });
  const { socialite } = personOf(record.person)!;
  const email = socialite.email.toLowerCase();
  const user = database.users.find((row) => row.email.toLowerCase() === email);
  if (!user) return ok({ account: 'none', socialite });
  // As a sign-in: a fresh token, the previous one stops working.
  const signedIn =
    database.users.update(user.id, {
      api_token: `demo-${user.id}-${crypto.randomUUID()}`,
    }) ?? user;
  return ok({ ...profileOf(signedIn), api_token: signedIn.api_token });
}

export const externalSignInHandlers = [
  handle(demoAuthorizeEndpoint, ({ db, read }) => {
    const person = personOf(read.text('person'));
    const nonce = read.text('nonce');
    const errors: Record<string, string[]> = {};
    if (!person) errors.person = ['The selected person is invalid.'];
    if (!NONCE.test(nonce)) errors.nonce = ['The nonce must be 16 to 128 URL-safe characters.'];
    if (Object.keys(errors).length > 0) return invalid(errors);
    const code = secret('demo-code');
    db.oauthCodes.insert({
      code,
      person: person!.id,
      nonce,
      created_at: new Date().toISOString(),
      used_at: null,
      id_token: null,
    });
    return ok({ code });
  }),
  handle(demoTokenEndpoint, ({ db, read }) => exchange(db, read.text('code'), Date.now())),
  handle(socialiteLoginEndpoint, ({ db, read }) =>
    socialiteLogin(db, read.text('provider'), read.text('id_token'), Date.now()),
  ),
];
