import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { upgradeFreemiumToProEndpoint } from '../../../src/features/billing';
import { registerEndpoint } from '../../../src/features/signup/api';
import { db } from '../../../src/mocks/db';
import { preloadAppModules } from '../../utils/appSetup';
import { failCall, loseAnswerOf } from '../../utils/overrides';
import { type User, renderApp } from '../../utils/renderApp';
import { recordRequests } from '../../utils/requests';

/**
 * /signup through the route, signed out, against the mock backend (src/mocks/signup): the 201
 * rule, the draft, the server's field errors, and "Create account" making one account and one
 * charge for a double click and after a lost answer.
 */

preloadAppModules(
  () => import('../../../src/features/signup/pages/SignUpPage'),
  () => import('../../../src/features/signup/pages/AffiliateLandingPage'),
);

const PASSWORD = 'Harbour7lights';

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

async function open(path = '/signup') {
  const view = await renderApp(path);
  expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  await screen.findByLabelText('First name');
  return view;
}

const field = (label: string) => screen.getByLabelText(label, { exact: true });

async function stepOne(user: User, email = 'nina@example.com', phone = '5550104455') {
  await user.type(field('First name'), 'Nina');
  await user.type(field('Last name'), 'New');
  await user.type(field('Email'), email);
  await user.type(field('Mobile phone'), phone);
  await user.type(field('Password'), PASSWORD);
  await user.type(field('Confirm password'), PASSWORD);
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByRole('heading', { name: /^Step 2 of 3/ });
}

async function stepTwo(user: User) {
  await user.type(field('Business name'), 'Nina’s Nursery');
  await waitFor(() =>
    expect(within(field('Industry')).getAllByRole('option').length).toBeGreaterThan(1),
  );
  await user.selectOptions(field('Industry'), within(field('Industry')).getAllByRole('option')[1]!);
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByRole('heading', { name: /^Step 3 of 3/ });
}

async function proWithCard(user: User) {
  await user.click(screen.getByRole('radio', { name: /^Monthly/ }));
  await user.click(screen.getByRole('radio', { name: /^Pro/ }));
  await user.type(field('Card number'), '4242424242424242');
  await user.type(field('Expiry (MM/YY)'), '1239');
  await user.type(field('Security code (CVC)'), '123');
  await user.type(field('Name on card'), 'Nina New');
}

const accounts = (email: string) => db().users.filter((row) => row.email === email);

describe('/signup, step 1', () => {
  it('offers sign-in and recovery for an address that has an account (anything but HTTP 201)', async () => {
    const { user } = await open();
    await user.type(field('Email'), 'market@mailcraft.demo');
    await user.tab();
    expect(await screen.findByText('An account already uses this email address.')).toBeVisible();
    const taken = screen.getByText('An account already uses this email address.').parentElement!;
    expect(within(taken).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin');
    expect(within(taken).getByRole('link', { name: 'Reset your password' })).toHaveAttribute(
      'href',
      '/forgotpassword',
    );
    // A free address (HTTP 201) says nothing.
    await user.clear(field('Email'));
    await user.type(field('Email'), 'free@example.com');
    await user.tab();
    await waitFor(() =>
      expect(screen.queryByText('An account already uses this email address.')).toBeNull(),
    );
  });

  it('keeps what was typed over a reload, but never the password', async () => {
    const { user } = await open();
    await user.type(field('First name'), 'Nina');
    await user.type(field('Password'), PASSWORD);
    expect(JSON.stringify({ ...window.localStorage })).not.toContain(PASSWORD);
    cleanup();
    await open();
    expect(field('First name')).toHaveValue('Nina');
    expect(field('Password')).toHaveValue('');
  });
});

describe('/signup, creating the account', () => {
  it('creates a free account, runs the free basic customer call and leads to /settings', async () => {
    const seen = recordRequests();
    const { user, router } = await open();
    await stepOne(user);
    await stepTwo(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'));
    expect(accounts('nina@example.com')).toHaveLength(1);
    expect(accounts('nina@example.com')[0]).toMatchObject({ tier: 0, user_type: 'freemium' });
    expect(
      seen.filter((request) => request.url.endsWith('/create-freebasicusercustomer-stripe/')),
    ).toHaveLength(1);
    expect(window.localStorage.getItem('mailcraft.signupDraft.signup')).toBeNull();
  });

  it('shows the server’s field errors on their fields, opening the step that holds them', async () => {
    failCall(
      registerEndpoint,
      {
        message: 'The given data was invalid.',
        status: 422,
        errors: { email: ['The email has already been taken.'] },
      },
      { once: true },
    );
    const { user } = await open();
    await stepOne(user);
    await stepTwo(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('heading', { name: /^Step 1 of 3/ })).toBeVisible();
    expect(screen.getByText('The email has already been taken.')).toBeVisible();
    expect(field('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  it('makes one account and one charge for a double click on Create account (Pro)', async () => {
    const seen = recordRequests();
    const { user, router } = await open();
    await stepOne(user);
    await stepTwo(user);
    await proWithCard(user);
    await user.dblClick(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), {
      timeout: 10_000,
    });
    const [account] = accounts('nina@example.com');
    expect(accounts('nina@example.com')).toHaveLength(1);
    expect(account).toMatchObject({ role_id: 3, user_type: 'pro' });
    expect(db().charges.filter((row) => row.user_id === account!.id)).toHaveLength(1);
    expect(seen.filter((request) => request.url.endsWith('/register'))).toHaveLength(1);
  });

  it('charges once when the upgrade’s answer is lost: the same key is sent again and replayed', async () => {
    const seen = recordRequests();
    loseAnswerOf(upgradeFreemiumToProEndpoint);
    const { user, router } = await open();
    await stepOne(user);
    await stepTwo(user);
    await proWithCard(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), {
      timeout: 10_000,
    });
    const upgrades = seen.filter((request) =>
      request.url.endsWith('/upgrade-freemium-to-proadminuser'),
    );
    expect(upgrades).toHaveLength(2);
    expect(upgrades[0]!.headers['idempotency-key']).toBe(upgrades[1]!.headers['idempotency-key']);
    const [account] = accounts('nina@example.com');
    expect(db().charges.filter((row) => row.user_id === account!.id)).toHaveLength(1);
  });

  it('makes one account when register’s answer is lost and the person presses again', async () => {
    loseAnswerOf(registerEndpoint);
    const { user, router } = await open();
    await stepOne(user);
    await stepTwo(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(
      await screen.findByText(
        /We did not hear back, so we cannot tell yet whether this went through/,
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'));
    expect(accounts('nina@example.com')).toHaveLength(1);
  });
});

describe('/affiliate/{domain}', () => {
  it('names the reseller and leads into sign-up with the referral kept', async () => {
    const { user, router } = await renderApp('/affiliate/brightlanestudio.com');
    expect(
      await screen.findByRole('heading', {
        level: 2,
        name: 'Bright Lane Design Studio invites you to Mailcraft',
      }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Create your account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup'));
    expect(await screen.findByText(/You were invited by/)).toHaveTextContent(
      'You were invited by Bright Lane Design Studio.',
    );
    await stepOne(user);
    await stepTwo(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'));
    expect(accounts('nina@example.com')[0]).toMatchObject({ referralby_userid: 4 });
  });

  it('says so for an unknown domain and offers the plain sign-up', async () => {
    await renderApp('/affiliate/nobody.example');
    expect(
      await screen.findByText('We do not know this referral page. You can still sign up.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
  });
});
