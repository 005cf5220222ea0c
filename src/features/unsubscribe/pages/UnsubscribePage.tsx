import '../register';
import './unsubscribe.css';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { PlainButton } from '../../../components/controls';
import type { PageProps } from '../../../components/pageProps';
import { useUserMessage } from '../../../components/useUserMessage';
import { callFailureMessage } from '../../../state/callState';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import {
  type UnsubscribeAction,
  type UnsubscribeChannel,
  type UnsubscribeState,
  linkRefused,
  resubscribeClosed,
} from '../api';
import { LanguageChoice } from '../components/LanguageChoice';
import {
  emailUnsubscribeCall,
  selectEmail,
  selectResubscribeUntil,
  selectSms,
  smsUnsubscribeCall,
} from '../slice';

const CALLS = {
  sms: { call: smsUnsubscribeCall, select: selectSms },
  email: { call: emailUnsubscribeCall, select: selectEmail },
} as const;

/**
 * Runs `work` once the browser has painted the next frame; returns a way to call it off. The
 * link's state is read after the page's first paint: the read loads the HTTP client (axios) and
 * its answer redraws the page, and neither should hold back the heading a recipient sees first
 * on a slow phone (Lighthouse mobile counted the client's download into the first paint).
 */
function afterPaint(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(work, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/** What the state says, by what the last answer changed. */
function resultId(channel: UnsubscribeChannel, data: UnsubscribeState) {
  if (data.state === 'subscribed')
    return data.outcome === 'resubscribed'
      ? (`unsubscribe.${channel}.resubscribed` as const)
      : (`unsubscribe.${channel}.subscribed` as const);
  return data.outcome === 'unsubscribed'
    ? (`unsubscribe.${channel}.done` as const)
    : (`unsubscribe.${channel}.already` as const);
}

/**
 * /phone-unsubs/{token} and /email-unsubs/{token}: where a text's or an email's unsubscribe link
 * leads. Open to anyone, signed in or not, outside the dashboard shell and without antd (the
 * page most visited by people who are not users). It reads the link's state, unsubscribes in one
 * click, says "already unsubscribed" on a second visit, and offers to resubscribe for as long as
 * the server allows (10 minutes in the demo).
 */
function UnsubscribePage({ channel, titleId }: PageProps & { channel: UnsubscribeChannel }) {
  const intl = useIntl();
  const word = useUserMessage();
  const dispatch = useAppDispatch();
  const { token = '' } = useParams();
  const { call, select } = CALLS[channel];
  const { data, error, loading } = useAppSelector(select);
  const resubscribeUntil = useAppSelector(selectResubscribeUntil);
  // What this visit last asked of this link: Retry sends it again.
  const [sent, setSent] = useState<{ token: string; action: UnsubscribeAction } | null>(null);
  const lastAction = sent?.token === token ? sent.action : 'status';
  const result = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    const cancel = afterPaint(() => dispatch(call.request({ token, action: 'status' })));
    return () => {
      cancel();
      dispatch(call.clear());
    };
  }, [call, dispatch, token]);

  // The button pressed goes away with the answer: the answer takes the focus, and is read out.
  const outcome = data?.outcome;
  useEffect(() => {
    if (outcome && outcome !== 'unchanged') result.current?.focus();
  }, [outcome]);

  const send = (action: UnsubscribeAction) => {
    setSent({ token, action });
    dispatch(call.request({ token, action }));
  };
  const retry = () => dispatch(call.request({ token, action: lastAction }));

  const failure = error ? (
    <div className="notice notice--error unsubscribe__failure" role="alert">
      <p>{word(callFailureMessage(call, error))}</p>
      {linkRefused(error) || resubscribeClosed(error) ? null : (
        <PlainButton className="button-secondary" onClick={retry} disabled={loading}>
          {intl.formatMessage({ id: 'common.retry' })}
        </PlainButton>
      )}
    </div>
  ) : null;

  let body;
  if (data) {
    const sender = data.sender || intl.formatMessage({ id: 'unsubscribe.unknownSender' });
    const recipient =
      data.recipient ||
      intl.formatMessage({
        id: channel === 'sms' ? 'unsubscribe.sms.yourNumber' : 'unsubscribe.email.yourAddress',
      });
    body = (
      <>
        <p ref={result} tabIndex={-1} className="unsubscribe__result" aria-live="polite">
          {intl.formatMessage(
            { id: resultId(channel, data) },
            {
              sender: (
                <strong key="sender" className="unsubscribe__sender">
                  {sender}
                </strong>
              ),
              recipient: (
                <strong key="recipient" className="unsubscribe__recipient">
                  {recipient}
                </strong>
              ),
            },
          )}
        </p>
        {data.state === 'subscribed' ? (
          <PlainButton
            variant="primary"
            className="button-primary unsubscribe__action"
            onClick={() => send('unsubscribe')}
            disabled={loading}
            aria-busy={loading}
          >
            {intl.formatMessage({ id: 'unsubscribe.unsubscribe' })}
          </PlainButton>
        ) : null}
        {data.state === 'unsubscribed' && resubscribeUntil !== null ? (
          <div className="unsubscribe__undo">
            <p>
              {intl.formatMessage(
                { id: 'unsubscribe.undo' },
                { time: intl.formatTime(resubscribeUntil, { hour: 'numeric', minute: '2-digit' }) },
              )}
            </p>
            <PlainButton
              className="button-secondary unsubscribe__action"
              onClick={() => send('resubscribe')}
              disabled={loading}
              aria-busy={loading}
            >
              {intl.formatMessage({ id: 'unsubscribe.resubscribe' })}
            </PlainButton>
          </div>
        ) : null}
        {failure}
      </>
    );
  } else if (error) {
    body = failure;
  } else {
    body = (
      <p className="unsubscribe__loading" role="status">
        <span className="page-loader__spinner" aria-hidden="true" />
        {intl.formatMessage({ id: 'app.loading' })}
      </p>
    );
  }

  return (
    <main className="signin unsubscribe">
      <div className="signin__panel unsubscribe__panel">
        <p className="signin__brand">{intl.formatMessage({ id: 'app.name' })}</p>
        <h1 className="signin__title">{intl.formatMessage({ id: titleId })}</h1>
        {body}
        <LanguageChoice />
      </div>
    </main>
  );
}

/** /phone-unsubs/{token}: a text's unsubscribe link. */
export function PhoneUnsubscribePage(props: PageProps) {
  return <UnsubscribePage {...props} channel="sms" />;
}

/** /email-unsubs/{token}: an email's unsubscribe link. */
export function EmailUnsubscribePage(props: PageProps) {
  return <UnsubscribePage {...props} channel="email" />;
}
