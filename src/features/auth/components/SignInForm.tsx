import { type FormEvent, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { BusyButton, TextInput } from '../../../components/controls';
import type { MessageId } from '../../../i18n/messageIds';
import { emailProblem, passwordProblem } from '../signInValidation';

export interface SignInFormHandle {
  fill: (email: string, password: string) => void;
}

interface SignInFormProps {
  busy: boolean;
  onSubmit: (values: { email: string; password: string }) => void;
  ref?: Ref<SignInFormHandle>;
}

type Field = 'email' | 'password';

/**
 * The sign-in form, in the app's light controls so the first page loads without antd. Fields are
 * checked on blur and on submit; errors are tied to their inputs for screen readers.
 */
export function SignInForm({ busy, onSubmit, ref }: SignInFormProps) {
  const intl = useIntl();
  const [values, setValues] = useState({ email: '', password: '' });
  const [problems, setProblems] = useState<Record<Field, MessageId | null>>({
    email: null,
    password: null,
  });
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);

  useImperativeHandle(ref, () => ({
    fill: (email, password) => {
      setValues({ email, password });
      setProblems({ email: null, password: null });
    },
  }));

  const check = (field: Field, value: string) =>
    field === 'email' ? emailProblem(value) : passwordProblem(value);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      email: check('email', values.email),
      password: check('password', values.password),
    };
    setProblems(found);
    if (found.email) emailInput.current?.focus();
    else if (found.password) passwordInput.current?.focus();
    else onSubmit(values);
  };

  const field = (
    name: Field,
    type: string,
    autoComplete: string,
    labelId: MessageId,
    input: typeof emailInput,
  ) => {
    const problem = problems[name];
    const errorId = `signin-${name}-error`;
    return (
      <div className={problem ? 'field field--invalid' : 'field'}>
        <label className="field__label" htmlFor={`signin-${name}`}>
          <FormattedMessage id={labelId} />
        </label>
        <TextInput
          ref={input}
          id={`signin-${name}`}
          name={name}
          className="field__input"
          type={type}
          autoComplete={autoComplete}
          value={values[name]}
          disabled={busy}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? errorId : undefined}
          onChange={(event) => {
            const value = event.target.value;
            setValues((current) => ({ ...current, [name]: value }));
            if (problem) setProblems((current) => ({ ...current, [name]: check(name, value) }));
          }}
          onBlur={(event) => {
            const value = event.target.value;
            setProblems((current) => ({ ...current, [name]: check(name, value) }));
          }}
        />
        {problem ? (
          <p className="field__error" id={errorId}>
            {intl.formatMessage({ id: problem })}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <form className="signin__form" noValidate onSubmit={submit}>
      {field('email', 'email', 'username', 'auth.email', emailInput)}
      {field('password', 'password', 'current-password', 'auth.password', passwordInput)}
      <BusyButton type="submit" busy={busy}>
        <FormattedMessage id="auth.submit" />
      </BusyButton>
    </form>
  );
}
