import '../register';
import './recovery.css';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { BusyButton } from '../../../components/controls';
import type { PageProps } from '../../../components/pageProps';
import { useUserMessage } from '../../../components/useUserMessage';
import { paths } from '../../../config/paths';
import type { MessageId } from '../../../i18n/messageIds';
import { callFailureMessage } from '../../../state/callState';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { unmetPasswordRules } from '../../../lib/passwordRules';
import { isFinalAnswer } from '../../../api';
import { linkRefusal } from '../api';
import { FailureNotice } from '../components/FailureNotice';
import { PasswordRules } from '../components/PasswordRules';
import { RecoveryFrame } from '../components/RecoveryFrame';
import { TextField } from '../components/TextField';
import {
  recoveryLeft,
  resetLinkStatusCall,
  resetPasswordCall,
  selectResetLinkStatus,
  selectResetPassword,
} from '../slice';

type Field = 'password' | 'confirm';

function problemsOf(values: Record<Field, string>, email: string): Record<Field, MessageId | null> {
  return {
    password:
      values.password === ''
        ? 'recovery.reset.password.required'
        : unmetPasswordRules(values.password, email).length > 0
          ? 'recovery.reset.password.weak'
          : null,
    confirm:
      values.confirm === ''
        ? 'recovery.reset.confirm.required'
        : values.confirm !== values.password
          ? 'recovery.reset.confirm.mismatch'
          : null,
  };
}

/**
 * /reset-password/{token}: the link of the reset email. The link is checked as the page opens
 * (reset-password-status, ours), so an expired, used or unknown link says so before anything is
 * typed, and offers a new one; then reset-password {api_token: the link's token, password} with
 * the sign-up's password rules. The link works once. Success leads to sign-in with the new
 * password (the server also ends the account's sessions).
 */
export default function ResetPasswordPage({ titleId }: PageProps) {
  const intl = useIntl();
  const word = useUserMessage();
  const dispatch = useAppDispatch();
  const { token = '' } = useParams();
  const status = useAppSelector(selectResetLinkStatus);
  const reset = useAppSelector(selectResetPassword);
  const [values, setValues] = useState<Record<Field, string>>({ password: '', confirm: '' });
  const [problems, setProblems] = useState<Record<Field, MessageId | null>>({
    password: null,
    confirm: null,
  });
  const inputs = {
    password: useRef<HTMLInputElement>(null),
    confirm: useRef<HTMLInputElement>(null),
  };
  const done = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    dispatch(resetLinkStatusCall.request({ api_token: token }));
    return () => {
      dispatch(recoveryLeft());
    };
  }, [dispatch, token]);

  const changed = reset.data !== null;
  useEffect(() => {
    if (changed) done.current?.focus();
  }, [changed]);

  const links = (
    <>
      <Link to={paths.signIn.getHref()}>{intl.formatMessage({ id: 'recovery.links.signIn' })}</Link>
      <Link to={paths.forgotPassword.getHref()}>
        {intl.formatMessage({ id: 'recovery.links.forgotPassword' })}
      </Link>
    </>
  );
  const frame = (content: ReactNode) => (
    <RecoveryFrame titleId={titleId} links={links}>
      {content}
    </RecoveryFrame>
  );

  if (reset.data)
    return frame(
      <div className="recovery__done">
        <p ref={done} tabIndex={-1} className="notice recovery__done-message" role="status">
          {intl.formatMessage({ id: 'recovery.reset.done' })}
        </p>
        <Link
          className="control-button control-button--primary button-primary recovery__cta"
          to={paths.signIn.getHref()}
        >
          {intl.formatMessage({ id: 'recovery.reset.signIn' })}
        </Link>
      </div>,
    );

  // The link itself was refused, as the page opened or when the new password was sent.
  const refusedError =
    (status.error && linkRefusal(status.error) ? status.error : null) ??
    (reset.error && linkRefusal(reset.error) ? reset.error : null);
  if (refusedError)
    return frame(
      <div className="recovery__refused">
        <p className="notice notice--error" role="alert">
          {word(
            callFailureMessage(
              status.error === refusedError ? resetLinkStatusCall : resetPasswordCall,
              refusedError,
            ),
          )}
        </p>
        <Link
          className="control-button control-button--primary button-primary recovery__cta"
          to={paths.forgotPassword.getHref()}
        >
          {intl.formatMessage({ id: 'recovery.reset.newLink' })}
        </Link>
      </div>,
    );

  if (status.error)
    return frame(
      <FailureNotice
        message={word(callFailureMessage(resetLinkStatusCall, status.error))}
        onRetry={() => dispatch(resetLinkStatusCall.request({ api_token: token }))}
        busy={status.loading}
      />,
    );

  if (!status.data)
    return frame(
      <p className="recovery__loading" role="status">
        <span className="page-loader__spinner" aria-hidden="true" />
        {intl.formatMessage({ id: 'recovery.reset.checking' })}
      </p>,
    );

  const email = status.data.email;
  const send = () =>
    dispatch(resetPasswordCall.request({ api_token: token, password: values.password }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = problemsOf(values, email);
    setProblems(found);
    if (found.password) inputs.password.current?.focus();
    else if (found.confirm) inputs.confirm.current?.focus();
    else send();
  };
  const field = (name: Field, labelId: MessageId) => (
    <TextField
      ref={inputs[name]}
      id={`recovery-${name}`}
      name={name === 'password' ? 'new-password' : 'confirm-password'}
      type="password"
      autoComplete="new-password"
      label={intl.formatMessage({ id: labelId })}
      problem={problems[name] ? intl.formatMessage({ id: problems[name] }) : null}
      value={values[name]}
      readOnly={reset.loading}
      describedBy={name === 'password' ? 'recovery-rules' : undefined}
      onChange={(event) => {
        const next = { ...values, [name]: event.target.value };
        setValues(next);
        // A shown problem follows the typing; a new one waits for the field to be left.
        const found = problemsOf(next, email);
        setProblems((current) => ({
          password: current.password ? found.password : null,
          confirm: current.confirm ? found.confirm : null,
        }));
      }}
      onBlur={() => {
        const found = problemsOf(values, email);
        if (values[name] !== '') setProblems((current) => ({ ...current, [name]: found[name] }));
      }}
    />
  );

  return frame(
    <>
      <p className="signin__subtitle recovery__for">
        {intl.formatMessage(
          { id: 'recovery.reset.for' },
          {
            email: (
              <strong key="email" className="recovery__email">
                {email}
              </strong>
            ),
          },
        )}
      </p>
      {reset.error ? (
        <FailureNotice
          message={word(callFailureMessage(resetPasswordCall, reset.error))}
          // A refusal (the password's rules) is answered by a new password, not by trying again.
          onRetry={isFinalAnswer(reset.error) ? undefined : send}
          busy={reset.loading}
        />
      ) : null}
      <form className="signin__form" noValidate onSubmit={submit}>
        {field('password', 'recovery.reset.password')}
        <PasswordRules id="recovery-rules" password={values.password} email={email} />
        {field('confirm', 'recovery.reset.confirm')}
        <BusyButton type="submit" busy={reset.loading}>
          {intl.formatMessage({ id: 'recovery.reset.submit' })}
        </BusyButton>
      </form>
    </>,
  );
}
