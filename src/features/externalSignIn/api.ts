import * as z from 'zod/mini';
import {
  type ApiFailure,
  type UserMessage,
  defineEndpoint,
  failureMessage,
  inline,
} from '../../api';
import { text } from '../../api/fields';
import { loginDataSchema } from '../auth';

/**
 * External sign-in's calls (accounts-money §2 /oauth/*, §3 "Socialite variables", §7 "A cloud auth
 * provider supports email/password, Facebook, Google, GitHub and Twitter"). The spec names no
 * call: the shapes here are ours.
 *
 * - `socialite-login` (main API) finishes either provider's sign-in: it takes the provider's
 *   proof of who signed in (Auth0's ID token, or the demo provider's), never an email alone,
 *   verifies it and answers the login data of the account with that email, or "no account" with
 *   the person's socialite variables.
 * - `demo-oauth/authorize` and `demo-oauth/token` are the demo's simulated provider (the mock
 *   backend only; a real deployment uses Auth0): a code for a chosen person and the nonce the app
 *   made, then the code exchanged once for the person and the nonce.
 */

/** The socialite variables of accounts-money §3: every one text, as the provider gave it. */
export const socialiteSchema = z.object({
  fname: text,
  email: text,
  phone_no: text,
  address: text,
  city: text,
  zipcode: text,
  flag: text,
});
export type Socialite = z.infer<typeof socialiteSchema>;

export type ExternalProvider = 'demo' | 'auth0';

export interface SocialiteLoginRequest {
  provider: ExternalProvider;
  /** The provider's signed statement of who signed in: the server verifies it. */
  id_token: string;
}

/** A person without an account: sign-up (/oauth/register) starts from their variables. */
const noAccountSchema = z.object({ account: z.literal('none'), socialite: socialiteSchema });

export const socialiteLoginSchema = z.union([noAccountSchema, loginDataSchema]);
export type SocialiteLoginAnswer = z.infer<typeof socialiteLoginSchema>;

/** True when the answer opens a session (an account has the email). */
export const hasAccount = (
  answer: SocialiteLoginAnswer,
): answer is z.infer<typeof loginDataSchema> => !('account' in answer);

/** A network failure is worded apart: nothing reached the server, and trying again is safe. */
function wordedWith(fallback: 'externalSignIn.finishFailed' | 'externalSignIn.providerFailed') {
  return (failure: ApiFailure): UserMessage =>
    failure.kind === 'network' || failure.kind === 'timeout'
      ? { id: 'externalSignIn.networkFailed' }
      : failureMessage(failure, fallback);
}

export const socialiteLoginEndpoint = defineEndpoint<SocialiteLoginRequest, SocialiteLoginAnswer>({
  id: 'externalSignIn.socialiteLogin',
  base: 'main',
  path: 'socialite-login',
  token: { in: 'none' },
  data: socialiteLoginSchema,
  showFailure: inline(wordedWith('externalSignIn.finishFailed')),
});

/** The demo's simulated people: `person` names one of demoPeople.ts. */
export interface DemoAuthorizeRequest {
  person: string;
  nonce: string;
}

export const demoAuthorizeEndpoint = defineEndpoint<DemoAuthorizeRequest, { code: string }>({
  id: 'externalSignIn.demoAuthorize',
  base: 'main',
  path: 'demo-oauth/authorize',
  token: { in: 'none' },
  data: z.object({ code: z.string().check(z.minLength(1)) }),
  showFailure: inline(wordedWith('externalSignIn.providerFailed')),
});

export const demoTokenSchema = z.object({
  id_token: z.string().check(z.minLength(1)),
  /** The nonce the code was asked for with: the app checks it is the one it kept. */
  nonce: z.string(),
  socialite: socialiteSchema,
});
export type DemoToken = z.infer<typeof demoTokenSchema>;

export const demoTokenEndpoint = defineEndpoint<{ code: string }, DemoToken>({
  id: 'externalSignIn.demoToken',
  base: 'main',
  path: 'demo-oauth/token',
  token: { in: 'none' },
  data: demoTokenSchema,
  showFailure: inline(wordedWith('externalSignIn.providerFailed')),
});
