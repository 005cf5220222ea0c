import { type ReactNode, useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { BusyButton, PlainButton } from '../../../components/controls';
import { useSecondsLeft } from './useSecondsLeft';

/**
 * What a "forgot" page says once the server has accepted the request: the same words whether or
 * not an account matched (the server answers the same), then "Resend" once the server's wait is
 * over, counted down on the page, and a way back to the form.
 */
export function SentNotice({
  message,
  resendAt,
  busy,
  onResend,
  onElsewhere,
  elsewhereLabel,
}: {
  message: ReactNode;
  resendAt: number | null;
  busy: boolean;
  onResend: () => void;
  onElsewhere: () => void;
  elsewhereLabel: string;
}) {
  const intl = useIntl();
  const seconds = useSecondsLeft(resendAt);
  const title = useRef<HTMLHeadingElement>(null);
  // The form the user sent from has gone: its answer takes the focus, and is read out.
  useEffect(() => title.current?.focus(), []);
  return (
    <div className="recovery__sent">
      <h2 ref={title} tabIndex={-1} className="recovery__sent-title">
        {intl.formatMessage({ id: 'recovery.sent.title' })}
      </h2>
      <p className="recovery__sent-message">{message}</p>
      <p className="recovery__countdown">
        {seconds > 0
          ? intl.formatMessage({ id: 'recovery.resendIn' }, { seconds })
          : intl.formatMessage({ id: 'recovery.resendNow' })}
      </p>
      <div className="recovery__actions">
        <BusyButton onClick={onResend} busy={busy} disabled={seconds > 0}>
          {intl.formatMessage({ id: 'recovery.resend' })}
        </BusyButton>
        <PlainButton variant="link" className="recovery__elsewhere" onClick={onElsewhere}>
          {elsewhereLabel}
        </PlainButton>
      </div>
    </div>
  );
}
