import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { readExternalProfile } from '../../../src/lib/externalProfile';
import {
  demoAuthorizeEndpoint,
  demoTokenEndpoint,
  socialiteLoginEndpoint,
} from '../../../src/features/externalSignIn/api';
import { beginTransaction } from '../../../src/features/externalSignIn/transaction';
import { callEndpoint } from '../../../src/api';
import { db } from '../../../src/mocks/db';
import { STORAGE_KEYS } from '../../../src/lib/storageKeys';
import { preloadAppModules } from '../../utils/appSetup';
import { failCall, overrideCall } from '../../utils/overrides';
import { renderApp } from '../../utils/renderApp';
import { recordBodiesTo } from '../../utils/requests';

/**
 * /oauth/login and /oauth/callback in demo mode, through the routes, against the mock provider
 * (src/mocks/externalSignIn): the state and nonce checks, the code's single use, a known person's
 * session and a new person's hand-off to /oauth/register, failures with their way on.
 */

preloadAppModules(
  () => import('../../../src/features/externalSignIn/pages/OauthLoginPage'),
  () => import('../../../src/features/externalSignIn/pages/OauthCallbackPage'),
);

const TRANSACTION_KEY = 'mailcraft.oauthTransaction';
const REFUSED = {
  missing:
    'This sign-in was already finished, or it was not started in this browser tab, so it was refused. Please start again.',
  mismatch:
    'This answer from the provider does not match the sign-in started here, so it was refused. Please start again.',
  nonce: 'The provider’s answer could not be verified, so it was refused. Please start again.',
};

/** Every location the router goes through from now on (path and query). */
function visitedBy(router: Awaited<ReturnType<typeof renderApp>>['router']): string[] {
  const visited: string[] = [];
  router.subscribe((state) => visited.push(`${state.location.pathname}${state.location.search}`));
  return visited;
}

async function openLogin() {
  const view = await renderApp('/oauth/login');
  await screen.findByRole('heading', { level: 1, name: 'External sign in' });
  return view;
}

/** The URL the demo provider sends the browser back to, for a sign-in started in this tab. */
async function callbackUrlFor(person: string, transaction = beginTransaction()) {
  const { data } = await callEndpoint(
    demoAuthorizeEndpoint,
    { person, nonce: transaction.nonce },
    {},
  );
  return `/oauth/callback?${new URLSearchParams({ code: data.code, state: transaction.state }).toString()}`;
}

async function openCallback(url: string) {
  const view = await renderApp(url);
  await screen.findByRole('heading', { level: 1 });
  return view;
}

const startAgainLink = () => screen.getByRole('link', { name: 'Start again' });

describe('/oauth/login in demo mode', () => {
  it('offers the demo provider with a known and a new person, and no provider buttons', async () => {
    await openLogin();
    expect(screen.getByRole('radio', { name: /Maya/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Jordan Rivera/ })).not.toBeChecked();
    expect(screen.getByText('Has a Mailcraft account')).toBeVisible();
    expect(screen.getByText('New to Mailcraft')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Google|Facebook|GitHub|Twitter/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute(
      'href',
      '/signin',
    );
    expect(document.querySelector('[class^="ant-"], [class*=" ant-"]')).toBeNull();
  });

  it('keeps a random state and nonce in this tab, asks the provider for a code, and goes to the callback', async () => {
    const bodies = recordBodiesTo(demoAuthorizeEndpoint);
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    const { user, router } = await openLogin();
    const visited = visitedBy(router);
    await user.click(screen.getByRole('radio', { name: /Jordan Rivera/ }));
    await user.click(screen.getByRole('button', { name: 'Continue with the demo provider' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/oauth/register'));
    const stored = setItem.mock.calls.find(([key]) => key === TRANSACTION_KEY)!;
    const kept = JSON.parse(stored[1]) as Record<string, string>;
    expect(kept.state).toMatch(/^[\w-]{43}$/);
    expect(kept.nonce).toMatch(/^[\w-]{43}$/);
    expect(kept.nonce).not.toBe(kept.state);
    expect(bodies).toEqual([{ person: 'jordan', nonce: kept.nonce }]);
    const code = db().oauthCodes.all()[0]!.code;
    // The provider's answer, then the same page without it, then sign-up.
    expect(visited).toEqual([
      `/oauth/callback?code=${encodeURIComponent(code)}&state=${kept.state}`,
      '/oauth/callback',
      '/oauth/register',
    ]);
    // Taken by the callback.
    expect(sessionStorage.getItem(TRANSACTION_KEY)).toBeNull();
  });

  it('shows the provider’s refusal and lets the visitor press again', async () => {
    failCall(demoAuthorizeEndpoint, { message: 'The demo provider is resting.' }, { once: true });
    const { user, router } = await openLogin();
    const go = screen.getByRole('button', { name: 'Continue with the demo provider' });
    await user.click(go);
    expect(await screen.findByRole('alert')).toHaveTextContent('The demo provider is resting.');
    expect(go).toBeEnabled();
    await user.click(go);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});

describe('/oauth/callback', () => {
  it('signs a known person in: the session opens and the entry rules lead on to the dashboard', async () => {
    const url = await callbackUrlFor('maya');
    const { router } = await openCallback(url);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    const token = localStorage.getItem(STORAGE_KEYS.idToken);
    expect(token).toBe(db().users.find((row) => row.email === 'market@mailcraft.demo')!.api_token);
    expect(sessionStorage.getItem(TRANSACTION_KEY)).toBeNull();
    expect(readExternalProfile()).toBeNull();
  });

  it('keeps a new person’s socialite variables and sends them to /oauth/register', async () => {
    const { router } = await openCallback(await callbackUrlFor('jordan'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/oauth/register'));
    expect(readExternalProfile()).toEqual({
      fname: 'Jordan Rivera',
      email: 'jordan.rivera@example.com',
      phone_no: '6125550147',
      address: '400 Hennepin Avenue',
      city: 'Minneapolis',
      zipcode: '55401',
      flag: 'demo',
    });
    expect(localStorage.getItem(STORAGE_KEYS.idToken)).toBeNull();
  });

  it('drops code and state from the URL as soon as it has read them, and says who signed in', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    overrideCall(socialiteLoginEndpoint, () => held, { once: true });
    const bodies = recordBodiesTo(socialiteLoginEndpoint);
    const { router } = await openCallback(await callbackUrlFor('jordan'));
    expect(router.state.location.pathname).toBe('/oauth/callback');
    expect(router.state.location.search).toBe('');
    expect(await screen.findByText(/The provider signed you in as/)).toHaveTextContent(
      'The provider signed you in as Jordan Rivera (jordan.rivera@example.com).',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Finishing your sign-in…');
    // The server gets the provider's token, not an email.
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      provider: 'demo',
      id_token: expect.stringMatching(/^demo-id-/) as unknown,
    });
    await act(async () => {
      release();
      await held;
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/oauth/register'));
  });

  it('refuses a callback with no sign-in kept (a bare visit), with a way back', async () => {
    const { router } = await openCallback('/oauth/callback?code=abc&state=def');
    expect(await screen.findByRole('alert')).toHaveTextContent(REFUSED.missing);
    expect(startAgainLink()).toHaveAttribute('href', '/oauth/login');
    expect(router.state.location.search).toBe('');
  });

  it('refuses a mismatched state, and forgets the kept one', async () => {
    const bodies = recordBodiesTo(demoTokenEndpoint);
    const url = await callbackUrlFor('maya');
    const forged = url.replace(/state=[^&]+/, 'state=forged-state-of-another-tab');
    await openCallback(forged);
    expect(await screen.findByRole('alert')).toHaveTextContent(REFUSED.mismatch);
    expect(sessionStorage.getItem(TRANSACTION_KEY)).toBeNull();
    expect(bodies).toEqual([]);
    expect(startAgainLink()).toBeVisible();
  });

  it('refuses a replayed callback URL: the state is spent, and the code too', async () => {
    const transaction = beginTransaction();
    const url = await callbackUrlFor('maya', transaction);
    const first = await openCallback(url);
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/dashboard'));
    cleanup();
    localStorage.clear();

    // The same URL again: nothing is kept for it any more.
    const tokens = recordBodiesTo(demoTokenEndpoint);
    await openCallback(url);
    expect(await screen.findByRole('alert')).toHaveTextContent(REFUSED.missing);
    expect(tokens).toEqual([]);
    cleanup();

    // Even with its state planted back, the provider will not exchange the code twice.
    sessionStorage.setItem(
      TRANSACTION_KEY,
      JSON.stringify({ ...transaction, startedAt: Date.now() }),
    );
    const again = await openCallback(url);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This sign-in code has already been used.',
    );
    expect(startAgainLink()).toBeVisible();
    expect(again.router.state.location.pathname).toBe('/oauth/callback');
    expect(localStorage.getItem(STORAGE_KEYS.idToken)).toBeNull();
  });

  it('refuses an answer whose nonce is not the one kept', async () => {
    const transaction = beginTransaction();
    const url = await callbackUrlFor('maya', {
      ...transaction,
      nonce: 'a-nonce-this-tab-never-made',
    });
    const login = recordBodiesTo(socialiteLoginEndpoint);
    const { router } = await openCallback(url);
    expect(await screen.findByRole('alert')).toHaveTextContent(REFUSED.nonce);
    expect(login).toEqual([]);
    expect(router.state.location.pathname).toBe('/oauth/callback');
  });

  it('says when the provider refused, without exchanging anything', async () => {
    const { state } = beginTransaction();
    await openCallback(`/oauth/callback?error=access_denied&state=${state}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The provider did not sign you in. Please start again.',
    );
  });

  it('shows a failed finish with Retry, and finishes on Retry', async () => {
    failCall(socialiteLoginEndpoint, 'network', { once: true });
    const { user, router } = await openCallback(await callbackUrlFor('maya'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The network connection failed. Check your connection and try again.',
    );
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('shows the server’s words when the exchange fails, with a way to start again', async () => {
    overrideCall(demoTokenEndpoint, () =>
      HttpResponse.json({ status: false, message: 'The provider is down for maintenance.' }),
    );
    await openCallback(await callbackUrlFor('maya'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The provider is down for maintenance.',
    );
    expect(startAgainLink()).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });
});

describe('/auth0loginCallback in demo mode', () => {
  it('says external sign-in with Auth0 is not available, and drops the query', async () => {
    const { router } = await openCallback('/auth0loginCallback?code=abc&state=def');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Signing in with another account is not available here.',
    );
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute(
      'href',
      '/signin',
    );
    expect(router.state.location.search).toBe('');
  });
});
