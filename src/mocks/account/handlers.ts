import {
  apiKeyEndpoint,
  changePasswordEndpoint,
  checkAccountPhoneEndpoint,
  editCoachEndpoint,
  regenerateApiKeyEndpoint,
  revealApiKeyEndpoint,
  updateEmailEndpoint,
  updateMobileEndpoint,
  updateReferralNotesEndpoint,
  updateSecondaryEmailEndpoint,
} from '../../features/account/api';
import { BUSINESS_MAX, NAME_MAX, REFERRAL_NOTES_MAX } from '../../features/account/validation';
import { unmetPasswordRules } from '../../lib/passwordRules';
import { normalizeUsPhone } from '../../lib/phone';
import { profileOf } from '../auth';
import type { Database } from '../db';
import { handle } from '../kit/handle';
import { oncePerKey } from '../kit/idempotency';
import { fail, invalid, ok } from '../kit/replies';
import { liveKeyOf, newApiKey, summaryOf } from './apiKeys';

/*
 * The account area's calls (issue 29): the profile's changes, the password and the API key. Each
 * profile change answers with the whole profile as the server keeps it.
 */

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

function nameErrors(body: Record<string, unknown>): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const [field, which] of [
    ['fname', 'first'],
    ['lname', 'last'],
  ] as const) {
    const value = textOf(body[field]);
    if (value.trim() === '') errors[field] = [`The ${which} name field is required.`];
    else if ([...value].length > NAME_MAX)
      errors[field] = [`The ${which} name may not be greater than ${NAME_MAX} characters.`];
  }
  return errors;
}

/** Whether another account than `userId` uses this address (compared without letter case). */
function emailTaken(db: Database, email: string, userId: number): boolean {
  const wanted = email.toLowerCase();
  return (
    db.users.find((row) => row.id !== userId && row.email.toLowerCase() === wanted) !== undefined
  );
}

function phoneTaken(db: Database, digits: string, userId: number): boolean {
  return db.users.find((row) => row.id !== userId && row.phone_no === digits) !== undefined;
}

export const accountHandlers = [
  handle(editCoachEndpoint, ({ body, db, user }) => {
    if (user!.role_id !== 3) return fail('Only a PRO account has these details.', { status: 403 });
    const errors = nameErrors(body);
    const business = textOf(body.business_name);
    if ([...business].length > BUSINESS_MAX)
      errors.business_name = [
        `The business name may not be greater than ${BUSINESS_MAX} characters.`,
      ];
    const industry = body.industry_id === null ? null : Number(body.industry_id);
    if (industry !== null && !db.industries.get(industry))
      errors.industry_id = ['The selected industry is invalid.'];
    if (Object.keys(errors).length > 0) return invalid(errors);
    const updated = db.users.update(user!.id, {
      fname: textOf(body.fname),
      lname: textOf(body.lname),
      business_name: business,
      industry_id: industry,
    });
    return ok(profileOf(updated!), { message: 'Profile updated successfully.' });
  }),

  // The session that changed it stays open; reset links sent before the change stop working.
  handle(changePasswordEndpoint, ({ body, db, user }) => {
    const current = textOf(body.current_password);
    const next = textOf(body.new_password);
    if (current !== user!.password)
      return invalid({ current_password: ['The current password is incorrect.'] });
    const unmet = unmetPasswordRules(next, user!.email);
    if (unmet.length > 0)
      return invalid({
        new_password: [
          'The new password must have at least 8 characters, a letter and a digit, and must not be your email address.',
        ],
      });
    if (next === current)
      return invalid({ new_password: ['The new password must differ from the current one.'] });
    const now = new Date().toISOString();
    db.users.update(user!.id, { password: next });
    for (const link of db.passwordResets.filter(
      (row) => row.user_id === user!.id && row.used_at === null,
    ))
      db.passwordResets.update(link.id, { used_at: now });
    return ok({ password_changed_at: now }, { message: 'Password changed successfully.' });
  }),

  handle(checkAccountPhoneEndpoint, ({ body, db, user }) => {
    const digits = normalizeUsPhone(textOf(body.phone_number));
    if (!digits)
      return invalid({ phone_number: ['The phone number must be a 10-digit US number.'] });
    if (phoneTaken(db, digits, user!.id))
      return invalid({ phone_number: ['The phone number has already been taken.'] });
    return ok({ phone_number: digits });
  }),

  handle(updateMobileEndpoint, ({ body, db, user }) => {
    const digits = normalizeUsPhone(textOf(body.phone_no));
    if (!digits) return invalid({ phone_no: ['The phone number must be a 10-digit US number.'] });
    if (phoneTaken(db, digits, user!.id))
      return invalid({ phone_no: ['The phone number has already been taken.'] });
    const updated = db.users.update(user!.id, { phone_no: digits });
    return ok(profileOf(updated!), { message: 'Mobile number updated successfully.' });
  }),

  handle(updateEmailEndpoint, ({ body, db, user }) => {
    const email = textOf(body.email).trim();
    if (!EMAIL_PATTERN.test(email))
      return invalid({ email: ['The email must be a valid email address.'] });
    if (emailTaken(db, email, user!.id))
      return invalid({ email: ['The email has already been taken.'] });
    const updated = db.users.update(user!.id, {
      email,
      // An address that becomes the sign-in one is no longer the second address too.
      ...(user!.secondary_email.toLowerCase() === email.toLowerCase()
        ? { secondary_email: '' }
        : {}),
    });
    return ok(profileOf(updated!), { message: 'Email updated successfully.' });
  }),

  handle(updateSecondaryEmailEndpoint, ({ body, db, user }) => {
    const email = textOf(body.secondary_email).trim();
    if (email !== '' && !EMAIL_PATTERN.test(email))
      return invalid({ secondary_email: ['The secondary email must be a valid email address.'] });
    if (email !== '' && email.toLowerCase() === user!.email.toLowerCase())
      return invalid({
        secondary_email: ['The secondary email must be different from your email.'],
      });
    const updated = db.users.update(user!.id, { secondary_email: email });
    return ok(profileOf(updated!), { message: 'Secondary email updated successfully.' });
  }),

  handle(updateReferralNotesEndpoint, ({ body, db, user }) => {
    const notes = textOf(body.referral_notes);
    if ([...notes].length > REFERRAL_NOTES_MAX)
      return invalid({
        referral_notes: [
          `The referral notes may not be greater than ${REFERRAL_NOTES_MAX} characters.`,
        ],
      });
    const updated = db.users.update(user!.id, { referral_notes: notes });
    return ok(profileOf(updated!));
  }),

  handle(apiKeyEndpoint, ({ db, user }) => ok(summaryOf(liveKeyOf(db, user!.id)))),

  handle(revealApiKeyEndpoint, ({ db, user }) => {
    const live = liveKeyOf(db, user!.id);
    if (!live) return fail('You have no API key yet.', { status: 404 });
    return ok({ api_key: live.key });
  }),

  handle(regenerateApiKeyEndpoint, (request) =>
    oncePerKey(regenerateApiKeyEndpoint, request, () => {
      const { db, user } = request;
      const now = new Date().toISOString();
      const old = liveKeyOf(db, user!.id);
      if (old) db.apiKeys.update(old.id, { revoked_at: now });
      const created = db.apiKeys.insert({
        user_id: user!.id,
        key: newApiKey(),
        created_at: now,
        revoked_at: null,
      });
      return ok({ ...summaryOf(created), api_key: created.key });
    }),
  ),
];
