import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { readExternalProfile } from '../../../src/lib/externalProfile';
import { getConfig } from '../../../src/config/env';
import { socialiteLoginEndpoint } from '../../../src/features/externalSignIn/api';
import { resetAuth0Client } from '../../../src/features/externalSignIn/auth0';
import { profileOf } from '../../../src/mocks/auth/profile';
import { db } from '../../../src/mocks/db';
import { STORAGE_KEYS } from '../../../src/lib/storageKeys';
import { preloadAppModules } from '../../utils/appSetup';
import { overrideCall } from '../../utils/overrides';
import { renderApp } from '../../utils/renderApp';
import { recordBodiesTo } from '../../utils/requests';

/**
 * The Auth0 branch of external sign-in, with Auth0's SDK mocked: the configuration says Auth0 is
 * set up (the mock backend still answers the main API), /oauth/login shows the five connections
 * and hands the chosen one to loginWithRedirect, and /auth0loginCallback lets the SDK check the
 * answer, then finishes with socialite-login and the provider's raw ID token.
 */

const sdk = vi.hoisted(() => ({
  options: [] as unknown[],
  loginWithRedirect: vi.fn<(options: unknown) => Promise<void>>(),
  handleRedirectCallback: vi.fn<(url: string) => Promise<unknown>>(),
  getUser: vi.fn<() => Promise<unknown>>(),
  getIdTokenClaims: vi.fn<() => Promise<unknown>>(),
}));

vi.mock('@auth0/auth0-spa-js', () => ({
  Auth0Client: class {
    constructor(options: unknown) {
      sdk.options.push(options);
    }
    loginWithRedirect = sdk.loginWithRedirect;
    handleRedirectCallback = sdk.handleRedirectCallback;
    getUser = sdk.getUser;
    getIdTokenClaims = sdk.getIdTokenClaims;
  },
}));

/**
 * The configuration the pages read, changed in place and put back after each test: the suite runs
 * without isolation (vitest.config.ts), so a vi.mock of the config module would not reach a copy
 * another file loaded first.
 */
const config = getConfig();
const original = { auth0: config.auth0, mode: config.mode };
afterEach(() => {
  config.auth0 = original.auth0;
  config.mode = original.mode;
});

preloadAppModules(
  () => import('../../../src/features/externalSignIn/pages/OauthLoginPage'),
  () => import('../../../src/features/externalSignIn/pages/Auth0CallbackPage'),
);

const RAW_ID_TOKEN = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJnaXRodWJ8NDIifQ.signature';
const CALLBACK = '/auth0loginCallback?code=auth0-code-1&state=auth0-state-1';

beforeEach(() => {
  resetAuth0Client();
  sdk.options.length = 0;
  config.auth0 = { domain: 'https://mailcraft.eu.auth0.com', clientId: 'client-123' };
  sdk.loginWithRedirect.mockReset().mockResolvedValue(undefined);
  sdk.handleRedirectCallback.mockReset().mockResolvedValue({ appState: undefined });
  sdk.getUser.mockReset().mockResolvedValue({ name: 'Maya', email: 'market@mailcraft.demo' });
  sdk.getIdTokenClaims.mockReset().mockResolvedValue({ __raw: RAW_ID_TOKEN });
});

describe('/oauth/login with Auth0 configured', () => {
  it('shows the five connections and no demo provider', async () => {
    await renderApp('/oauth/login');
    await screen.findByRole('heading', { level: 1 });
    const names = screen.getAllByRole('button').map((button) => button.textContent);
    expect(names).toEqual([
      'Continue with email and password',
      'Continue with Facebook',
      'Continue with Google',
      'Continue with GitHub',
      'Continue with Twitter',
    ]);
    expect(screen.queryByRole('radio')).toBeNull();
    // The SDK is not even loaded until a button is pressed.
    expect(sdk.options).toEqual([]);
  });

  it.each([
    ['Continue with email and password', 'Username-Password-Authentication'],
    ['Continue with Facebook', 'facebook'],
    ['Continue with Google', 'google-oauth2'],
    ['Continue with GitHub', 'github'],
    ['Continue with Twitter', 'twitter'],
  ])('%s redirects to Auth0 with the %s connection', async (name, connection) => {
    const { user } = await renderApp('/oauth/login');
    await user.click(await screen.findByRole('button', { name }));
    await waitFor(() => expect(sdk.loginWithRedirect).toHaveBeenCalledTimes(1));
    const redirectUri = `${location.origin}/auth0loginCallback`;
    expect(sdk.loginWithRedirect).toHaveBeenCalledWith({
      authorizationParams: { connection, redirect_uri: redirectUri },
    });
    expect(sdk.options).toEqual([
      expect.objectContaining({
        domain: 'https://mailcraft.eu.auth0.com',
        clientId: 'client-123',
        authorizationParams: expect.objectContaining({ redirect_uri: redirectUri }) as unknown,
      }),
    ]);
    // Until the browser leaves, the buttons wait.
    expect(screen.getByRole('button', { name })).toBeDisabled();
  });

  it('says so when the SDK cannot be reached', async () => {
    sdk.loginWithRedirect.mockRejectedValue(new Error('Failed to fetch'));
    const { user } = await renderApp('/oauth/login');
    await user.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The sign-in provider could not be reached. Please try again.',
    );
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
  });
});

describe('/auth0loginCallback', () => {
  it('lets the SDK read the answer, drops it from the URL and signs a known person in with the ID token', async () => {
    const market = db().users.find((row) => row.email === 'market@mailcraft.demo')!;
    const bodies = recordBodiesTo(socialiteLoginEndpoint);
    overrideCall(socialiteLoginEndpoint, () =>
      HttpResponse.json({
        status: true,
        data: { ...profileOf(market), api_token: market.api_token },
      }),
    );
    const { router } = await renderApp(CALLBACK);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(sdk.handleRedirectCallback).toHaveBeenCalledWith(`${location.origin}${CALLBACK}`);
    expect(bodies).toEqual([{ provider: 'auth0', id_token: RAW_ID_TOKEN }]);
    expect(localStorage.getItem(STORAGE_KEYS.idToken)).toBe(market.api_token);
  });

  it('sends a new person to /oauth/register with the variables the server vouched for', async () => {
    const socialite = {
      fname: 'Ada Lovelace',
      email: 'ada@example.org',
      phone_no: '',
      address: '',
      city: 'London',
      zipcode: '',
      flag: 'github',
    };
    overrideCall(socialiteLoginEndpoint, () =>
      HttpResponse.json({ status: true, data: { account: 'none', socialite } }),
    );
    const { router } = await renderApp(CALLBACK);
    await waitFor(() => expect(router.state.location.pathname).toBe('/oauth/register'));
    expect(readExternalProfile()).toEqual(socialite);
  });

  it('refuses a replayed or foreign answer (the SDK finds no state for it)', async () => {
    sdk.handleRedirectCallback.mockRejectedValue(new Error('Invalid state'));
    const bodies = recordBodiesTo(socialiteLoginEndpoint);
    const { router } = await renderApp(CALLBACK);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This answer from the provider does not match the sign-in started here, so it was refused. Please start again.',
    );
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('link', { name: 'Start again' })).toHaveAttribute(
      'href',
      '/oauth/login',
    );
    expect(bodies).toEqual([]);
  });

  it('says the provider did not sign the person in when Auth0 answers with an error', async () => {
    sdk.handleRedirectCallback.mockRejectedValue(
      Object.assign(new Error('access_denied'), { error: 'access_denied' }),
    );
    await renderApp('/auth0loginCallback?error=access_denied&state=abc');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The provider did not sign you in. Please start again.',
    );
  });
});

describe('connected mode without Auth0', () => {
  it('/oauth/login says external sign-in is not available and links to /signin', async () => {
    config.auth0 = null;
    config.mode = 'connected';
    await renderApp('/oauth/login');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Signing in with another account is not available here.',
    );
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute(
      'href',
      '/signin',
    );
    expect(screen.queryByRole('button', { name: /Continue/ })).toBeNull();
  });
});
