import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { PlainButton, TextInput } from '../../../components/controls';
import { paths } from '../../../config/paths';
import { formatUsPhone } from '../../../lib/phone';
import type { MessageId } from '../../../i18n/messageIds';
import { PASSWORD_RULES, meetsPasswordRule } from '../../../lib/passwordRules';
import { useStrength } from '../strength/useStrength';
import type { SignupDraft } from '../draft';
import { Field } from './Field';
import type { FieldName, Secrets } from './problems';

export type CheckState = 'taken' | 'failed' | null;

interface AccountStepProps {
  draft: SignupDraft;
  secrets: Secrets;
  problemOf: (field: FieldName) => string | null;
  emailFixed: boolean;
  emailCheck: CheckState;
  phoneCheck: CheckState;
  onChange: (change: Partial<SignupDraft>) => void;
  onSecret: (change: Partial<Secrets>) => void;
  onBlur: (field: FieldName) => void;
  onRecheck: (field: 'email' | 'phone') => void;
}

/** Step 1: the person: names, email, mobile, password with its rules and strength. */
export function AccountStep(props: AccountStepProps) {
  const intl = useIntl();
  const { draft, secrets, problemOf, onChange, onSecret, onBlur } = props;
  const say = (id: MessageId, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const strength = useStrength(secrets.password, [
    draft.fname,
    draft.lname,
    draft.email,
    draft.businessName,
  ]);

  const text = (field: 'fname' | 'lname', label: MessageId, autoComplete: string) => (
    <Field id={`signup-${field}`} label={say(label)} problem={problemOf(field)}>
      {(control) => (
        <TextInput
          {...control}
          className="field__input"
          autoComplete={autoComplete}
          value={draft[field]}
          onChange={(event) => onChange({ [field]: event.target.value })}
          onBlur={() => onBlur(field)}
        />
      )}
    </Field>
  );

  const recheck = (field: 'email' | 'phone') => (
    <PlainButton size="small" className="signup__recheck" onClick={() => props.onRecheck(field)}>
      {say('signup.check.again')}
    </PlainButton>
  );

  const emailNotice =
    props.emailCheck === 'taken' ? (
      <div className="signup__taken" role="status">
        <p>{say('signup.email.taken')}</p>
        <p className="signup__taken-links">
          <Link to={paths.signIn.getHref()}>{say('signup.email.signIn')}</Link>
          <Link to={paths.forgotPassword.getHref()}>{say('signup.email.recover')}</Link>
        </p>
      </div>
    ) : props.emailCheck === 'failed' ? (
      <div className="signup__check-failed" role="status">
        <p>{say('signup.check.failed')}</p>
        {recheck('email')}
      </div>
    ) : null;

  const phoneNotice =
    props.phoneCheck === 'taken' ? (
      <p className="field__error" role="status">
        {say('signup.phone.taken')}
      </p>
    ) : props.phoneCheck === 'failed' ? (
      <div className="signup__check-failed" role="status">
        <p>{say('signup.check.failed')}</p>
        {recheck('phone')}
      </div>
    ) : null;

  const password = secrets.password;
  return (
    <>
      <div className="signup__pair">
        {text('fname', 'signup.fname', 'given-name')}
        {text('lname', 'signup.lname', 'family-name')}
      </div>
      <Field
        id="signup-email"
        label={say('signup.email')}
        problem={problemOf('email')}
        extra={emailNotice}
      >
        {(control) => (
          <TextInput
            {...control}
            className="field__input"
            type="email"
            autoComplete="email"
            value={draft.email}
            readOnly={props.emailFixed}
            onChange={(event) => onChange({ email: event.target.value })}
            onBlur={() => onBlur('email')}
          />
        )}
      </Field>
      <Field
        id="signup-phone"
        label={say('signup.phone')}
        hint={say('signup.phone.hint')}
        problem={problemOf('phone')}
        extra={phoneNotice}
      >
        {(control) => (
          <TextInput
            {...control}
            className="field__input"
            type="tel"
            autoComplete="tel-national"
            value={draft.phone}
            onChange={(event) => onChange({ phone: event.target.value })}
            onBlur={() => {
              const formatted = formatUsPhone(draft.phone);
              if (formatted && formatted !== draft.phone) onChange({ phone: formatted });
              onBlur('phone');
            }}
          />
        )}
      </Field>
      <Field id="signup-password" label={say('signup.password')} problem={problemOf('password')}>
        {(control) => (
          <TextInput
            {...control}
            aria-describedby={[control['aria-describedby'], 'signup-password-rules']
              .filter(Boolean)
              .join(' ')}
            className="field__input"
            type="password"
            autoComplete="new-password"
            value={password}
            onFocus={strength.wake}
            onChange={(event) => onSecret({ password: event.target.value })}
            onBlur={() => onBlur('password')}
          />
        )}
      </Field>
      <div className="signup__rules" id="signup-password-rules">
        <p>{say('signup.rules')}</p>
        <ul>
          {PASSWORD_RULES.map((rule) => {
            const met = password !== '' && meetsPasswordRule(rule, password, draft.email);
            return (
              <li key={rule} className={met ? 'signup__rule signup__rule--met' : 'signup__rule'}>
                <span aria-hidden="true">{met ? '✓' : '•'}</span> {say(`signup.rule.${rule}`)}
                <span className="signup__visually-hidden">
                  {' '}
                  ({say(met ? 'signup.rule.met' : 'signup.rule.unmet')})
                </span>
              </li>
            );
          })}
        </ul>
        {password ? (
          <div className="signup__strength" aria-live="polite">
            <meter
              className={`signup__meter signup__meter--${strength.score ?? 'none'}`}
              min={0}
              max={4}
              value={strength.score ?? 0}
              aria-hidden="true"
            />
            <span>
              {strength.score === null
                ? say('signup.strength.loading')
                : say('signup.strength', { level: say(`signup.strength.${strength.score}`) })}
            </span>
          </div>
        ) : null}
      </div>
      <Field id="signup-confirm" label={say('signup.confirm')} problem={problemOf('confirm')}>
        {(control) => (
          <TextInput
            {...control}
            className="field__input"
            type="password"
            autoComplete="new-password"
            value={secrets.confirm}
            onChange={(event) => onSecret({ confirm: event.target.value })}
            onBlur={() => onBlur('confirm')}
          />
        )}
      </Field>
    </>
  );
}
