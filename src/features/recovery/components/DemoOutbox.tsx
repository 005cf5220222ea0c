import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useUserMessage } from '../../../components/useUserMessage';
import { displayUsPhone } from '../../../lib/phone';
import { callFailureMessage } from '../../../state/callState';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import type { OutboxMessage } from '../api';
import { demoOutboxCall, selectDemoOutbox } from '../slice';
import { FailureNotice } from './FailureNotice';

/** Only a path of this app is followed: a message's link never leads elsewhere. */
const inAppPath = (link: string) => (/^\/(?!\/)/.test(link) ? link : null);

/**
 * The demo only (the page renders it only when getConfig().mode is 'demo'): what the demo's
 * backend "sent" to the address just used, so a visitor can open the reset link without a
 * mailbox. Clearly labelled as the demo's outbox; a real server sends real messages.
 */
export function DemoOutbox({ kind, to }: { kind: OutboxMessage['kind']; to: string }) {
  const intl = useIntl();
  const word = useUserMessage();
  const dispatch = useAppDispatch();
  const outbox = useAppSelector(selectDemoOutbox);
  const messages = (outbox.data ?? []).filter((message) => message.kind === kind);

  let content;
  if (outbox.error)
    content = (
      <FailureNotice
        message={word(callFailureMessage(demoOutboxCall, outbox.error))}
        onRetry={() => dispatch(demoOutboxCall.request({ to }))}
        busy={outbox.loading}
      />
    );
  else if (outbox.loading || outbox.data === null)
    content = (
      <p className="recovery__loading" role="status">
        <span className="page-loader__spinner" aria-hidden="true" />
        {intl.formatMessage({ id: 'app.loading' })}
      </p>
    );
  else if (messages.length === 0)
    content = (
      <p className="recovery-outbox__empty">
        {intl.formatMessage({ id: 'recovery.outbox.empty' })}
      </p>
    );
  else
    content = (
      <ul className="recovery-outbox__list">
        {messages.map((message) => {
          const link = inAppPath(message.link);
          return (
            <li key={message.id} className="recovery-outbox__message">
              <p className="recovery-outbox__to">
                {intl.formatMessage(
                  {
                    id: message.channel === 'sms' ? 'recovery.outbox.sms' : 'recovery.outbox.email',
                  },
                  { to: message.channel === 'sms' ? displayUsPhone(message.to) : message.to },
                )}
              </p>
              {message.channel === 'email' ? (
                <p className="recovery-outbox__subject">{message.subject}</p>
              ) : null}
              <p className="recovery-outbox__body">{message.body}</p>
              {link ? (
                <Link className="recovery-outbox__link" to={link}>
                  {intl.formatMessage({
                    id:
                      kind === 'password_reset'
                        ? 'recovery.outbox.openReset'
                        : 'recovery.outbox.openSignIn',
                  })}
                </Link>
              ) : null}
            </li>
          );
        })}
      </ul>
    );

  return (
    <section className="recovery-outbox" aria-labelledby="recovery-outbox-title">
      <h2 id="recovery-outbox-title" className="recovery-outbox__title">
        {intl.formatMessage({ id: 'recovery.outbox.title' })}
      </h2>
      <p className="recovery-outbox__note">{intl.formatMessage({ id: 'recovery.outbox.note' })}</p>
      {content}
    </section>
  );
}
