// @vitest-environment node
import {
  demoAuthorizeEndpoint,
  demoTokenEndpoint,
  socialiteLoginEndpoint,
} from '../../../src/features/externalSignIn/api';
import { db } from '../../../src/mocks/db';
import { OAUTH_CODE_LIFETIME_MS } from '../../../src/mocks/externalSignIn/handlers';
import { callMock } from '../../utils/mockServer';

/**
 * The demo's simulated provider and socialite-login in the mock backend (issue 28): a code for a
 * person and the app's nonce, exchanged once; socialite-login takes only the provider's token.
 */

const NONCE = 'n0nce-of-the-test-with-enough-characters';

async function codeFor(person: string, nonce = NONCE) {
  const answer = await callMock<{ code: string }>(demoAuthorizeEndpoint, { person, nonce }, null);
  expect(answer.body.status).toBe(true);
  return answer.body.data.code;
}

interface Token {
  id_token: string;
  nonce: string;
  socialite: Record<string, string>;
}
const exchange = (code: string) => callMock<Token>(demoTokenEndpoint, { code }, null);
const login = (id_token: string, provider = 'demo') =>
  callMock<Record<string, unknown>>(socialiteLoginEndpoint, { provider, id_token }, null);

afterEach(() => vi.useRealTimers());

describe('demo-oauth/authorize and demo-oauth/token', () => {
  it('are public calls of the main API', () => {
    expect([demoAuthorizeEndpoint, demoTokenEndpoint, socialiteLoginEndpoint]).toMatchObject([
      { base: 'main', path: 'demo-oauth/authorize', token: { in: 'none' } },
      { base: 'main', path: 'demo-oauth/token', token: { in: 'none' } },
      { base: 'main', path: 'socialite-login', token: { in: 'none' } },
    ]);
  });

  it('hands out a code for a known person and exchanges it for the nonce and the socialite variables', async () => {
    const code = await codeFor('jordan');
    const answer = await exchange(code);
    expect(answer.body.status).toBe(true);
    expect(answer.body.data.nonce).toBe(NONCE);
    expect(answer.body.data.id_token).toMatch(/^demo-id-/);
    expect(answer.body.data.socialite).toEqual({
      fname: 'Jordan Rivera',
      email: 'jordan.rivera@example.com',
      phone_no: '6125550147',
      address: '400 Hennepin Avenue',
      city: 'Minneapolis',
      zipcode: '55401',
      flag: 'demo',
    });
  });

  it('exchanges a code once: a second exchange is refused', async () => {
    const code = await codeFor('maya');
    expect((await exchange(code)).body.status).toBe(true);
    const again = await exchange(code);
    expect(again.http).toBe(400);
    expect(again.body).toMatchObject({
      status: false,
      message: 'This sign-in code has already been used.',
    });
    expect(db().oauthCodes.find((row) => row.code === code)?.used_at).not.toBeNull();
  });

  it('refuses an unknown code, an expired one, an unknown person and a short nonce', async () => {
    expect((await exchange('demo-code-made-up')).body.message).toBe(
      'This sign-in code is not valid.',
    );
    const code = await codeFor('maya');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + OAUTH_CODE_LIFETIME_MS + 1000);
    expect((await exchange(code)).body.message).toBe('This sign-in code has expired.');
    vi.useRealTimers();
    const refused = await callMock(
      demoAuthorizeEndpoint,
      { person: 'nobody', nonce: 'short' },
      null,
    );
    expect(refused.http).toBe(422);
    expect(refused.body).toMatchObject({
      errors: {
        person: ['The selected person is invalid.'],
        nonce: ['The nonce must be 16 to 128 URL-safe characters.'],
      },
    });
  });
});

describe('socialite-login', () => {
  it('opens a session for a person whose email has an account', async () => {
    const token = (await exchange(await codeFor('maya'))).body.data.id_token;
    const answer = await login(token);
    expect(answer.body.status).toBe(true);
    expect(answer.body.data).toMatchObject({ email: 'market@mailcraft.demo', role_id: 2 });
    const issued = answer.body.data.api_token as string;
    expect(db().users.find((row) => row.email === 'market@mailcraft.demo')?.api_token).toBe(issued);
  });

  it('answers "no account" with the socialite variables for a new person', async () => {
    const token = (await exchange(await codeFor('jordan'))).body.data.id_token;
    const answer = await login(token);
    expect(answer.body.data).toEqual({
      account: 'none',
      socialite: expect.objectContaining({
        fname: 'Jordan Rivera',
        email: 'jordan.rivera@example.com',
      }) as unknown,
    });
  });

  it('takes only a token the provider issued: not an email, not an unexchanged code', async () => {
    const code = await codeFor('maya');
    expect((await login('market@mailcraft.demo')).http).toBe(403);
    expect((await login(code)).http).toBe(403);
    expect((await login('')).body.message).toBe('The sign-in could not be verified.');
    expect((await login('anything', 'auth0')).body.message).toBe(
      'Sign-in with Auth0 is not set up on this server.',
    );
  });
});
