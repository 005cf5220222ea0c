import type { MessageId } from '../../i18n/messageIds';
import { normalizeUsPhone } from '../../lib/phone';

/** The sign-in form's email check (something@something.tld, no spaces), with the spec's words (§5). */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function emailProblem(value: string): MessageId | null {
  if (value.trim() === '') return 'recovery.email.required';
  if (!EMAIL_PATTERN.test(value.trim())) return 'recovery.email.invalid';
  return null;
}

/** A US mobile number: 10 digits with an optional +1 (spec §5's formatter). */
export function phoneProblem(value: string): MessageId | null {
  if (value.trim() === '') return 'recovery.phone.required';
  return normalizeUsPhone(value) ? null : 'recovery.phone.invalid';
}
