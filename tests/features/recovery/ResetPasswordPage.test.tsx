import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { loginEndpoint } from '../../../src/features/auth/api';
import { resetPasswordEndpoint } from '../../../src/features/recovery/api';
import { db } from '../../../src/mocks/db';
import { preloadAppModules } from '../../utils/appSetup';
import { callMock } from '../../utils/mockServer';
import { failCall } from '../../utils/overrides';
import { renderApp } from '../../utils/renderApp';
import { recordRequests, sentTo } from '../../utils/requests';

/**
 * /reset-password/{token} through the route, against the mock backend: the link is checked as
 * the page opens (valid, expired after an hour, used, malformed), the sign-up's password rules,
 * the token works once, and a failure keeps what was typed.
 */

preloadAppModules(() => import('../../../src/features/recovery/pages/ResetPasswordPage'));

const MAYA = 'market@mailcraft.demo';
const HOUR = 60 * 60 * 1000;
const NEW_PASSWORD = 'Fresh2026pass';
const TOKEN = 'f0e1d2c3b4a5968778695a4b3c2d1e0ff0e1d2c3b4a5968778695a4b3c2d1e0f';

/** A reset link of Maya's, made `ageMs` ago. */
function linkOfMaya(ageMs = 0, usedAt: string | null = null, token = TOKEN) {
  const created = Date.now() - ageMs;
  db().passwordResets.insert({
    user_id: db().users.find((row) => row.email === MAYA)!.id,
    token,
    created_at: new Date(created).toISOString(),
    expires_at: new Date(created + HOUR).toISOString(),
    used_at: usedAt,
  });
  return `/reset-password/${token}`;
}

async function open(path: string) {
  const view = await renderApp(path);
  expect(await screen.findByRole('heading', { level: 1, name: 'Reset password' })).toBeVisible();
  return view;
}

const password = () => screen.getByLabelText('New password');
const confirm = () => screen.getByLabelText('Confirm new password');
const submit = () => screen.getByRole('button', { name: 'Change password' });
const signIn = (secret: string) =>
  callMock<unknown>(loginEndpoint, { email: MAYA, password: secret }, null);

async function expectRefused(words: string) {
  expect(await screen.findByRole('alert')).toHaveTextContent(words);
  expect(screen.getByRole('link', { name: 'Send me a new link' })).toHaveAttribute(
    'href',
    '/forgotpassword',
  );
  expect(screen.queryByLabelText('New password')).toBeNull();
}

describe('/reset-password/{token}', () => {
  it('checks a valid link as it opens and names the account', async () => {
    await open(linkOfMaya(10 * 60 * 1000));
    expect(await screen.findByText(/Choose a new password for/)).toHaveTextContent(
      `Choose a new password for ${MAYA}.`,
    );
    expect(password()).toHaveAttribute('autocomplete', 'new-password');
    expect(document.querySelector('[class^="ant-"], [class*=" ant-"]')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute(
      'href',
      '/signin',
    );
  });

  it('says an expired link (over an hour) has expired before anything is typed', async () => {
    await open(linkOfMaya(HOUR + 1000));
    await expectRefused('This password reset link has expired: a link works for one hour.');
  });

  it('says a used link was used', async () => {
    await open(linkOfMaya(60_000, new Date().toISOString()));
    await expectRefused('This password reset link has already been used');
  });

  it.each([['not-a-token'], ['%3Cscript%3E'], ['a'.repeat(64)]])(
    'says a malformed or unknown link (%s) is not valid',
    async (token) => {
      await open(`/reset-password/${token}`);
      await expectRefused('This password reset link is not valid.');
    },
  );

  it('applies the sign-up’s password rules and the confirmation before sending', async () => {
    const seen = recordRequests();
    const { user } = await open(linkOfMaya());
    await screen.findByLabelText('New password');
    await user.click(submit());
    expect(screen.getByText('Please input your new password!')).toBeVisible();
    expect(password()).toHaveFocus();
    for (const weak of ['short1', 'onlyletters', '12345678', MAYA]) {
      await user.clear(password());
      await user.type(password(), weak);
      await user.click(submit());
      expect(password(), weak).toHaveAccessibleDescription(
        expect.stringContaining('The password does not meet the rules below.'),
      );
    }
    await user.clear(password());
    await user.type(password(), NEW_PASSWORD);
    await user.type(confirm(), `${NEW_PASSWORD}x`);
    await user.click(submit());
    expect(screen.getByText('The two passwords do not match.')).toBeVisible();
    expect(sentTo(seen, resetPasswordEndpoint)).toEqual([]);
    const rules = document.querySelector('#recovery-rules')!;
    expect(within(rules as HTMLElement).getAllByText(/\(done\)/)).toHaveLength(4);
  });

  it('changes the password once: the token is sent, the new password works, the old one and the link no longer do', async () => {
    const seen = recordRequests();
    const path = linkOfMaya();
    const { user } = await open(path);
    await user.type(await screen.findByLabelText('New password'), NEW_PASSWORD);
    await user.type(confirm(), NEW_PASSWORD);
    await user.click(submit());
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your password has been changed. Sign in with your new password; the old one no longer works.',
    );
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin');
    expect(sentTo(seen, resetPasswordEndpoint).map((request) => request.body)).toEqual([
      { api_token: TOKEN, password: NEW_PASSWORD },
    ]);
    expect((await signIn('Demo@1234')).body).toMatchObject({ status: false });
    expect((await signIn(NEW_PASSWORD)).body).toMatchObject({ status: true });

    cleanup();
    await open(path);
    await expectRefused('This password reset link has already been used');
  });

  it('says so when the link stops working while the page is open', async () => {
    const path = linkOfMaya();
    const { user } = await open(path);
    await user.type(await screen.findByLabelText('New password'), NEW_PASSWORD);
    await user.type(confirm(), NEW_PASSWORD);
    db().passwordResets.update(db().passwordResets.all()[0]!.id, {
      used_at: new Date().toISOString(),
    });
    await user.click(submit());
    await expectRefused('This password reset link has already been used');
  });

  it('keeps both passwords after a network failure and sends them again on Retry', async () => {
    failCall(resetPasswordEndpoint, 'network', { once: true });
    const { user } = await open(linkOfMaya());
    await user.type(await screen.findByLabelText('New password'), NEW_PASSWORD);
    await user.type(confirm(), NEW_PASSWORD);
    await user.click(submit());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The network connection failed, so nothing was sent.');
    expect(password()).toHaveValue(NEW_PASSWORD);
    expect(confirm()).toHaveValue(NEW_PASSWORD);
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Your password has been changed.'),
    );
  });

  it('shows the server’s words for a refused password, without Retry', async () => {
    failCall(resetPasswordEndpoint, {
      message: 'The given data was invalid.',
      status: 422,
      errors: { password: ['The password has appeared in a data leak.'] },
    });
    const { user } = await open(linkOfMaya());
    await user.type(await screen.findByLabelText('New password'), NEW_PASSWORD);
    await user.type(confirm(), NEW_PASSWORD);
    await user.click(submit());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The password has appeared in a data leak.');
    expect(within(alert).queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(password()).toHaveValue(NEW_PASSWORD);
  });
});
