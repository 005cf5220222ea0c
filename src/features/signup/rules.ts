import { unmetPasswordRules } from '../../lib/passwordRules';
import { normalizeUsPhone } from '../../lib/phone';

/** Sign-up's field rules, pure (accounts-money §5). Each answers a problem's key or null. */

/** The longest name, business name or domain the server takes, in characters. */
export const TEXT_MAX_LENGTH = 100;

/** The domain check waits this long after the last change (accounts-money §9: 3 seconds). */
export const DOMAIN_CHECK_DELAY_MS = 3_000;

/** A pragmatic email check: something@something.tld with no spaces (the sign-in's rule). */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export type Problem =
  | 'required'
  | 'tooLong'
  | 'emailInvalid'
  | 'phoneInvalid'
  | 'passwordWeak'
  | 'passwordMismatch'
  | 'domainInvalid';

export function requiredText(value: string): Problem | null {
  if (value.trim() === '') return 'required';
  if ([...value].length > TEXT_MAX_LENGTH) return 'tooLong';
  return null;
}

export function emailProblem(value: string): Problem | null {
  if (value.trim() === '') return 'required';
  return EMAIL_PATTERN.test(value.trim()) ? null : 'emailInvalid';
}

/** The spec's US formatter: 10 digits with an optional +1 (src/lib/phone.ts). */
export function phoneProblem(value: string): Problem | null {
  if (value.trim() === '') return 'required';
  return normalizeUsPhone(value) ? null : 'phoneInvalid';
}

/**
 * The password rules of every new password (src/lib/passwordRules.ts, shared with the reset page
 * and the demo's server): 8 characters, a letter, a digit, and not the email address.
 */
export function passwordProblem(value: string, email = ''): Problem | null {
  if (value === '') return 'required';
  return unmetPasswordRules(value, email).length === 0 ? null : 'passwordWeak';
}

export function confirmProblem(password: string, confirm: string): Problem | null {
  if (confirm === '') return 'required';
  return confirm === password ? null : 'passwordMismatch';
}

/**
 * A website as typed, reduced to its bare domain before the existence check (accounts-money §5):
 * no protocol, no `www.`, no path, query, port or credentials; lower case. '' when nothing is left.
 */
export function bareDomain(typed: string): string {
  let rest = typed.trim().toLowerCase();
  rest = rest.replace(/^[a-z][a-z0-9+.-]*:\/\//, '');
  rest = rest.replace(/^\/\//, '');
  rest = rest.split(/[/?#\\]/, 1)[0] ?? '';
  rest = rest.slice(rest.lastIndexOf('@') + 1);
  rest = rest.replace(/:\d*$/, '');
  rest = rest.replace(/^(www\.)+/, '');
  return rest.replace(/\.$/, '');
}

const DOMAIN_PATTERN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** The website is optional; when given, it must reduce to a plausible domain. */
export function domainProblem(typed: string): Problem | null {
  if (typed.trim() === '') return null;
  return DOMAIN_PATTERN.test(bareDomain(typed)) ? null : 'domainInvalid';
}
