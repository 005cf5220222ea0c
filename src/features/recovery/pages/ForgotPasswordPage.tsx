import '../register';
import './recovery.css';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { BusyButton } from '../../../components/controls';
import type { PageProps } from '../../../components/pageProps';
import { useUserMessage } from '../../../components/useUserMessage';
import { getConfig } from '../../../config/env';
import { paths } from '../../../config/paths';
import type { MessageId } from '../../../i18n/messageIds';
import { callFailureMessage } from '../../../state/callState';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { DemoOutbox } from '../components/DemoOutbox';
import { FailureNotice } from '../components/FailureNotice';
import { RecoveryFrame } from '../components/RecoveryFrame';
import { SentNotice } from '../components/SentNotice';
import { TextField } from '../components/TextField';
import {
  forgotPasswordCall,
  recoveryLeft,
  selectForgotPassword,
  selectResendAt,
  selectSentTo,
  sendAgainElsewhere,
} from '../slice';
import { emailProblem } from '../validation';

/**
 * /forgotpassword: asks forget-password for a reset link. The answer is the same whether or not
 * an account uses the address (the server answers alike; the page words it alike), so the page
 * tells nobody who has an account. "Resend" comes back after the server's 60 s.
 */
export default function ForgotPasswordPage({ titleId }: PageProps) {
  const intl = useIntl();
  const word = useUserMessage();
  const dispatch = useAppDispatch();
  const send = useAppSelector(selectForgotPassword);
  const sentTo = useAppSelector(selectSentTo).password;
  const resendAt = useAppSelector(selectResendAt).password;
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<MessageId | null>(null);
  const input = useRef<HTMLInputElement>(null);

  useEffect(
    () => () => {
      dispatch(recoveryLeft());
    },
    [dispatch],
  );

  const request = (address: string) => dispatch(forgotPasswordCall.request({ email: address }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = emailProblem(email);
    setProblem(found);
    if (found) input.current?.focus();
    else request(email.trim());
  };

  const failure = send.error ? (
    <FailureNotice
      message={word(callFailureMessage(forgotPasswordCall, send.error))}
      onRetry={() => request(sentTo ?? email.trim())}
      busy={send.loading}
    />
  ) : null;

  const links = (
    <>
      <Link to={paths.signIn.getHref()}>{intl.formatMessage({ id: 'recovery.links.signIn' })}</Link>
      <Link to={paths.forgotUsername.getHref()}>
        {intl.formatMessage({ id: 'recovery.links.forgotUsername' })}
      </Link>
    </>
  );

  if (sentTo !== null)
    return (
      <RecoveryFrame titleId={titleId} links={links}>
        <SentNotice
          message={intl.formatMessage(
            { id: 'recovery.sent.password' },
            {
              address: (
                <strong key="address" className="recovery__address">
                  {sentTo}
                </strong>
              ),
            },
          )}
          resendAt={resendAt}
          busy={send.loading}
          onResend={() => request(sentTo)}
          onElsewhere={() => dispatch(sendAgainElsewhere('password'))}
          elsewhereLabel={intl.formatMessage({ id: 'recovery.useAnother' })}
        />
        {failure}
        {getConfig().mode === 'demo' ? <DemoOutbox kind="password_reset" to={sentTo} /> : null}
      </RecoveryFrame>
    );

  return (
    <RecoveryFrame titleId={titleId} links={links}>
      <p className="signin__subtitle">
        {intl.formatMessage({ id: 'recovery.forgotPassword.intro' })}
      </p>
      {failure}
      <form className="signin__form" noValidate onSubmit={submit}>
        <TextField
          ref={input}
          id="recovery-email"
          name="email"
          type="email"
          autoComplete="username"
          label={intl.formatMessage({ id: 'recovery.email' })}
          problem={problem ? intl.formatMessage({ id: problem }) : null}
          value={email}
          readOnly={send.loading}
          onChange={(event) => {
            setEmail(event.target.value);
            if (problem) setProblem(emailProblem(event.target.value));
          }}
          onBlur={(event) => setProblem(emailProblem(event.target.value))}
        />
        <BusyButton type="submit" busy={send.loading}>
          {intl.formatMessage({ id: 'recovery.sendLink' })}
        </BusyButton>
      </form>
    </RecoveryFrame>
  );
}
