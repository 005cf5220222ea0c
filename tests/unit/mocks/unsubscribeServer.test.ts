// @vitest-environment node
import {
  emailUnsubscribeEndpoint,
  smsUnsubscribeEndpoint,
} from '../../../src/features/unsubscribe/api';
import { db } from '../../../src/mocks/db';
import { hasOptedOut, maskedAddress } from '../../../src/mocks/unsubscribe/addresses';
import { UNSUBSCRIBE_TOKENS as TOKENS } from '../../../src/mocks/unsubscribe/seed';
import { callMock } from '../../utils/mockServer';

/**
 * The mock server's unsubscribe links (issue 28): a token names one recipient of one sender;
 * unsubscribing is idempotent, resubscribing is allowed for 10 minutes, and a bad, foreign or
 * expired token is refused. Only Date is faked, so msw and fetch keep their own timers.
 */

const MINUTE = 60 * 1000;
const START = new Date('2026-11-20T15:00:00Z');

type Endpoint = typeof smsUnsubscribeEndpoint;
const ask = (endpoint: Endpoint, token: string, action?: string) =>
  callMock<Record<string, unknown>>(endpoint, { token, ...(action ? { action } : {}) }, null);

const optOutsOf = (userId: number) => db().optOuts.filter((row) => row.user_id === userId);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(START);
  // The links are dated from the moment they are seeded: now, at START.
  db().unsubscribeLinks.all();
  db().optOuts.all();
});
afterEach(() => vi.useRealTimers());

describe('sms-unsubs and email-unsubs', () => {
  it('are public calls of the main API with the spec’s names', () => {
    expect([smsUnsubscribeEndpoint, emailUnsubscribeEndpoint]).toMatchObject([
      { base: 'main', path: 'sms-unsubs', method: 'POST', token: { in: 'none' } },
      { base: 'main', path: 'email-unsubs', method: 'POST', token: { in: 'none' } },
    ]);
  });

  it('reads a link: the masked recipient, the sender and the state, changing nothing', async () => {
    const before = db().optOuts.all();
    const reply = await ask(smsUnsubscribeEndpoint, TOKENS.smsOpen, 'status');
    expect(reply.http).toBe(200);
    expect(reply.body).toMatchObject({
      status: true,
      data: {
        recipient: '(•••) •••-0194',
        sender: 'Market Street Realty',
        state: 'subscribed',
        outcome: 'unchanged',
        resubscribe_seconds: 0,
      },
    });
    // A missing action is a read too.
    expect((await ask(emailUnsubscribeEndpoint, TOKENS.emailOpen)).body.data).toMatchObject({
      recipient: 'm•••@e•••.net',
      state: 'subscribed',
    });
    expect(db().optOuts.all()).toEqual(before);
  });

  it('never sends the whole number or address', async () => {
    const sms = await ask(smsUnsubscribeEndpoint, TOKENS.smsOpen, 'unsubscribe');
    const email = await ask(emailUnsubscribeEndpoint, TOKENS.emailOpen, 'unsubscribe');
    expect(JSON.stringify(sms.body)).not.toContain('7015550194');
    expect(JSON.stringify(email.body)).not.toMatch(/michael|kim|example/);
  });

  it('unsubscribes once: a second click, or a later read, says already and records nothing more', async () => {
    const first = await ask(smsUnsubscribeEndpoint, TOKENS.smsOpen, 'unsubscribe');
    expect(first.body.data).toMatchObject({
      state: 'unsubscribed',
      outcome: 'unsubscribed',
      resubscribe_seconds: 600,
    });
    expect(optOutsOf(2)).toEqual([
      expect.objectContaining({
        channel: 'sms',
        address: '7015550194',
        unsubscribed_at: START.toISOString(),
        link_id: 1,
      }),
      expect.objectContaining({ channel: 'email' }), // the seeded one, another recipient's
    ]);

    vi.setSystemTime(START.getTime() + 4 * MINUTE);
    const again = await ask(smsUnsubscribeEndpoint, TOKENS.smsOpen, 'unsubscribe');
    expect(again.http).toBe(200);
    expect(again.body.data).toMatchObject({
      state: 'unsubscribed',
      outcome: 'unchanged',
      resubscribe_seconds: 360,
    });
    const read = await ask(smsUnsubscribeEndpoint, TOKENS.smsOpen, 'status');
    expect(read.body.data).toMatchObject({ state: 'unsubscribed', outcome: 'unchanged' });
    expect(optOutsOf(2).filter((row) => row.channel === 'sms')).toHaveLength(1);
  });

  it('stops one channel of one sender only', async () => {
    await ask(smsUnsubscribeEndpoint, TOKENS.smsOpen, 'unsubscribe');
    const sent = { sms: '(701) 555-0194', email: 'Michael.Kim.1@example.net' };
    expect(hasOptedOut(db().optOuts.all(), 2, 'sms', sent.sms)).toBe(true);
    expect(hasOptedOut(db().optOuts.all(), 2, 'email', sent.email)).toBe(false);
    expect(hasOptedOut(db().optOuts.all(), 4, 'sms', sent.sms)).toBe(false);
    const email = await ask(emailUnsubscribeEndpoint, TOKENS.emailOpen, 'status');
    expect(email.body.data).toMatchObject({ state: 'subscribed' });
  });

  it('resubscribes within 10 minutes of unsubscribing, and says so once', async () => {
    await ask(emailUnsubscribeEndpoint, TOKENS.emailOpen, 'unsubscribe');
    vi.setSystemTime(START.getTime() + 10 * MINUTE);
    const back = await ask(emailUnsubscribeEndpoint, TOKENS.emailOpen, 'resubscribe');
    expect(back.body.data).toMatchObject({
      state: 'subscribed',
      outcome: 'resubscribed',
      resubscribe_seconds: 0,
    });
    expect(hasOptedOut(db().optOuts.all(), 2, 'email', 'michael.kim.1@example.net')).toBe(false);
    const twice = await ask(emailUnsubscribeEndpoint, TOKENS.emailOpen, 'resubscribe');
    expect(twice.body.data).toMatchObject({ state: 'subscribed', outcome: 'unchanged' });
  });

  it('refuses a resubscribe more than 10 minutes after, and keeps the recipient unsubscribed', async () => {
    await ask(emailUnsubscribeEndpoint, TOKENS.emailOpen, 'unsubscribe');
    vi.setSystemTime(START.getTime() + 10 * MINUTE + 1000);
    const late = await ask(emailUnsubscribeEndpoint, TOKENS.emailOpen, 'resubscribe');
    expect(late.http).toBe(409);
    expect(late.body).toMatchObject({
      status: false,
      message: 'The time to resubscribe has passed.',
    });
    expect(hasOptedOut(db().optOuts.all(), 2, 'email', 'michael.kim.1@example.net')).toBe(true);
    const read = await ask(emailUnsubscribeEndpoint, TOKENS.emailOpen, 'status');
    expect(read.body.data).toMatchObject({ state: 'unsubscribed', resubscribe_seconds: 0 });
  });

  it('shows a recipient who unsubscribed days ago as already unsubscribed, with no way back here', async () => {
    const reply = await ask(emailUnsubscribeEndpoint, TOKENS.emailAlready, 'unsubscribe');
    expect(reply.body.data).toEqual({
      recipient: 'j•••@e•••.net',
      sender: 'Market Street Realty',
      state: 'unsubscribed',
      outcome: 'unchanged',
      resubscribe_seconds: 0,
    });
    const back = await ask(emailUnsubscribeEndpoint, TOKENS.emailAlready, 'resubscribe');
    expect(back.http).toBe(409);
  });

  it.each([
    ['an unknown token', emailUnsubscribeEndpoint, 'eu_NoSuchToken1'],
    ['a malformed token', emailUnsubscribeEndpoint, '../../etc/passwd'],
    ['a short token', emailUnsubscribeEndpoint, 'abc'],
    ['a text’s token on the email call', emailUnsubscribeEndpoint, TOKENS.smsOpen],
    ['an email’s token on the text call', smsUnsubscribeEndpoint, TOKENS.emailOpen],
  ])('refuses %s as not valid (404), changing nothing', async (_what, endpoint, token) => {
    const before = db().optOuts.all();
    const reply = await ask(endpoint, token, 'unsubscribe');
    expect(reply.http).toBe(404);
    expect(reply.body).toMatchObject({
      status: false,
      message: 'This unsubscribe link is not valid.',
    });
    expect(db().optOuts.all()).toEqual(before);
  });

  it('refuses an expired link (410), changing nothing', async () => {
    const before = db().optOuts.all();
    const reply = await ask(smsUnsubscribeEndpoint, TOKENS.smsExpired, 'unsubscribe');
    expect(reply.http).toBe(410);
    expect(reply.body).toMatchObject({
      status: false,
      message: 'This unsubscribe link has expired.',
    });
    expect(db().optOuts.all()).toEqual(before);
  });

  it('a link works for 60 days after it was sent', async () => {
    // The studio's link went out a day before the seed: 59 days later it still works, then not.
    vi.setSystemTime(START.getTime() + 59 * 24 * 60 * MINUTE - MINUTE);
    expect((await ask(emailUnsubscribeEndpoint, TOKENS.emailStudio)).http).toBe(200);
    vi.setSystemTime(START.getTime() + 59 * 24 * 60 * MINUTE);
    expect((await ask(emailUnsubscribeEndpoint, TOKENS.emailStudio)).http).toBe(410);
  });

  it('refuses an action it does not know (422)', async () => {
    const reply = await ask(smsUnsubscribeEndpoint, TOKENS.smsOpen, 'delete');
    expect(reply.http).toBe(422);
    expect(reply.body.errors).toEqual({ action: ['The selected action is invalid.'] });
  });
});

describe('the seeded links', () => {
  it('each name a seeded contact of its sender, at the number or address it was sent to', () => {
    // The one without a contact is a past recipient, on none of the sender's lists today.
    for (const link of db().unsubscribeLinks.filter((row) => row.contact_id !== null)) {
      const contact = db().contacts.get(link.contact_id!)!;
      expect(db().contactLists.get(contact.contact_list_id)?.user_id, link.token).toBe(
        link.user_id,
      );
      expect(link.address, link.token).toBe(link.channel === 'sms' ? contact.phone : contact.email);
    }
  });
});

describe('masked addresses', () => {
  it.each([
    ['sms', '7015550194', '(•••) •••-0194'],
    ['email', 'michael.kim.1@example.net', 'm•••@e•••.net'],
    ['email', 'chlo@mail.example.org', 'c•••@m•••.org'],
    ['email', 'no-at-sign', '•••'],
    ['email', '😀x@d.io', '😀•••@d•••.io'],
  ] as const)('%s %s shows as %s', (channel, address, shown) => {
    expect(maskedAddress(channel, address)).toBe(shown);
  });
});
