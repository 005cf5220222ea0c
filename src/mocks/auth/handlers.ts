import {
  editBasicUserProfileEndpoint,
  getProfileEndpoint,
  loginEndpoint,
  showUpgradeOptionEndpoint,
  affiliateUpgradeEndpoint,
  updateProfileCompleteEndpoint,
} from '../../features/auth/api';
import { firstLoginSeenEndpoint } from '../../features/dashboard/welcome/api';
import { normalizeUsPhone } from '../../lib/phone';
import { profileOf } from './profile';
import { fail, invalid, ok } from '../kit/replies';
import { handle } from '../kit/handle';
import { reconcileFunding } from '../billing';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function newToken(userId: number): string {
  return `demo-${userId}-${crypto.randomUUID()}`;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

const NAME_MAX_LENGTH = 100;

/** A name is refused when blank or longer than 100 characters (code points, as Laravel's max counts). */
function nameProblem(value: unknown, which: 'first' | 'last'): string | null {
  if (typeof value !== 'string' || value.trim() === '')
    return `The ${which} name field is required.`;
  if ([...value].length > NAME_MAX_LENGTH)
    return `The ${which} name may not be greater than ${NAME_MAX_LENGTH} characters.`;
  return null;
}

export const authHandlers = [
  // The first-login welcome was closed: kept, so it does not show on another browser either.
  handle(firstLoginSeenEndpoint, ({ db, user }) => {
    db.users.update(user!.id, { firstlogin_status: 1 });
    return ok({ firstlogin_status: 1 });
  }),

  handle(loginEndpoint, ({ body, db }) => {
    const email = text(body.email).toLowerCase();
    const password = typeof body.password === 'string' ? body.password : '';
    const errors: Record<string, string[]> = {};
    if (!email) errors.email = ['The email field is required.'];
    else if (!EMAIL_PATTERN.test(email))
      errors.email = ['The email must be a valid email address.'];
    if (!password) errors.password = ['The password field is required.'];
    if (Object.keys(errors).length > 0) return invalid(errors);

    const user = db.users.find((row) => row.email.toLowerCase() === email);
    if (!user || user.password !== password) return fail('Wrong mail or password');
    // Every sign-in gets a fresh token; the previous one stops working.
    const signedIn = db.users.update(user.id, { api_token: newToken(user.id) }) ?? user;
    return ok({ ...profileOf(signedIn), api_token: signedIn.api_token });
  }),

  // A funding charge the client never heard back about is in the balance it reads (billing/reconcile).
  handle(getProfileEndpoint, ({ db, user }) => {
    reconcileFunding(db, user!.id);
    return ok(profileOf(db.users.get(user!.id)!));
  }),

  handle(showUpgradeOptionEndpoint, ({ user }) => ok({ disable_upgrade: user!.disable_upgrade })),

  // The referring affiliate's own disable_upgrade decides for the users they brought in.
  handle(affiliateUpgradeEndpoint, ({ db, user }) => {
    const referrer =
      user!.referralby_userid === null ? undefined : db.users.get(user!.referralby_userid);
    return ok({ disable_upgrade: referrer?.disable_upgrade ?? 'no' });
  }),

  handle(editBasicUserProfileEndpoint, ({ body, db, user }) => {
    const phone = normalizeUsPhone(text(body.phone_no));
    const errors: Record<string, string[]> = {};
    const fnameProblem = nameProblem(body.fname, 'first');
    const lnameProblem = nameProblem(body.lname, 'last');
    if (fnameProblem) errors.fname = [fnameProblem];
    if (lnameProblem) errors.lname = [lnameProblem];
    if (!phone) errors.phone_no = ['The phone number must be a 10-digit US number.'];
    if (Object.keys(errors).length > 0) return invalid(errors);
    // Names are stored exactly as sent: no trimming, no escaping (escaping is the renderer's job).
    const updated = db.users.update(user!.id, {
      fname: body.fname,
      lname: body.lname,
      phone_no: phone!,
    });
    return ok(profileOf(updated!), { message: 'Profile updated successfully.' });
  }),

  handle(updateProfileCompleteEndpoint, ({ body, db, user }) => {
    const status = Number(body.profilecomplete_status);
    if (status !== 0 && status !== 1)
      return invalid({ profilecomplete_status: ['The status must be 0 or 1.'] });
    db.users.update(user!.id, { profilecomplete_status: status });
    return ok({ profilecomplete_status: status });
  }),
];
