import {
  affiliateEndpoint,
  checkDomainEndpoint,
  checkEmailEndpoint,
  checkPhoneEndpoint,
  registerEndpoint,
  signupIndustriesEndpoint,
} from '../../features/signup/api';
import { TEXT_MAX_LENGTH, bareDomain, domainProblem } from '../../features/signup/rules';
import { unmetPasswordRules } from '../../lib/passwordRules';
import { normalizeUsPhone } from '../../lib/phone';
import { profileOf } from '../auth';
import type { Database } from '../db';
import { handle } from '../kit/handle';
import { type MockReply, fail, invalid, ok } from '../kit/replies';

/** The signup feature's calls, answered by the demo backend (issue 28). */

const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

const emailTaken = (db: Database, email: string) =>
  db.users.find((row) => row.email.toLowerCase() === email.trim().toLowerCase()) !== undefined;

const phoneTaken = (db: Database, digits: string) =>
  db.users.find((row) => row.phone_no === digits) !== undefined;

const domainTaken = (db: Database, domain: string) =>
  domain !== '' && db.users.find((row) => row.domain.toLowerCase() === domain) !== undefined;

/** A PRO reseller (role 3) by their referral domain. */
const resellerOf = (db: Database, domain: string) =>
  domain === '' ? undefined : db.users.find((row) => row.role_id === 3 && row.domain === domain);

/** The public key a register call was first sent with: its first answer is replayed. */
const PUBLIC_CALLER = 0;

function fingerprintOf(body: Record<string, unknown>): string {
  return JSON.stringify(
    Object.keys(body)
      .sort()
      .map((key) => [key, body[key]]),
  );
}

/**
 * Stripe's idempotency rule for a call made without a session (register): the first answer to a
 * key is kept and replayed to the same key and body, so a retry after a lost answer never makes a
 * second account; the same key with another body is refused.
 */
function oncePerPublicKey(
  db: Database,
  key: string | null,
  body: Record<string, unknown>,
  run: () => MockReply,
): MockReply {
  if (!key) return run();
  const fingerprint = fingerprintOf(body);
  const kept = db.idempotencyKeys.find(
    (row) =>
      row.user_id === PUBLIC_CALLER && row.endpoint_id === registerEndpoint.id && row.key === key,
  );
  if (kept) {
    if (kept.fingerprint !== fingerprint)
      return fail(
        'Keys for idempotent requests can only be used with the same parameters they were first used with.',
        { status: 400 },
      );
    return { status: kept.status, body: JSON.parse(kept.body) as unknown };
  }
  const reply = run();
  db.idempotencyKeys.insert({
    user_id: PUBLIC_CALLER,
    endpoint_id: registerEndpoint.id,
    key,
    fingerprint,
    status: reply.status,
    body: JSON.stringify(reply.body),
  });
  return reply;
}

function textProblem(value: unknown, label: string): string | null {
  if (typeof value !== 'string' || value.trim() === '') return `The ${label} field is required.`;
  if ([...value].length > TEXT_MAX_LENGTH)
    return `The ${label} may not be greater than ${TEXT_MAX_LENGTH} characters.`;
  return null;
}

/** Laravel-style validation of register's fields, by field. */
function registerErrors(db: Database, body: Record<string, unknown>): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string | null) => {
    if (message) errors[field] = [message];
  };
  add('fname', textProblem(body.fname, 'first name'));
  add('lname', textProblem(body.lname, 'last name'));
  const email = textOf(body.email).trim();
  if (!email) add('email', 'The email field is required.');
  else if (!EMAIL_PATTERN.test(email)) add('email', 'The email must be a valid email address.');
  else if (emailTaken(db, email)) add('email', 'The email has already been taken.');
  const phone = normalizeUsPhone(textOf(body.phone_no));
  if (!phone) add('phone_no', 'The phone number must be a 10-digit US number.');
  else if (phoneTaken(db, phone)) add('phone_no', 'The phone number has already been taken.');
  const password = textOf(body.password);
  if (unmetPasswordRules(password, email).length > 0)
    add(
      'password',
      'The password must be at least 8 characters with a letter and a digit, and not the email address.',
    );
  else if (body.password_confirmation !== password)
    add('password', 'The password confirmation does not match.');
  add('business_name', textProblem(body.business_name, 'business name'));
  const website = textOf(body.domain);
  if (website && domainProblem(website)) add('domain', 'The domain format is invalid.');
  else if (domainTaken(db, bareDomain(website))) add('domain', 'Domain already exists!');
  const industry = body.industry_id;
  if (industry !== null && industry !== undefined && !db.industries.get(Number(industry)))
    add('industry_id', 'The selected industry is invalid.');
  const referral = body.referralby_userid;
  if (referral !== null && referral !== undefined) {
    const reseller = db.users.get(Number(referral));
    if (!reseller || reseller.role_id !== 3)
      add('referralby_userid', 'The selected referral is invalid.');
  }
  return errors;
}

export const signupHandlers = [
  // HTTP 201 when the address is free (accounts-money §7); 200 with status false when it is taken.
  handle(checkEmailEndpoint, ({ body, db }) => {
    const email = textOf(body.email).trim();
    if (!EMAIL_PATTERN.test(email))
      return fail('The email must be a valid email address.', { status: 400 });
    if (emailTaken(db, email)) return fail('The email has already been taken.');
    return ok({ email }, { status: 201, message: 'The email is available.' });
  }),

  handle(checkPhoneEndpoint, ({ body, db }) => {
    const digits = normalizeUsPhone(textOf(body.phone_number));
    if (!digits) return fail('The phone number must be a 10-digit US number.', { status: 400 });
    if (phoneTaken(db, digits))
      return invalid({ phone_number: ['The phone number has already been taken.'] });
    return ok({ phone_number: digits }, { message: 'The phone number is available.' });
  }),

  // HTTP 200 when the domain is free (§7); a taken one is refused with the spec's words (§8).
  handle(checkDomainEndpoint, ({ body, db }) => {
    const typed = textOf(body.domain_name);
    if (domainProblem(typed) || !typed.trim())
      return fail('The domain format is invalid.', { status: 400 });
    const domain = bareDomain(typed);
    if (domainTaken(db, domain)) return invalid({ domain_name: ['Domain already exists!'] });
    return ok({ domain_name: domain }, { message: 'The domain is available.' });
  }),

  handle(signupIndustriesEndpoint, ({ db }) =>
    ok(
      db.industries
        .filter((row) => row.status === 1 && row.private_status === 0)
        .map((row) => ({ id: row.id, industry_name: row.industry_name })),
    ),
  ),

  handle(affiliateEndpoint, ({ body, db }) => {
    const reseller = resellerOf(db, bareDomain(textOf(body.domain_name)));
    if (!reseller) return fail('No reseller has this referral domain.', { status: 404 });
    return ok({
      user_id: reseller.id,
      business_name: reseller.business_name,
      fname: reseller.fname,
      domain: reseller.domain,
    });
  }),

  /**
   * A new freemium Marketplace account (tier 0, role 2, profile to complete, first login to come),
   * signed in at once: its login data as login answers. A welcome email goes to the outbox.
   */
  handle(registerEndpoint, ({ body, db, idempotencyKey }) =>
    oncePerPublicKey(db, idempotencyKey, body, () => {
      const errors = registerErrors(db, body);
      if (Object.keys(errors).length > 0) return invalid(errors);
      const email = textOf(body.email).trim();
      const referral = body.referralby_userid === null ? null : Number(body.referralby_userid);
      const created = db.users.insert({
        fname: textOf(body.fname),
        lname: textOf(body.lname),
        email,
        password: textOf(body.password),
        role_id: 2,
        api_token: `demo-new-${crypto.randomUUID()}`,
        organization_id: null,
        tier: 0,
        plan_id: 1,
        user_type: 'freemium',
        total_creditpoints: 0,
        profilecomplete_status: 0,
        basicuser_bycoachid: null,
        referralby_userid: Number.isInteger(referral) ? referral : null,
        basicuser_allowimpersonate_toproadmin: '0',
        java_stripesubscription_status: 'active',
        phone_no: normalizeUsPhone(textOf(body.phone_no))!,
        disable_upgrade: 'no',
        autofund_status: 0,
        business_name: textOf(body.business_name),
        domain: bareDomain(textOf(body.domain)),
        industry_id:
          body.industry_id === null || body.industry_id === undefined
            ? null
            : Number(body.industry_id),
        firstlogin_status: 0,
        secondary_email: '',
        referral_notes: '',
      });
      // The reseller's list shows when each account joined through their link (issue 29).
      if (created.referralby_userid !== null)
        db.referrals.insert({
          reseller_id: created.referralby_userid,
          user_id: created.id,
          joined_at: new Date().toISOString(),
        });
      db.outbox.insert({
        channel: 'email',
        to: email,
        kind: 'welcome',
        subject: 'Welcome to Mailcraft',
        body: `Hi ${created.fname}, your Mailcraft account is ready. Sign in with ${email}.`,
        link: '/signin',
        created_at: new Date().toISOString(),
      });
      return ok(
        { ...profileOf(created), api_token: created.api_token },
        { message: 'Your account has been created.' },
      );
    }),
  ),
];
