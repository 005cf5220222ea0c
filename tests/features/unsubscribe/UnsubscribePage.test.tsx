import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import {
  emailUnsubscribeEndpoint,
  smsUnsubscribeEndpoint,
} from '../../../src/features/unsubscribe/api';
import { db } from '../../../src/mocks/db';
import { UNSUBSCRIBE_TOKENS as TOKENS } from '../../../src/mocks/unsubscribe/seed';
import { preloadAppModules } from '../../utils/appSetup';
import { failCall, overrideCall } from '../../utils/overrides';
import { renderApp } from '../../utils/renderApp';
import { recordBodiesTo } from '../../utils/requests';
import type { DemoUser } from '../../utils/session';

/**
 * /phone-unsubs/{token} and /email-unsubs/{token} through the route, against the mock backend
 * (src/mocks/unsubscribe): the recipient's one click, its idempotence, the 10 minutes to undo it,
 * bad links and failures. Seed: Maya's ("Market Street Realty") links to Michael Kim, a recipient
 * who unsubscribed three days ago and an expired link (src/mocks/unsubscribe/seed.ts).
 */

preloadAppModules(() => import('../../../src/features/unsubscribe/pages/UnsubscribePage'));

const SMS = `/phone-unsubs/${TOKENS.smsOpen}`;
const EMAIL = `/email-unsubs/${TOKENS.emailOpen}`;
const NOT_VALID =
  'This unsubscribe link is not valid. Check that the whole link from the message was opened.';
const FAILED = 'Something went wrong, so nothing has changed. Please try again.';

async function open(path: string, as?: DemoUser) {
  const view = await renderApp(path, as ? { as } : {});
  expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  return view;
}

const result = () => document.querySelector('.unsubscribe__result');
const button = (name: string) => screen.queryByRole('button', { name });

/** Another visit of the same link: a new app, as a reload or a second click of the link makes. */
async function visitAgain(path: string) {
  cleanup();
  return open(path);
}

/** An opt-out of Maya's text recipient (contact 1) made `msAgo` before now, as if by its link. */
function unsubscribedAgo(msAgo: number) {
  db().optOuts.insert({
    user_id: 2,
    channel: 'sms',
    address: '7015550194',
    unsubscribed_at: new Date(Date.now() - msAgo).toISOString(),
    link_id: 1,
  });
}

describe('/phone-unsubs/{token}, signed out', () => {
  it('shows the masked number and the sender, outside the dashboard shell', async () => {
    await open(SMS);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Unsubscribe from text messages',
    );
    await waitFor(() =>
      expect(result()).toHaveTextContent(
        'Market Street Realty sends text messages to (•••) •••-0194.',
      ),
    );
    expect(button('Unsubscribe')).toBeEnabled();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(document.querySelector('.ant-btn, [class^="ant-"], [class*=" ant-"]')).toBeNull();
  });

  it('unsubscribes in one click, sending the link’s token, and offers to undo it', async () => {
    const bodies = recordBodiesTo(smsUnsubscribeEndpoint);
    const { user } = await open(SMS);
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    await waitFor(() =>
      expect(result()).toHaveTextContent(
        'You are unsubscribed: Market Street Realty will send no more text messages to (•••) •••-0194.',
      ),
    );
    expect(bodies).toEqual([
      { token: TOKENS.smsOpen, action: 'status' },
      { token: TOKENS.smsOpen, action: 'unsubscribe' },
    ]);
    // The button pressed is gone: the answer takes the focus.
    expect(result()).toHaveFocus();
    expect(button('Unsubscribe')).toBeNull();
    expect(screen.getByText(/^Unsubscribed by mistake\? You can resubscribe until /)).toBeVisible();
    expect(button('Resubscribe')).toBeEnabled();
    expect(db().optOuts.filter((row) => row.address === '7015550194')).toHaveLength(1);
  });

  it('sends one unsubscribe for a double click', async () => {
    const bodies = recordBodiesTo(smsUnsubscribeEndpoint);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const { user } = await open(SMS);
    const unsubscribe = await screen.findByRole('button', { name: 'Unsubscribe' });
    overrideCall(smsUnsubscribeEndpoint, () => held, { once: true });
    await user.dblClick(unsubscribe);
    await act(async () => {
      release();
      await held;
    });
    await waitFor(() => expect(result()).toHaveTextContent(/^You are unsubscribed/));
    expect(bodies.filter((body) => body.action === 'unsubscribe')).toHaveLength(1);
  });

  it('says "already unsubscribed" on a second visit of the link, and still offers to undo within 10 minutes', async () => {
    const { user } = await open(SMS);
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    await waitFor(() => expect(result()).toHaveTextContent(/^You are unsubscribed/));

    const bodies = recordBodiesTo(smsUnsubscribeEndpoint);
    await visitAgain(SMS);
    await waitFor(() =>
      expect(result()).toHaveTextContent(
        'You are already unsubscribed: Market Street Realty sends no text messages to (•••) •••-0194.',
      ),
    );
    expect(bodies).toEqual([{ token: TOKENS.smsOpen, action: 'status' }]);
    expect(button('Unsubscribe')).toBeNull();
    expect(button('Resubscribe')).toBeEnabled();
    expect(db().optOuts.filter((row) => row.address === '7015550194')).toHaveLength(1);
  });

  it('resubscribes within the 10 minutes', async () => {
    unsubscribedAgo(9 * 60 * 1000);
    const { user } = await open(SMS);
    await user.click(await screen.findByRole('button', { name: 'Resubscribe' }));
    await waitFor(() =>
      expect(result()).toHaveTextContent(
        'You are subscribed again: Market Street Realty may send text messages to (•••) •••-0194.',
      ),
    );
    expect(result()).toHaveFocus();
    expect(button('Unsubscribe')).toBeEnabled();
    expect(button('Resubscribe')).toBeNull();
    expect(db().optOuts.filter((row) => row.address === '7015550194')).toEqual([]);
  });

  it('stops offering to resubscribe when the 10 minutes are over', async () => {
    // Ten minutes less a second and a half: the server counts one second left.
    unsubscribedAgo(10 * 60 * 1000 - 1500);
    await open(SMS);
    expect(await screen.findByRole('button', { name: 'Resubscribe' })).toBeEnabled();
    await waitFor(() => expect(button('Resubscribe')).toBeNull(), { timeout: 4000 });
    expect(result()).toHaveTextContent(/^You are already unsubscribed/);
    expect(screen.queryByText(/resubscribe until/)).toBeNull();
  });

  it('offers no resubscribe after the 10 minutes', async () => {
    unsubscribedAgo(11 * 60 * 1000);
    await open(SMS);
    await waitFor(() => expect(result()).toHaveTextContent(/^You are already unsubscribed/));
    expect(button('Resubscribe')).toBeNull();
    expect(button('Unsubscribe')).toBeNull();
  });

  it('says so when the server refuses a late resubscribe, and keeps the recipient unsubscribed', async () => {
    unsubscribedAgo(60 * 1000);
    const { user } = await open(SMS);
    const resubscribe = await screen.findByRole('button', { name: 'Resubscribe' });
    // The server's clock says the time has passed, whatever the page counted.
    failCall(smsUnsubscribeEndpoint, {
      status: 409,
      message: 'The time to resubscribe has passed.',
    });
    await user.click(resubscribe);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The time to resubscribe has passed, so you stay unsubscribed.',
    );
    expect(button('Resubscribe')).toBeNull();
    expect(button('Retry')).toBeNull();
    expect(result()).toHaveTextContent(/^You are already unsubscribed/);
  });
});

describe('/email-unsubs/{token}', () => {
  it('shows the masked address and the sender, and unsubscribes from emails only', async () => {
    const bodies = recordBodiesTo(emailUnsubscribeEndpoint);
    const { user } = await open(EMAIL);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Unsubscribe from emails');
    await waitFor(() =>
      expect(result()).toHaveTextContent('Market Street Realty sends emails to m•••@e•••.net.'),
    );
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    await waitFor(() =>
      expect(result()).toHaveTextContent(
        'You are unsubscribed: Market Street Realty will send no more emails to m•••@e•••.net.',
      ),
    );
    expect(bodies.map((body) => body.token)).toEqual([TOKENS.emailOpen, TOKENS.emailOpen]);
    expect(db().optOuts.filter((row) => row.channel === 'sms')).toEqual([]);
  });

  it('says a recipient who unsubscribed days ago is already unsubscribed, with no way back here', async () => {
    await open(`/email-unsubs/${TOKENS.emailAlready}`);
    await waitFor(() =>
      expect(result()).toHaveTextContent(
        'You are already unsubscribed: Market Street Realty sends no emails to j•••@e•••.net.',
      ),
    );
    expect(button('Resubscribe')).toBeNull();
  });

  it('works the same for a signed-in user, still without the shell', async () => {
    const { user } = await open(EMAIL, 'market');
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    await waitFor(() => expect(result()).toHaveTextContent(/^You are unsubscribed/));
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});

describe('bad links', () => {
  it.each([
    ['an unknown token', '/email-unsubs/eu_NoSuchToken1'],
    ['a text’s token on the email page', `/email-unsubs/${TOKENS.smsOpen}`],
    ['a token too short to be one', '/phone-unsubs/1'],
  ])('%s says the link is not valid, with nothing to retry', async (_what, path) => {
    await open(path);
    expect(await screen.findByRole('alert')).toHaveTextContent(NOT_VALID);
    expect(button('Retry')).toBeNull();
    expect(button('Unsubscribe')).toBeNull();
  });

  it('an expired text link says so and how to stop the texts anyway', async () => {
    await open(`/phone-unsubs/${TOKENS.smsExpired}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This unsubscribe link has expired. Reply STOP to a text from the sender, or use the link in a newer text.',
    );
    expect(button('Retry')).toBeNull();
  });
});

describe('failures', () => {
  it('a failed read says nothing has changed, and Retry reads again', async () => {
    failCall(smsUnsubscribeEndpoint, 'http500', { once: true });
    const { user } = await open(SMS);
    expect(await screen.findByRole('alert')).toHaveTextContent(FAILED);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(result()).toHaveTextContent(/sends text messages to/));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a refused unsubscribe shows the server’s words, keeps the recipient’s state, and Retry sends it again', async () => {
    const { user } = await open(SMS);
    const unsubscribe = await screen.findByRole('button', { name: 'Unsubscribe' });
    failCall(
      smsUnsubscribeEndpoint,
      { message: 'Unsubscribing is paused for maintenance.' },
      { once: true },
    );
    const bodies = recordBodiesTo(smsUnsubscribeEndpoint);
    await user.click(unsubscribe);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Unsubscribing is paused for maintenance.');
    expect(result()).toHaveTextContent(/sends text messages to \(•••\) •••-0194/);
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(result()).toHaveTextContent(/^You are unsubscribed/));
    expect(bodies).toEqual([
      { token: TOKENS.smsOpen, action: 'unsubscribe' },
      { token: TOKENS.smsOpen, action: 'unsubscribe' },
    ]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a network failure on the click offers Retry', async () => {
    const { user } = await open(EMAIL);
    const unsubscribe = await screen.findByRole('button', { name: 'Unsubscribe' });
    failCall(emailUnsubscribeEndpoint, 'network', { once: true });
    await user.click(unsubscribe);
    expect(await screen.findByRole('alert')).toHaveTextContent(FAILED);
    expect(button('Retry')).toBeEnabled();
    expect(button('Unsubscribe')).toBeEnabled();
  });

  it.each([
    ['an answer of the wrong shape', { status: true, data: { recipient: 5, state: 'maybe' } }],
    ['an answer without data', { status: true, message: 'Success' }],
    ['a bare string', 'unsubscribed'],
  ])('%s does not break the page', async (_what, answer) => {
    overrideCall(smsUnsubscribeEndpoint, () => HttpResponse.json(answer), { once: true });
    const { user } = await open(SMS);
    expect(await screen.findByRole('alert')).toHaveTextContent(FAILED);
    expect(screen.queryByText('Something went wrong on this page')).toBeNull(); // no error boundary
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(result()).toHaveTextContent(/sends text messages to/));
  });
});

describe('language', () => {
  it('can be chosen on the page, which a recipient has no settings to choose from', async () => {
    const { user } = await open(SMS);
    await waitFor(() => expect(result()).toHaveTextContent(/sends text messages/));
    await user.selectOptions(screen.getByLabelText('Language'), 'es');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Darse de baja de los mensajes de texto',
      }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(result()).toHaveTextContent(
        'Market Street Realty envía mensajes de texto a (•••) •••-0194.',
      ),
    );
    expect(screen.getByRole('button', { name: 'Darse de baja' })).toBeEnabled();
  });
});
