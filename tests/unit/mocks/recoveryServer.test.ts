// @vitest-environment node
import {
  demoOutboxEndpoint,
  forgotPasswordEndpoint,
  forgotUsernameEndpoint,
  resetLinkStatusEndpoint,
  resetPasswordEndpoint,
} from '../../../src/features/recovery/api';
import { loginEndpoint } from '../../../src/features/auth/api';
import { db } from '../../../src/mocks/db';
import { callMock } from '../../utils/mockServer';

/**
 * The mock server's password and username recovery (issue 28): the same answer whether or not an
 * account matches, a reset link for a known address (an hour, once) recorded with its email in
 * the outbox, the username by email or text, and the reset itself. Only Date is faked, so msw and
 * fetch keep their own timers.
 */

const MINUTE = 60 * 1000;
const START = new Date('2026-11-20T15:00:00Z');
const MAYA = 'market@mailcraft.demo';
const NEW_PASSWORD = 'Fresh2026pass';

const post = <D = unknown>(endpoint: object, body: Record<string, unknown>) =>
  callMock<D>(endpoint as never, body, null);

/** Asks for a reset link for Maya and returns its token, read from the email in the outbox. */
async function resetLinkOfMaya(): Promise<string> {
  await post(forgotPasswordEndpoint, { email: MAYA });
  // The table keeps its newest row first.
  const email = db().outbox.find((row) => row.kind === 'password_reset')!;
  return /\/reset-password\/([A-Za-z0-9_-]+)$/.exec(email.link)![1]!;
}

const signIn = (password: string) => post(loginEndpoint, { email: MAYA, password });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(START);
});
afterEach(() => vi.useRealTimers());

describe('forget-password', () => {
  it('is a public call of the main API with the spec’s name and body', () => {
    expect(forgotPasswordEndpoint).toMatchObject({
      base: 'main',
      path: 'forget-password',
      method: 'POST',
      token: { in: 'none' },
    });
  });

  it('answers a known and an unknown address identically', async () => {
    const known = await post(forgotPasswordEndpoint, { email: MAYA });
    const unknown = await post(forgotPasswordEndpoint, { email: 'nobody@example.com' });
    expect(known.http).toBe(200);
    expect(unknown).toEqual(known);
    expect(known.body).toMatchObject({ status: true, data: { resend_after_seconds: 60 } });
  });

  it('records an email with a one-hour link for a known address, and nothing for an unknown one', async () => {
    await post(forgotPasswordEndpoint, { email: 'Nobody@Example.com' });
    expect(db().outbox.all()).toEqual([]);
    expect(db().passwordResets.all()).toEqual([]);

    await post(forgotPasswordEndpoint, { email: ' Market@Mailcraft.demo ' });
    const [email] = db().outbox.all();
    const [link] = db().passwordResets.all();
    expect(email).toMatchObject({
      channel: 'email',
      to: MAYA,
      kind: 'password_reset',
      subject: 'Reset your Mailcraft password',
      link: `/reset-password/${link!.token}`,
    });
    expect(email!.body).toContain('Hi Maya');
    expect(email!.body).toContain(`/reset-password/${link!.token}`);
    expect(link!.token).toMatch(/^[0-9a-f]{64}$/);
    expect(Date.parse(link!.expires_at) - Date.parse(link!.created_at)).toBe(60 * MINUTE);
    expect(link!.used_at).toBeNull();
  });

  it('refuses a malformed address with field errors (the same for any address)', async () => {
    const reply = await post(forgotPasswordEndpoint, { email: 'not-an-email' });
    expect(reply.http).toBe(422);
    expect(reply.body.errors).toEqual({ email: ['The email must be a valid email address.'] });
  });
});

describe('forget-username', () => {
  it('answers by email the same whether or not an account uses the address', async () => {
    const known = await post(forgotUsernameEndpoint, { email: MAYA });
    const unknown = await post(forgotUsernameEndpoint, { email: 'nobody@example.com' });
    expect(unknown).toEqual(known);
    expect(db().outbox.all()).toHaveLength(1);
    expect(db().outbox.all()[0]).toMatchObject({
      channel: 'email',
      to: MAYA,
      kind: 'username_reminder',
    });
    expect(db().outbox.all()[0]!.body).toContain(`You sign in with this address: ${MAYA}`);
  });

  it('texts the username to a known mobile, in any US notation, and nothing to an unknown one', async () => {
    const known = await post(forgotUsernameEndpoint, { phone_number: '+1 (555) 010-0002' });
    const unknown = await post(forgotUsernameEndpoint, { phone_number: '(555) 999-0000' });
    expect(unknown).toEqual(known);
    const texts = db().outbox.filter((row) => row.channel === 'sms');
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({ to: '5550100002', subject: '', kind: 'username_reminder' });
    expect(texts[0]!.body).toContain(MAYA);
  });

  it('refuses a request with neither, or with a number that is no US number', async () => {
    expect((await post(forgotUsernameEndpoint, {})).http).toBe(422);
    const reply = await post(forgotUsernameEndpoint, { phone_number: '12345' });
    expect(reply.http).toBe(422);
    expect(reply.body.errors).toHaveProperty('phone_number');
  });
});

describe('reset-password-status and reset-password', () => {
  it('reads an open link: whose account, and the seconds it has left', async () => {
    const token = await resetLinkOfMaya();
    vi.setSystemTime(START.getTime() + 15 * MINUTE);
    const reply = await post(resetLinkStatusEndpoint, { api_token: token });
    expect(reply.body).toMatchObject({
      status: true,
      data: { email: MAYA, expires_seconds: 45 * 60 },
    });
  });

  it('refuses a malformed or unknown token (404)', async () => {
    for (const token of ['', 'short', '<script>alert(1)</script>', 'a'.repeat(64)]) {
      const status = await post(resetLinkStatusEndpoint, { api_token: token });
      expect(status.http, token).toBe(404);
      const reset = await post(resetPasswordEndpoint, { api_token: token, password: NEW_PASSWORD });
      expect(reset.http, token).toBe(404);
    }
  });

  it('lets a link expire after one hour (410), not before', async () => {
    const token = await resetLinkOfMaya();
    vi.setSystemTime(START.getTime() + 60 * MINUTE - 1000);
    expect((await post(resetLinkStatusEndpoint, { api_token: token })).http).toBe(200);
    vi.setSystemTime(START.getTime() + 60 * MINUTE);
    expect((await post(resetLinkStatusEndpoint, { api_token: token })).http).toBe(410);
    const reset = await post(resetPasswordEndpoint, { api_token: token, password: NEW_PASSWORD });
    expect(reset.http).toBe(410);
    expect((await signIn('Demo@1234')).body.status).toBe(true);
  });

  it('changes the password once: the old one stops working, the new one works, the link is used (409)', async () => {
    const token = await resetLinkOfMaya();
    const tokenBefore = db().users.find((row) => row.email === MAYA)!.api_token;
    const reply = await post(resetPasswordEndpoint, { api_token: token, password: NEW_PASSWORD });
    expect(reply.http).toBe(200);
    expect(reply.body).toMatchObject({ status: true, data: { email: MAYA } });
    expect((await signIn('Demo@1234')).body).toMatchObject({
      status: false,
      message: 'Wrong mail or password',
    });
    // The sessions of the old password end with it.
    expect(db().users.find((row) => row.api_token === tokenBefore)).toBeUndefined();
    expect((await signIn(NEW_PASSWORD)).body.status).toBe(true);

    expect((await post(resetLinkStatusEndpoint, { api_token: token })).http).toBe(409);
    const again = await post(resetPasswordEndpoint, { api_token: token, password: 'Another2026' });
    expect(again.http).toBe(409);
    expect((await signIn(NEW_PASSWORD)).body.status).toBe(true);
  });

  it('ends the account’s other open links when one of them resets the password', async () => {
    const first = await resetLinkOfMaya();
    const second = await resetLinkOfMaya();
    expect(first).not.toBe(second);
    await post(resetPasswordEndpoint, { api_token: second, password: NEW_PASSWORD });
    expect((await post(resetLinkStatusEndpoint, { api_token: first })).http).toBe(409);
  });

  it('refuses a password that breaks the rules, and keeps the link open', async () => {
    const token = await resetLinkOfMaya();
    for (const [password, words] of [
      ['short1', 'at least 8 characters'],
      ['onlyletters', 'a letter and a digit'],
      ['1234567890', 'a letter and a digit'],
      [MAYA.toUpperCase(), 'must not be your email address'],
      ['', 'required'],
    ] as const) {
      const reply = await post(resetPasswordEndpoint, { api_token: token, password });
      expect(reply.http, password).toBe(422);
      expect(reply.body.errors!.password![0], password).toContain(words);
    }
    expect((await post(resetLinkStatusEndpoint, { api_token: token })).http).toBe(200);
    expect((await signIn('Demo@1234')).body.status).toBe(true);
  });
});

describe('demo-outbox', () => {
  it('lists what was sent to one address or number, newest first, and nothing else', async () => {
    await resetLinkOfMaya();
    await resetLinkOfMaya();
    await post(forgotUsernameEndpoint, { phone_number: '5550100002' });
    const mail = await post<{ link: string; id: number }[]>(demoOutboxEndpoint, {
      to: 'Market@Mailcraft.demo',
    });
    expect(mail.body.data).toHaveLength(2);
    expect(mail.body.data[0]!.id).toBeGreaterThan(mail.body.data[1]!.id);
    const texts = await post<unknown[]>(demoOutboxEndpoint, { to: '(555) 010-0002' });
    expect(texts.body.data).toHaveLength(1);
    const none = await post<unknown[]>(demoOutboxEndpoint, { to: 'nobody@example.com' });
    expect(none.body.data).toEqual([]);
  });
});
