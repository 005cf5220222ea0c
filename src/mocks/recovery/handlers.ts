import {
  demoOutboxEndpoint,
  forgotPasswordEndpoint,
  forgotUsernameEndpoint,
  resetLinkStatusEndpoint,
  resetPasswordEndpoint,
} from '../../features/recovery/api';
import { PASSWORD_MIN_LENGTH, unmetPasswordRules } from '../../lib/passwordRules';
import { normalizeUsPhone } from '../../lib/phone';
import type { UserRecord } from '../auth';
import type { Database } from '../db';
import { handle } from '../kit/handle';
import { type MockReply, fail, invalid, ok } from '../kit/replies';
import type { OutboxRecord, PasswordResetRecord } from './records';

/** A reset link works for an hour (issue 28), once. */
export const RESET_LINK_LIFETIME_MS = 60 * 60 * 1000;
/** The page may ask again after this long; the server answers so whether or not it sent anything. */
export const RESEND_AFTER_SECONDS = 60;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** What a reset token may look like; anything else is refused before the database is read. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;
const OUTBOX_READ_LIMIT = 5;

/** The answer to every well-formed "forgot" request, whether or not an account matched. */
const accepted = () =>
  ok(
    { resend_after_seconds: RESEND_AFTER_SECONDS },
    { message: 'If an account matches, a message is on its way.' },
  );

/** 64 random hex digits. */
function newResetToken(): string {
  return `${crypto.randomUUID()}${crypto.randomUUID()}`.replace(/-/g, '');
}

/** The origin links in messages point to: the page's own in the browser, none in Node. */
function linkOrigin(): string {
  const place = (globalThis as { location?: { origin?: string } }).location;
  return typeof place?.origin === 'string' && place.origin.startsWith('http') ? place.origin : '';
}

function record(database: Database, message: Omit<OutboxRecord, 'id' | 'created_at'>) {
  database.outbox.insert({ ...message, created_at: new Date().toISOString() });
}

function userByEmail(database: Database, email: string): UserRecord | undefined {
  return database.users.find((row) => row.email.toLowerCase() === email);
}

function emailProblem(email: string): MockReply | null {
  if (!email) return invalid({ email: ['The email field is required.'] });
  if (!EMAIL_PATTERN.test(email))
    return invalid({ email: ['The email must be a valid email address.'] });
  return null;
}

/** Creates a reset link for the user and records the email that carries it. */
function sendResetLink(database: Database, user: UserRecord, now: number) {
  const token = newResetToken();
  database.passwordResets.insert({
    user_id: user.id,
    token,
    created_at: new Date(now).toISOString(),
    expires_at: new Date(now + RESET_LINK_LIFETIME_MS).toISOString(),
    used_at: null,
  });
  const link = `/reset-password/${token}`;
  record(database, {
    channel: 'email',
    to: user.email.toLowerCase(),
    kind: 'password_reset',
    subject: 'Reset your Mailcraft password',
    body:
      `Hi ${user.fname},\n\nSomeone asked to reset the password of your Mailcraft account. ` +
      `Open this link within one hour to choose a new one (it works once):\n${linkOrigin()}${link}\n\n` +
      'If you did not ask, ignore this email: your password stays as it is.',
    link,
  });
}

/** The link a token names, and what stops it being used (null: it may be used). */
function linkState(
  database: Database,
  token: string,
  now: number,
): { link: PasswordResetRecord; user: UserRecord } | MockReply {
  const link = TOKEN_PATTERN.test(token)
    ? database.passwordResets.find((row) => row.token === token)
    : undefined;
  const user = link ? database.users.get(link.user_id) : undefined;
  if (!link || !user) return fail('This password reset link is not valid.', { status: 404 });
  if (link.used_at !== null)
    return fail('This password reset link has already been used.', { status: 409 });
  if (Date.parse(link.expires_at) <= now)
    return fail('This password reset link has expired.', { status: 410 });
  return { link, user };
}

const isReply = (value: object): value is MockReply => 'status' in value && 'body' in value;

function resetPassword(database: Database, token: string, password: string, now: number) {
  const found = linkState(database, token, now);
  if (isReply(found)) return found;
  const { user } = found;
  if (!password) return invalid({ password: ['The password field is required.'] });
  const unmet = unmetPasswordRules(password, user.email);
  if (unmet.includes('notEmail'))
    return invalid({ password: ['The password must not be your email address.'] });
  if (unmet.length > 0)
    return invalid({
      password: [
        `The password must be at least ${PASSWORD_MIN_LENGTH} characters and contain a letter and a digit.`,
      ],
    });
  const usedAt = new Date(now).toISOString();
  // This link and every other open link of the user stop working; so do the user's sessions.
  for (const open of database.passwordResets.filter(
    (row) => row.user_id === user.id && row.used_at === null,
  ))
    database.passwordResets.update(open.id, { used_at: usedAt });
  database.users.update(user.id, {
    password,
    api_token: `demo-${user.id}-${crypto.randomUUID()}`,
  });
  return ok({ email: user.email }, { message: 'Your password has been changed.' });
}

/** The username reminder: one message naming every account of that address or number. */
function sendUsernames(database: Database, body: Record<string, unknown>): MockReply {
  const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
  const phoneText = typeof body.phone_number === 'string' ? body.phone_number.trim() : '';
  if (!email && !phoneText)
    return invalid({ email: ['An email address or a mobile number is required.'] });
  if (email) {
    const problem = emailProblem(email);
    if (problem) return problem;
    const user = userByEmail(database, email);
    if (user)
      record(database, {
        channel: 'email',
        to: email,
        kind: 'username_reminder',
        subject: 'Your Mailcraft username',
        body:
          `Hi ${user.fname},\n\nYou asked for the username of your Mailcraft account. ` +
          `You sign in with this address: ${user.email}\n${linkOrigin()}/signin\n\n` +
          'If you did not ask, ignore this email.',
        link: '/signin',
      });
    return accepted();
  }
  const phone = normalizeUsPhone(phoneText);
  if (!phone) return invalid({ phone_number: ['The phone number must be a 10-digit US number.'] });
  const users = database.users.filter((row) => normalizeUsPhone(row.phone_no) === phone);
  if (users.length > 0)
    record(database, {
      channel: 'sms',
      to: phone,
      kind: 'username_reminder',
      subject: '',
      body: `Mailcraft: you sign in with ${users.map((user) => user.email).join(', ')}. ${linkOrigin()}/signin`,
      link: '/signin',
    });
  return accepted();
}

export const recoveryHandlers = [
  // The same answer, known address or not: only a known one gets a link (no enumeration).
  handle(forgotPasswordEndpoint, ({ db, read }) => {
    const email = read.text('email').toLowerCase();
    const problem = emailProblem(email);
    if (problem) return problem;
    const user = userByEmail(db, email);
    if (user) sendResetLink(db, user, Date.now());
    return accepted();
  }),

  handle(forgotUsernameEndpoint, ({ db, body }) => sendUsernames(db, body)),

  handle(resetLinkStatusEndpoint, ({ db, read }) => {
    const now = Date.now();
    const found = linkState(db, read.text('api_token'), now);
    if (isReply(found)) return found;
    return ok({
      email: found.user.email,
      expires_seconds: Math.max(0, Math.floor((Date.parse(found.link.expires_at) - now) / 1000)),
    });
  }),

  handle(resetPasswordEndpoint, ({ db, body, read }) =>
    resetPassword(
      db,
      read.text('api_token'),
      typeof body.password === 'string' ? body.password : '',
      Date.now(),
    ),
  ),

  // The demo's outbox: what was "sent" to one address or number, newest first (demo only).
  handle(demoOutboxEndpoint, ({ db, read }) => {
    const to = read.text('to');
    const key = normalizeUsPhone(to) ?? to.toLowerCase();
    const messages = db.outbox
      .filter((row) => row.to === key)
      .sort((a, b) => b.id - a.id)
      .slice(0, OUTBOX_READ_LIMIT);
    return ok(messages);
  }),
];
