import type { IntlShape } from 'react-intl';
import type { MessageId } from '../../i18n/messageIds';
import { normalizeUsPhone } from '../../lib/phone';

/** The longest first or last name the server takes, counted in characters (code points). */
export const NAME_MAX = 100;
/** The longest business name the server takes. */
export const BUSINESS_MAX = 150;
/** The longest referral note the server takes. */
export const REFERRAL_NOTES_MAX = 500;

/** The address rule of the sign-in form and sign-up: the spec's message for anything else. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isEmail = (value: string) => EMAIL_PATTERN.test(value.trim());

/** Code points, as the server counts a length (an emoji is one). */
export const lengthOf = (value: string) => [...value].length;

/**
 * A first or last name: blank (or only spaces) or longer than NAME_MAX is refused; anything else is
 * sent exactly as typed (React shows it as text; the server stores it as sent).
 */
export function nameRule(intl: IntlShape, requiredId: MessageId) {
  return {
    validator: (_rule: unknown, value: string | undefined) => {
      const name = value ?? '';
      if (name.trim() === '')
        return Promise.reject(new Error(intl.formatMessage({ id: requiredId })));
      if (lengthOf(name) > NAME_MAX)
        return Promise.reject(
          new Error(intl.formatMessage({ id: 'account.details.name.tooLong' }, { max: NAME_MAX })),
        );
      return Promise.resolve();
    },
  };
}

/** A US mobile as people type it ((503) 555-0147, 503.555.0147, +1 503 555 0147): its 10 digits. */
export const mobileDigits = (value: string) => normalizeUsPhone(value);
