import { HttpResponse } from 'msw';
import { getProfileEndpoint, loginEndpoint } from '../../../src/features/auth/api';
import { endpointUrl } from '../../../src/mocks/kit/handle';
import { failCall, overrideCall } from '../../utils/overrides';
import { getConfig } from '../../../src/config/env';
import { loginErrorMessage } from '../../../src/features/auth/loginError';
import { signInSubmitted, logoutRequested } from '../../../src/features/auth/slice';
import { STORAGE_KEYS } from '../../../src/lib/storageKeys';
import { profileSchema } from '../../../src/features/auth/schemas';
import { readStoredSession, storeProfile } from '../../../src/features/auth/storage';
import { profileOf } from '../../../src/mocks/auth/profile';
import { db } from '../../../src/mocks/db';
import { DEMO_PASSWORD } from '../../../src/mocks/auth/seed';
import { server } from '../../../src/mocks/node';
import { DEMO_EMAILS, storeSessionOf } from '../../utils/session';
import { recordRequests } from '../../utils/requests';
import { serverIdle } from '../../utils/serverActivity';
import { createTestStore, waitForState } from '../../utils/store';

const loginUrl = () => endpointUrl(loginEndpoint);
const profileUrl = () => endpointUrl(getProfileEndpoint);

async function signIn(email: string, password = DEMO_PASSWORD, next: string | null = null) {
  const { store, services } = createTestStore();
  store.dispatch(signInSubmitted({ email, password, next }));
  await waitForState(
    store,
    (state) => state.auth.login,
    (login) => !login.loading && (login.data !== null || login.error !== null),
  );
  return { store, services };
}

async function settled(services: { navigations: string[] }, count = 1) {
  await vi.waitFor(() => expect(services.navigations.length).toBeGreaterThanOrEqual(count));
}

afterEach(() => server.events.removeAllListeners());

describe('sign-in saga', () => {
  it('signs in, stores the session under the spec keys, loads the profile and goes to /dashboard', async () => {
    const requests = recordRequests();
    const { store, services } = await signIn(DEMO_EMAILS.market);
    await settled(services);

    expect(services.navigations).toEqual(['/dashboard']);
    const token = window.localStorage.getItem(STORAGE_KEYS.idToken);
    expect(token).toMatch(/^demo-2-/);
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.loginData) ?? '{}')).toMatchObject({
      email: DEMO_EMAILS.market,
      role_id: 2,
      // Stored as the server sent it: read back through the schema, it is 125050 cents again.
      total_creditpoints: 1250.5,
    });
    expect(window.localStorage.getItem(STORAGE_KEYS.isSuperAdmin)).toBeNull();
    expect(store.getState().session.token).toBe(token);
    expect(store.getState().auth.profile).toMatchObject({
      fname: 'Maya',
      total_creditpoints: 125050,
    });

    await vi.waitFor(() => expect(requests.map((entry) => entry.url)).toContain(profileUrl()));
    const login = requests.find((entry) => entry.url === loginUrl());
    expect(login?.body).toEqual({ email: DEMO_EMAILS.market, password: DEMO_PASSWORD });
    const profile = requests.find((entry) => entry.url === profileUrl());
    expect(profile?.body).toEqual({ api_token: token });
  });

  it('stores isSuperAdmin for the super admin', async () => {
    const { services } = await signIn(DEMO_EMAILS.admin);
    await settled(services);
    expect(window.localStorage.getItem(STORAGE_KEYS.isSuperAdmin)).toBe('true');
  });

  it('refuses a wrong password with the server wording and stores nothing', async () => {
    const { store, services } = await signIn(DEMO_EMAILS.market, 'not-the-password');
    const error = store.getState().auth.login.error;
    expect(error).toMatchObject({ kind: 'status', serverMessage: 'Wrong mail or password' });
    expect(loginErrorMessage(error!)).toEqual({ text: 'Wrong mail or password' });
    expect(window.localStorage.getItem(STORAGE_KEYS.idToken)).toBeNull();
    expect(store.getState().session.token).toBeNull();
    expect(services.navigations).toEqual([]);
  });

  it("says 'Wrong mail or password' when the server refuses without a message", async () => {
    overrideCall(loginEndpoint, () => HttpResponse.json({ status: false }));
    const { store } = await signIn(DEMO_EMAILS.market);
    expect(loginErrorMessage(store.getState().auth.login.error!)).toEqual({
      id: 'auth.wrongLogin',
    });
  });

  it("shows the server's field errors", async () => {
    const { store } = await signIn('', '');
    expect(loginErrorMessage(store.getState().auth.login.error!)).toEqual({
      text: 'The email field is required. The password field is required.',
    });
  });

  it('turns a network failure into the generic wording', async () => {
    failCall(loginEndpoint, 'network');
    const { store } = await signIn(DEMO_EMAILS.market);
    expect(store.getState().auth.login.error?.kind).toBe('network');
    expect(loginErrorMessage(store.getState().auth.login.error!)).toEqual({ id: 'error.generic' });
  });

  it('logs out and reloads when the subscription has ended', async () => {
    const { store, services } = await signIn(DEMO_EMAILS.pastdue);
    await vi.waitFor(() => expect(services.reloadPage).toHaveBeenCalledTimes(1));
    expect(services.navigations).toEqual(['/']);
    expect(window.localStorage.getItem(STORAGE_KEYS.idToken)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.loginData)).toBeNull();
    expect(store.getState().session.token).toBeNull();
    expect(store.getState().auth.profile).toBeNull();
    expect(window.sessionStorage.getItem('mailcraft.signOutReason')).toBe('subscription');
  });

  it.each(['expire', 'expired', 'past_due', 'incomplete', 'not found', 'Past_Due'])(
    'treats subscription status %s as ended',
    async (status) => {
      db().users.update(2, { java_stripesubscription_status: status });
      const { services } = await signIn(DEMO_EMAILS.market);
      await vi.waitFor(() => expect(services.reloadPage).toHaveBeenCalled());
    },
  );

  // Cancelled is an ended status too, but one the account can undo: it keeps its session and is
  // led to /cancelled-account to reactivate (README "Cancelled accounts").
  it.each(['cancelled', 'canceled', 'Cancelled'])(
    'keeps a %s account signed in and leads it to /cancelled-account',
    async (status) => {
      db().users.update(2, { java_stripesubscription_status: status });
      const { store, services } = await signIn(DEMO_EMAILS.market);
      await settled(services);
      expect(services.navigations).toEqual(['/cancelled-account']);
      expect(services.reloadPage).not.toHaveBeenCalled();
      expect(store.getState().session.token).not.toBeNull();
      expect(window.localStorage.getItem(STORAGE_KEYS.idToken)).not.toBeNull();
    },
  );

  it('restores a cancelled session without navigating (the dashboard guard leads it away)', async () => {
    storeSessionOf('cancelled');
    const { store, services } = createTestStore();
    await waitForState(
      store,
      (state) => state.auth.profileLoad,
      (load) => load.data !== null,
    );
    await serverIdle();
    expect(services.navigations).toEqual([]);
    expect(services.reloadPage).not.toHaveBeenCalled();
    expect(store.getState().session.token).toBe('seed-token-cancelled');
  });

  it('keeps an impersonating super admin signed in whatever the subscription says', async () => {
    window.localStorage.setItem(STORAGE_KEYS.isSuperAdmin, 'true');
    storeSessionOf('pastdue');
    const { store, services } = createTestStore();
    await waitForState(
      store,
      (state) => state.auth.profileLoad,
      (load) => load.data !== null,
    );
    await serverIdle();
    expect(services.reloadPage).not.toHaveBeenCalled();
    expect(store.getState().session.token).toBe('seed-token-pastdue');
  });

  it('sends a Marketplace user with an incomplete profile to /settings', async () => {
    const { services } = await signIn(DEMO_EMAILS.newcomer);
    await settled(services);
    expect(services.navigations).toEqual(['/settings']);
  });

  it.each([
    ['redirectToNotification', '/dashboard/notifications'],
    ['redirectToBilling', '/dashboard/membership'],
  ])('follows the %s flag after sign-in and clears it', async (key, target) => {
    window.localStorage.setItem(key, 'true');
    const { services } = await signIn(DEMO_EMAILS.market, DEMO_PASSWORD, '/dashboard/mail');
    await settled(services);
    expect(services.navigations).toEqual([target]);
    expect(window.localStorage.getItem(key)).toBeNull();
  });

  it('goes back to a safe remembered location', async () => {
    const { services } = await signIn(
      DEMO_EMAILS.studio,
      DEMO_PASSWORD,
      '/dashboard/mail?page=2#top',
    );
    await settled(services);
    expect(services.navigations).toEqual(['/dashboard/mail?page=2#top']);
  });

  it.each([
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    '%2F%2Fevil.example',
    '/%2F/evil.example',
    '/%5Cevil.example',
    'https://evil.example/dashboard',
    '/dashboard/../../evil',
  ])('refuses the remembered location %s and goes to /dashboard', async (next) => {
    const { services } = await signIn(DEMO_EMAILS.studio, DEMO_PASSWORD, next);
    await settled(services);
    expect(services.navigations).toEqual(['/dashboard']);
  });
});

describe('session saga', () => {
  it('restores a stored session on reload and refreshes the profile', async () => {
    storeSessionOf('market');
    db().users.update(2, { fname: 'Mayanna' });
    const { store, services } = createTestStore();
    // A stored id_token counts as logged in at once, before get-profile answers.
    expect(store.getState().session.token).toBe('seed-token-market');
    expect(store.getState().auth.profile?.fname).toBe('Maya');
    await waitForState(
      store,
      (state) => state.auth.profile?.fname,
      (name) => name === 'Mayanna',
    );
    expect(services.navigations).toEqual([]);
  });

  it('logs out on a 401 from any call', async () => {
    storeSessionOf('market');
    db().users.update(2, { api_token: 'rotated-elsewhere' });
    const { store, services } = createTestStore();
    await settled(services);
    expect(services.navigations).toEqual(['/']);
    expect(store.getState().session.token).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.idToken)).toBeNull();
  });

  it('shows the busy message when get-profile fails, keeping the stored profile', async () => {
    overrideCall(getProfileEndpoint, () => new HttpResponse('oops', { status: 503 }));
    storeSessionOf('studio');
    const { store } = createTestStore();
    const notices = await waitForState(
      store,
      (state) => state.notices.queue,
      (queue) => queue.length > 0,
    );
    expect(notices[0]).toMatchObject({
      kind: 'error',
      autoClose: 5000,
      message: { id: 'error.profileBusy', values: { email: getConfig().supportEmail } },
    });
    expect(store.getState().session.token).toBe('seed-token-studio');
    expect(store.getState().auth.profile?.fname).toBe('Stella');
  });

  it('logout clears id_token, logindata and isSuperAdmin and goes to /', async () => {
    storeSessionOf('admin');
    window.localStorage.setItem(STORAGE_KEYS.hideFirstLoginModal, 'true');
    const { store, services } = createTestStore();
    store.dispatch(logoutRequested());
    await settled(services);
    expect(services.navigations).toEqual(['/']);
    for (const key of [STORAGE_KEYS.idToken, STORAGE_KEYS.loginData, STORAGE_KEYS.isSuperAdmin]) {
      expect(window.localStorage.getItem(key)).toBeNull();
    }
    expect(window.localStorage.getItem(STORAGE_KEYS.hideFirstLoginModal)).toBe('true');
    expect(store.getState().auth.profile).toBeNull();
  });
});

describe('the stored profile', () => {
  it('reads back the same balance in cents however often it is stored and read', () => {
    const profile = profileSchema.parse({
      ...profileOf(db().users.get(2)!),
      total_creditpoints: '1250.5',
    });
    expect(profile.total_creditpoints).toBe(125050);
    window.localStorage.setItem(STORAGE_KEYS.idToken, 'token-1');
    storeProfile(profile, 'token-1');
    const once = readStoredSession().profile!;
    storeProfile(once, 'token-1');
    expect(readStoredSession().profile).toEqual(profile);
  });
});
