import { useIntl } from 'react-intl';
import { PASSWORD_RULES, type PasswordRule, meetsPasswordRule } from '../../../lib/passwordRules';

const RULE_WORDS = {
  length: 'recovery.reset.rule.length',
  letter: 'recovery.reset.rule.letter',
  digit: 'recovery.reset.rule.digit',
  notEmail: 'recovery.reset.rule.notEmail',
} as const satisfies Record<PasswordRule, string>;

/** The password rules (auth's passwordRules), each marked met or missing as the user types. */
export function PasswordRules({
  id,
  password,
  email,
}: {
  id: string;
  password: string;
  email: string;
}) {
  const intl = useIntl();
  return (
    <div className="recovery-rules" id={id}>
      <p className="recovery-rules__title">{intl.formatMessage({ id: 'recovery.reset.rules' })}</p>
      <ul className="recovery-rules__list">
        {PASSWORD_RULES.map((rule) => {
          const met = password !== '' && meetsPasswordRule(rule, password, email);
          return (
            <li
              key={rule}
              className={
                met ? 'recovery-rules__rule recovery-rules__rule--met' : 'recovery-rules__rule'
              }
            >
              <span className="recovery-rules__mark" aria-hidden="true">
                {met ? '✓' : '•'}
              </span>
              {intl.formatMessage({ id: RULE_WORDS[rule] })}
              <span className="visually-hidden">
                {' '}
                (
                {intl.formatMessage({
                  id: met ? 'recovery.reset.rule.met' : 'recovery.reset.rule.unmet',
                })}
                )
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
