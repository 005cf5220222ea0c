import { cleanup, screen, within } from '@testing-library/react';
import { forgotUsernameEndpoint } from '../../../src/features/recovery/api';
import { db } from '../../../src/mocks/db';
import { preloadAppModules } from '../../utils/appSetup';
import { failCall } from '../../utils/overrides';
import { renderApp } from '../../utils/renderApp';
import { recordBodiesTo } from '../../utils/requests';

/**
 * /forgotusername through the route, signed out: the username (the sign-in email) by email or by
 * text, answered alike whether or not an account matches, with the demo's outbox.
 */

preloadAppModules(() => import('../../../src/features/recovery/pages/ForgotUsernamePage'));

const MAYA = 'market@mailcraft.demo';

async function open() {
  const view = await renderApp('/forgotusername');
  expect(await screen.findByRole('heading', { level: 1, name: 'Forgot username' })).toBeVisible();
  return view;
}

const sendButton = () => screen.getByRole('button', { name: 'Send my username' });
const sentText = () => document.querySelector('.recovery__sent')!.textContent;

describe('/forgotusername', () => {
  it('links to sign-in and to the password page, and loads no antd', async () => {
    await open();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute(
      'href',
      '/signin',
    );
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgotpassword',
    );
    expect(document.querySelector('[class^="ant-"], [class*=" ant-"]')).toBeNull();
  });

  it('sends the username by email, answering a known and an unknown address alike', async () => {
    const bodies = recordBodiesTo(forgotUsernameEndpoint);
    const known = await open();
    await known.user.type(screen.getByLabelText('Email'), MAYA);
    await known.user.click(sendButton());
    await screen.findByRole('heading', { name: 'Check your messages' });
    const knownText = sentText().replace(MAYA, '{address}');
    const outbox = await screen.findByRole('region', { name: 'Demo outbox' });
    expect(await within(outbox).findByText(/You sign in with this address/)).toHaveTextContent(
      MAYA,
    );
    cleanup();

    const unknown = await open();
    await unknown.user.type(screen.getByLabelText('Email'), 'nobody@example.com');
    await unknown.user.click(sendButton());
    await screen.findByRole('heading', { name: 'Check your messages' });
    expect(sentText().replace('nobody@example.com', '{address}')).toBe(knownText);
    expect(bodies).toEqual([{ email: MAYA }, { email: 'nobody@example.com' }]);
  });

  it('sends it by text to a US mobile, shown and sent as the spec’s formatter writes it', async () => {
    const bodies = recordBodiesTo(forgotUsernameEndpoint);
    const { user } = await open();
    await user.click(screen.getByRole('radio', { name: 'By text message' }));
    const phone = screen.getByLabelText('Mobile number');
    await user.type(phone, '555 010 00');
    await user.click(sendButton());
    expect(phone).toHaveAccessibleDescription(
      expect.stringContaining('Enter a 10-digit US mobile number'),
    );
    await user.type(phone, '02');
    await user.tab();
    expect(phone).toHaveValue('(555) 010-0002');
    await user.click(sendButton());
    expect(await screen.findByText(/by text message/)).toHaveTextContent(
      'If an account uses (555) 010-0002, we have sent its username there by text message.',
    );
    expect(bodies).toEqual([{ phone_number: '5550100002' }]);
    const outbox = await screen.findByRole('region', { name: 'Demo outbox' });
    expect(await within(outbox).findByText('Text message to (555) 010-0002')).toBeVisible();
    expect(db().outbox.all()[0]).toMatchObject({ channel: 'sms', to: '5550100002' });
  });

  it('keeps the number after a failure and sends it again on Retry', async () => {
    failCall(forgotUsernameEndpoint, 'http500', { once: true });
    const { user } = await open();
    await user.click(screen.getByRole('radio', { name: 'By text message' }));
    await user.type(screen.getByLabelText('Mobile number'), '5550100002');
    await user.click(sendButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong, so nothing was sent. Please try again.');
    expect(screen.getByLabelText('Mobile number')).toHaveValue('(555) 010-0002');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Check your messages' })).toBeVisible();
  });
});
