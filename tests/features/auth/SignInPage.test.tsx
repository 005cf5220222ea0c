import { screen, within } from '@testing-library/react';
import { loginEndpoint } from '../../../src/features/auth/api';
import { endpointUrl } from '../../../src/mocks/kit/handle';
import { failCall } from '../../utils/overrides';
import { STORAGE_KEYS } from '../../../src/lib/storageKeys';
import { server } from '../../../src/mocks/node';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../../src/mocks/auth/seed';
import { renderApp } from '../../utils/renderApp';
import { DEMO_EMAILS } from '../../utils/session';
import { atDesktopWidth, preloadAppModules } from '../../utils/appSetup';

preloadAppModules();

const loginUrl = () => endpointUrl(loginEndpoint);

/** Every request the app sends, as METHOD url. */
function recordRequests() {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    seen.push(`${request.method} ${request.url}`);
  });
  return seen;
}

const emailInput = () => screen.getByLabelText('Email');
const passwordInput = () => screen.getByLabelText('Password');
const submitButton = () => screen.getByRole('button', { name: 'Sign in' });

async function openSignIn(path = '/signin', options: Parameters<typeof renderApp>[1] = {}) {
  const view = await renderApp(path, options);
  await screen.findByRole('heading', { level: 1 });
  return view;
}

// The dashboard a good sign-in lands on is checked at desktop width, where the welcome line shows.
atDesktopWidth();

afterEach(() => {
  server.events.removeAllListeners();
});

describe('sign-in form validation', () => {
  it('asks for both fields on an empty submit and sends nothing', async () => {
    const requests = recordRequests();
    const { user, store } = await openSignIn();

    await user.click(submitButton());

    expect(await screen.findByText('Please input your Email!')).toBeInTheDocument();
    expect(screen.getByText('Please input your Password!')).toBeInTheDocument();
    expect(emailInput()).toHaveAttribute('aria-invalid', 'true');
    expect(emailInput()).toHaveAccessibleDescription('Please input your Email!');
    expect(emailInput()).toHaveFocus();
    expect(store.getState().auth.login).toMatchObject({ loading: false, data: null, error: null });
    expect(requests.filter((entry) => entry === `POST ${loginUrl()}`)).toEqual([]);
  });

  it('rejects an invalid email on blur and does not send it', async () => {
    const requests = recordRequests();
    const { user, store } = await openSignIn();

    await user.type(emailInput(), 'maya@nowhere');
    await user.tab();
    expect(await screen.findByText('The input is not valid Email!')).toBeInTheDocument();

    await user.type(passwordInput(), DEMO_PASSWORD);
    await user.click(submitButton());
    expect(screen.getByText('The input is not valid Email!')).toBeInTheDocument();
    expect(store.getState().auth.login).toMatchObject({ loading: false, data: null, error: null });
    expect(requests.filter((entry) => entry === `POST ${loginUrl()}`)).toEqual([]);
  });
});

describe('sign-in errors', () => {
  it('shows the server wording for a wrong password and stays on the page', async () => {
    const { user, router } = await openSignIn();

    await user.type(emailInput(), DEMO_EMAILS.market);
    await user.type(passwordInput(), 'not-the-password');
    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong mail or password');
    expect(router.state.location.pathname).toBe('/signin');
    expect(window.localStorage.getItem(STORAGE_KEYS.idToken)).toBeNull();
  });

  it('shows the generic wording when the network fails', async () => {
    failCall(loginEndpoint, 'network');
    const { user } = await openSignIn();

    await user.type(emailInput(), DEMO_EMAILS.market);
    await user.type(passwordInput(), DEMO_PASSWORD);
    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong. Please try again later.',
    );
  });
});

describe('a good sign-in', () => {
  it('lands a Marketplace user on the dashboard with the welcome line', async () => {
    const requests = recordRequests();
    const { user, router } = await openSignIn();

    await user.type(emailInput(), DEMO_EMAILS.market);
    await user.type(passwordInput(), DEMO_PASSWORD);
    await user.click(submitButton());

    expect(
      await screen.findByText('Hi Maya! Welcome to the Marketplace. What will you order today?'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(requests.filter((entry) => entry === `POST ${loginUrl()}`)).toHaveLength(1);
    expect(window.localStorage.getItem(STORAGE_KEYS.idToken)).toMatch(/^demo-2-/);
  });

  it('goes back to the remembered location in ?next', async () => {
    const { user, router } = await openSignIn('/signin?next=%2Fdashboard%2Fmembership');

    await user.type(emailInput(), DEMO_EMAILS.market);
    await user.type(passwordInput(), DEMO_PASSWORD);
    await user.click(submitButton());

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Membership and Cards' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/membership');
  });

  it('follows ?redirect=notification to the notification settings', async () => {
    const { user, router } = await openSignIn('/signin?redirect=notification');

    await user.type(emailInput(), DEMO_EMAILS.market);
    await user.type(passwordInput(), DEMO_PASSWORD);
    await user.click(submitButton());

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Notifications' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/notifications');
    expect(window.localStorage.getItem(STORAGE_KEYS.redirectToNotification)).toBeNull();
  });
});

describe('demo accounts panel', () => {
  const demoControls = () => ({
    accounts: DEMO_ACCOUNTS,
    password: DEMO_PASSWORD,
    reset: vi.fn<() => Promise<void>>(() => Promise.resolve()),
  });

  it('lists the seven seeded accounts', async () => {
    await openSignIn('/signin', { demo: demoControls() });

    const panel = screen.getByRole('region', { name: 'Demo accounts' });
    const items = within(panel).getAllByRole('listitem');
    expect(items).toHaveLength(7);
    for (const account of DEMO_ACCOUNTS) {
      expect(within(panel).getByText(account.email)).toBeInTheDocument();
      expect(
        within(panel).getByRole('button', { name: `Use ${account.name}` }),
      ).toBeInTheDocument();
    }
    expect(within(panel).getByText(DEMO_PASSWORD)).toBeInTheDocument();
  });

  it('fills the form with the chosen account', async () => {
    const { user } = await openSignIn('/signin', { demo: demoControls() });

    await user.click(screen.getByRole('button', { name: 'Use Maya' }));

    expect(emailInput()).toHaveValue(DEMO_EMAILS.market);
    expect(passwordInput()).toHaveValue(DEMO_PASSWORD);
  });

  it('resets the demo data', async () => {
    const demo = demoControls();
    const { user } = await openSignIn('/signin', { demo });

    await user.click(screen.getByRole('button', { name: 'Reset demo data' }));

    expect(demo.reset).toHaveBeenCalledTimes(1);
  });

  it('is absent outside demo mode', async () => {
    await openSignIn('/signin');

    expect(screen.queryByRole('region', { name: 'Demo accounts' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Use Maya' })).not.toBeInTheDocument();
  });
});

describe('sign-in variants', () => {
  it.each([
    ['/admin-signin', 'Super admin sign in'],
    ['/pro-signin', 'Design Studio sign in'],
    ['/signin', 'Sign in'],
  ])('%s is headed %s', async (path, title) => {
    await renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(submitButton()).toBeInTheDocument();
  });
});

describe('the ways on from sign-in', () => {
  it.each([
    ['Forgot password?', '/forgotpassword', 'Forgot password'],
    ['Forgot username?', '/forgotusername', 'Forgot username'],
    ['Create an account', '/signup', 'Sign up'],
    ['Other ways to sign in', '/oauth/login', 'External sign in'],
  ])('"%s" leads to %s', async (label, path, heading) => {
    const { router } = await openSignIn();
    const link = screen.getByRole('link', { name: label });
    expect(link).toHaveAttribute('href', path);
    link.click();
    await screen.findByRole('heading', { level: 1, name: heading });
    expect(router.state.location.pathname).toBe(path);
  });
});
