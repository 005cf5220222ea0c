import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { forgotPasswordEndpoint, demoOutboxEndpoint } from '../../../src/features/recovery/api';
import { getConfig } from '../../../src/config/env';
import { db } from '../../../src/mocks/db';
import { preloadAppModules } from '../../utils/appSetup';
import { failCall } from '../../utils/overrides';
import { renderApp } from '../../utils/renderApp';
import { recordBodiesTo, recordRequests, sentTo } from '../../utils/requests';
import { settle } from '../../utils/settle';

/**
 * /forgotpassword through the route, signed out, against the mock backend (src/mocks/recovery):
 * the same answer for a known and an unknown address, Resend after 60 s, failures that keep what
 * was typed, and the demo's outbox with the reset link.
 */

preloadAppModules(() => import('../../../src/features/recovery/pages/ForgotPasswordPage'));

const MAYA = 'market@mailcraft.demo';
const STRANGER = 'nobody@example.com';

async function open() {
  const view = await renderApp('/forgotpassword');
  expect(await screen.findByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();
  return view;
}

const emailField = () => screen.getByLabelText('Email');
const sendButton = () => screen.getByRole('button', { name: 'Send reset link' });
const sentPanel = () => document.querySelector('.recovery__sent');

async function ask(user: Awaited<ReturnType<typeof open>>['user'], email: string) {
  await user.type(emailField(), email);
  await user.click(sendButton());
  await screen.findByRole('heading', { name: 'Check your messages' });
}

describe('/forgotpassword', () => {
  it('is a light public page: no app shell, no antd, links to sign-in and the username page', async () => {
    await open();
    expect(document.querySelector('[class^="ant-"], [class*=" ant-"]')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute(
      'href',
      '/signin',
    );
    expect(screen.getByRole('link', { name: 'Forgot username?' })).toHaveAttribute(
      'href',
      '/forgotusername',
    );
  });

  it('checks the address with the spec’s words, and sends nothing until it is right', async () => {
    const seen = recordRequests();
    const { user } = await open();
    await user.click(sendButton());
    expect(await screen.findByText('Please input your Email!')).toBeVisible();
    expect(emailField()).toHaveAccessibleDescription('Please input your Email!');
    expect(emailField()).toHaveFocus();
    await user.type(emailField(), 'maya@');
    await user.click(sendButton());
    expect(screen.getByText('The input is not valid Email!')).toBeVisible();
    await settle();
    expect(sentTo(seen, forgotPasswordEndpoint)).toEqual([]);
  });

  it('answers a known and an unknown address with the same words and the same answer', async () => {
    const bodies = recordBodiesTo(forgotPasswordEndpoint);
    const known = await open();
    await ask(known.user, MAYA);
    const knownText = sentPanel()!.textContent.replace(MAYA, '{address}');
    const knownAnswer = known.store.getState().recovery!.forgotPassword.data;
    expect(knownText).toContain(
      'If an account uses {address}, we have sent it a link to choose a new password.',
    );
    cleanup();

    const unknown = await open();
    await ask(unknown.user, STRANGER);
    expect(sentPanel()!.textContent.replace(STRANGER, '{address}')).toBe(knownText);
    expect(unknown.store.getState().recovery!.forgotPassword.data).toEqual(knownAnswer);
    expect(bodies).toEqual([{ email: MAYA }, { email: STRANGER }]);
    // Only the known address got a link.
    expect(db().passwordResets.all()).toHaveLength(1);
  });

  it('offers Resend after 60 seconds, counted down on the page', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    try {
      const bodies = recordBodiesTo(forgotPasswordEndpoint);
      const { user } = await open();
      await ask(user, MAYA);
      const resend = screen.getByRole('button', { name: 'Resend' });
      expect(resend).toBeDisabled();
      expect(screen.getByText('You can ask again in 60 seconds.')).toBeVisible();
      await act(() => vi.advanceTimersByTimeAsync(30_000));
      expect(screen.getByText('You can ask again in 30 seconds.')).toBeVisible();
      expect(resend).toBeDisabled();
      await act(() => vi.advanceTimersByTimeAsync(29_000));
      expect(screen.getByText('You can ask again in 1 second.')).toBeVisible();
      expect(resend).toBeDisabled();
      await act(() => vi.advanceTimersByTimeAsync(1_000));
      expect(screen.getByText('Nothing arrived? You can ask again now.')).toBeVisible();
      expect(resend).toBeEnabled();
      await user.click(resend);
      await waitFor(() => expect(bodies).toHaveLength(2));
      expect(bodies[1]).toEqual({ email: MAYA });
      await waitFor(() =>
        expect(screen.getByText('You can ask again in 60 seconds.')).toBeVisible(),
      );
      expect(screen.getByRole('button', { name: 'Resend' })).toBeDisabled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps the address after a network failure, and sends it again on Retry', async () => {
    failCall(forgotPasswordEndpoint, 'network', { once: true });
    const { user } = await open();
    await user.type(emailField(), MAYA);
    await user.click(sendButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'The network connection failed, so nothing was sent. Check your connection and try again.',
    );
    expect(emailField()).toHaveValue(MAYA);
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Check your messages' })).toBeVisible();
  });

  it('shows the server’s words when it refuses', async () => {
    failCall(forgotPasswordEndpoint, { message: 'Too many requests, wait a minute.', status: 429 });
    const { user } = await open();
    await user.type(emailField(), MAYA);
    await user.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests, wait a minute.');
    expect(emailField()).toHaveValue(MAYA);
  });

  it('shows the demo’s outbox with the reset link, which opens the reset page', async () => {
    const { user, router } = await open();
    await ask(user, MAYA);
    const outbox = await screen.findByRole('region', { name: 'Demo outbox' });
    expect(outbox).toHaveTextContent('Demo only: no message leaves the demo.');
    expect(outbox).toHaveTextContent('Email to market@mailcraft.demo');
    expect(outbox).toHaveTextContent('Reset your Mailcraft password');
    const token = db().passwordResets.all()[0]!.token;
    const link = await within(outbox).findByRole('link', { name: 'Open the reset link' });
    expect(link).toHaveAttribute('href', `/reset-password/${token}`);
    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/reset-password/${token}`));
    expect(await screen.findByText(/Choose a new password for/)).toHaveTextContent(MAYA);
  });

  it('says the demo sent nothing to an unknown address, in the outbox only', async () => {
    const { user } = await open();
    await ask(user, STRANGER);
    const outbox = await screen.findByRole('region', { name: 'Demo outbox' });
    await within(outbox).findByText(/The demo sent nothing to this address/);
  });

  it('never reads or shows the outbox in connected mode', async () => {
    const config = getConfig() as { mode: string };
    const mode = config.mode;
    config.mode = 'connected';
    try {
      const seen = recordRequests();
      const { user } = await open();
      await ask(user, MAYA);
      await settle();
      expect(sentTo(seen, demoOutboxEndpoint)).toEqual([]);
      expect(screen.queryByRole('region', { name: 'Demo outbox' })).toBeNull();
    } finally {
      config.mode = mode;
    }
  });

  it('goes back to the form, the address kept, with “Use another address”', async () => {
    const { user } = await open();
    await ask(user, STRANGER);
    await user.click(screen.getByRole('button', { name: 'Use another address' }));
    expect(emailField()).toHaveValue(STRANGER);
  });
});
