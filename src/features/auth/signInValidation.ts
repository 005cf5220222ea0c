import type { MessageId } from '../../i18n/messageIds';

/** A pragmatic email check: something@something.tld with no spaces, as antd's own rule does. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** The sign-in rules with the spec's messages (accounts-money §5). */
export function emailProblem(value: string): MessageId | null {
  if (value.trim() === '') return 'auth.email.required';
  if (!EMAIL_PATTERN.test(value.trim())) return 'auth.email.invalid';
  return null;
}

export function passwordProblem(value: string): MessageId | null {
  return value === '' ? 'auth.password.required' : null;
}
