/**
 * The rules a new password must meet, wherever one is chosen (sign-up, reset): at least 8
 * characters, at least one letter and one digit, and not the account's email address. Pure, so
 * the pages, their tests and the demo's server share one statement of them; each page words the
 * rules in its own message domain.
 *
 * Here rather than behind auth's index: a lazy page that imports, through the first load's index,
 * a value the first load does not use makes the bundler split the first load into some twenty
 * chunks (measured: /signin +4.6 KB).
 */

export const PASSWORD_MIN_LENGTH = 8;

export type PasswordRule = 'length' | 'letter' | 'digit' | 'notEmail';

/** The rules in the order a page lists them. */
export const PASSWORD_RULES: readonly PasswordRule[] = ['length', 'letter', 'digit', 'notEmail'];

const LETTER = /\p{L}/u;
const DIGIT = /\p{Nd}/u;

/** Whether the password meets one rule; `email` is the account's address ('' when not known yet). */
export function meetsPasswordRule(rule: PasswordRule, password: string, email = ''): boolean {
  switch (rule) {
    case 'length':
      // Characters as a person counts them (code points), not UTF-16 units.
      return [...password].length >= PASSWORD_MIN_LENGTH;
    case 'letter':
      return LETTER.test(password);
    case 'digit':
      return DIGIT.test(password);
    case 'notEmail': {
      const address = email.trim().toLowerCase();
      return address === '' || password.trim().toLowerCase() !== address;
    }
  }
}

/** The rules the password does not meet yet, in list order (empty: it may be used). */
export function unmetPasswordRules(password: string, email = ''): PasswordRule[] {
  return PASSWORD_RULES.filter((rule) => !meetsPasswordRule(rule, password, email));
}
