import '../register';
import './recovery.css';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { BusyButton, Choice } from '../../../components/controls';
import type { PageProps } from '../../../components/pageProps';
import { useUserMessage } from '../../../components/useUserMessage';
import { getConfig } from '../../../config/env';
import { paths } from '../../../config/paths';
import type { MessageId } from '../../../i18n/messageIds';
import { formatUsPhone, normalizeUsPhone } from '../../../lib/phone';
import { callFailureMessage } from '../../../state/callState';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import type { ForgotUsernameRequest } from '../api';
import { DemoOutbox } from '../components/DemoOutbox';
import { FailureNotice } from '../components/FailureNotice';
import { RecoveryFrame } from '../components/RecoveryFrame';
import { SentNotice } from '../components/SentNotice';
import { TextField } from '../components/TextField';
import {
  forgotUsernameCall,
  recoveryLeft,
  selectForgotUsername,
  selectResendAt,
  selectSentTo,
  sendAgainElsewhere,
} from '../slice';
import { emailProblem, phoneProblem } from '../validation';

type Channel = 'email' | 'phone';

/** What is sent: the address as typed (trimmed), or the number's 10 digits. */
function requestOf(channel: Channel, value: string): ForgotUsernameRequest {
  return channel === 'email'
    ? { email: value.trim() }
    : { phone_number: normalizeUsPhone(value) ?? value.trim() };
}

/**
 * /forgotusername: the username (the sign-in email) by email or by text (forget-username, ours).
 * Answered alike whether or not an account matches, as /forgotpassword is.
 */
export default function ForgotUsernamePage({ titleId }: PageProps) {
  const intl = useIntl();
  const word = useUserMessage();
  const dispatch = useAppDispatch();
  const send = useAppSelector(selectForgotUsername);
  const sentTo = useAppSelector(selectSentTo).username;
  const resendAt = useAppSelector(selectResendAt).username;
  const [channel, setChannel] = useState<Channel>('email');
  const [values, setValues] = useState<Record<Channel, string>>({ email: '', phone: '' });
  const [problem, setProblem] = useState<MessageId | null>(null);
  // The channel of the request the server accepted (the choice may change before "Resend").
  const [sentBy, setSentBy] = useState<Channel>('email');
  const input = useRef<HTMLInputElement>(null);

  useEffect(
    () => () => {
      dispatch(recoveryLeft());
    },
    [dispatch],
  );

  const check = (value: string) =>
    channel === 'email' ? emailProblem(value) : phoneProblem(value);
  const request = (by: Channel, value: string) => {
    setSentBy(by);
    dispatch(forgotUsernameCall.request(requestOf(by, value)));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = check(values[channel]);
    setProblem(found);
    if (found) input.current?.focus();
    else request(channel, values[channel]);
  };

  const failure = send.error ? (
    <FailureNotice
      message={word(callFailureMessage(forgotUsernameCall, send.error))}
      onRetry={() => request(sentTo !== null ? sentBy : channel, sentTo ?? values[channel])}
      busy={send.loading}
    />
  ) : null;

  const links = (
    <>
      <Link to={paths.signIn.getHref()}>{intl.formatMessage({ id: 'recovery.links.signIn' })}</Link>
      <Link to={paths.forgotPassword.getHref()}>
        {intl.formatMessage({ id: 'recovery.links.forgotPassword' })}
      </Link>
    </>
  );

  if (sentTo !== null) {
    const byPhone = sentBy === 'phone';
    return (
      <RecoveryFrame titleId={titleId} links={links}>
        <SentNotice
          message={intl.formatMessage(
            { id: byPhone ? 'recovery.sent.usernamePhone' : 'recovery.sent.usernameEmail' },
            {
              address: (
                <strong key="address" className="recovery__address">
                  {byPhone ? (formatUsPhone(sentTo) ?? sentTo) : sentTo}
                </strong>
              ),
            },
          )}
          resendAt={resendAt}
          busy={send.loading}
          onResend={() => request(sentBy, sentTo)}
          onElsewhere={() => dispatch(sendAgainElsewhere('username'))}
          elsewhereLabel={intl.formatMessage({
            id: byPhone ? 'recovery.useAnotherPhone' : 'recovery.useAnother',
          })}
        />
        {failure}
        {getConfig().mode === 'demo' ? <DemoOutbox kind="username_reminder" to={sentTo} /> : null}
      </RecoveryFrame>
    );
  }

  const choose = (next: Channel) => {
    setChannel(next);
    setProblem(null);
  };

  return (
    <RecoveryFrame titleId={titleId} links={links}>
      <p className="signin__subtitle">
        {intl.formatMessage({ id: 'recovery.forgotUsername.intro' })}
      </p>
      {failure}
      <form className="signin__form" noValidate onSubmit={submit}>
        <fieldset className="recovery__channels">
          <legend className="field__label">{intl.formatMessage({ id: 'recovery.by' })}</legend>
          {(['email', 'phone'] as const).map((option) => (
            <label key={option} className="recovery__channel">
              <Choice
                type="radio"
                name="channel"
                value={option}
                checked={channel === option}
                onChange={() => choose(option)}
              />
              {intl.formatMessage({
                id: option === 'email' ? 'recovery.by.email' : 'recovery.by.phone',
              })}
            </label>
          ))}
        </fieldset>
        <TextField
          // A new field for each channel: its own label, type and what the browser offers to fill.
          key={channel}
          ref={input}
          id={`recovery-${channel}`}
          name={channel}
          type={channel === 'email' ? 'email' : 'tel'}
          autoComplete={channel === 'email' ? 'email' : 'tel-national'}
          inputMode={channel === 'email' ? 'email' : 'tel'}
          label={intl.formatMessage({
            id: channel === 'email' ? 'recovery.email' : 'recovery.phone',
          })}
          hint={channel === 'phone' ? intl.formatMessage({ id: 'recovery.phone.hint' }) : undefined}
          problem={problem ? intl.formatMessage({ id: problem }) : null}
          value={values[channel]}
          readOnly={send.loading}
          onChange={(event) => {
            const value = event.target.value;
            setValues((current) => ({ ...current, [channel]: value }));
            if (problem) setProblem(check(value));
          }}
          onBlur={(event) => {
            const value = event.target.value;
            const found = check(value);
            setProblem(found);
            // A valid number is shown as the spec's formatter writes it: (xxx) xxx-xxxx.
            if (channel === 'phone' && !found)
              setValues((current) => ({ ...current, phone: formatUsPhone(value) ?? value }));
          }}
        />
        <BusyButton type="submit" busy={send.loading}>
          {intl.formatMessage({ id: 'recovery.sendUsername' })}
        </BusyButton>
      </form>
    </RecoveryFrame>
  );
}
