import '../register';
import './account.css';
import { Alert, Button, Modal, Space, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { MessageAlert } from '../../../components/MessageAlert';
import type { PageProps } from '../../../components/pageProps';
import { RetryAlert } from '../../../components/RetryAlert';
import { useUserMessage } from '../../../components/useUserMessage';
import { formatDateTime } from '../../../lib/dateTime';
import { newIdempotencyKey } from '../../../lib/idempotencyKey';
import { callFailureMessage } from '../../../state/callState';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { useClipboardCopy } from '../components/useClipboardCopy';
import {
  apiKeyCall,
  apiKeyHidden,
  regenerateApiKeyCall,
  revealApiKeyCall,
  selectApiKey,
  selectRegenerateApiKey,
  selectRevealApiKey,
} from '../slice';

/**
 * /dashboard/apikey (Marketplace): the user's API key, masked until Reveal; Copy puts the whole key
 * on the clipboard (reading it first if need be); Regenerate, after a confirmation that old
 * integrations stop working, makes a new key and shows it in full until the page is left. The
 * whole key leaves the store when it is hidden or the page is left.
 */
export default function ApiKeyPage({ titleId }: PageProps) {
  const intl = useIntl();
  const word = useUserMessage();
  const dispatch = useAppDispatch();
  const summary = useAppSelector(selectApiKey);
  const reveal = useAppSelector(selectRevealApiKey);
  const regenerate = useAppSelector(selectRegenerateApiKey);
  const [shown, setShown] = useState(false);
  const [confirming, setConfirming] = useState(false);
  // Copy pressed before the key was read: it is copied once the read answers (a ref: no render).
  const copyWhenRead = useRef(false);
  const { outcome, copy } = useClipboardCopy();
  // One regeneration per intent: the key survives a lost answer, a success ends it.
  const intent = useRef<string | null>(null);

  const load = () => dispatch(apiKeyCall.request({}));
  useEffect(() => {
    dispatch(apiKeyCall.request({}));
    return () => {
      dispatch(apiKeyHidden());
    };
  }, [dispatch]);

  const newKey = regenerate.data?.api_key ?? null;
  const fullKey = newKey ?? reveal.data?.api_key ?? null;
  useEffect(() => {
    if (newKey) intent.current = null;
  }, [newKey]);
  useEffect(() => {
    if (copyWhenRead.current && fullKey) {
      copyWhenRead.current = false;
      copy(fullKey);
    }
    if (reveal.error) copyWhenRead.current = false;
  }, [copy, fullKey, reveal.error]);

  const masked = summary.data?.masked_key ?? '';
  const hasKey = masked !== '' || newKey !== null;
  const visible = newKey !== null || (shown && fullKey !== null);

  const toggle = () => {
    if (visible) {
      setShown(false);
      dispatch(apiKeyHidden());
      return;
    }
    setShown(true);
    if (!fullKey) dispatch(revealApiKeyCall.request({}));
  };
  const copyKey = () => {
    if (fullKey) copy(fullKey);
    else {
      copyWhenRead.current = true;
      dispatch(revealApiKeyCall.request({}));
    }
  };
  const confirmRegenerate = () => {
    setConfirming(false);
    intent.current ??= newIdempotencyKey();
    dispatch(regenerateApiKeyCall.request({ idempotency_key: intent.current }));
  };

  const createdAt = regenerate.data?.created_at ?? summary.data?.created_at ?? '';
  return (
    <section className="panel account-page" aria-labelledby="apikey-title">
      <h1 id="apikey-title">{intl.formatMessage({ id: titleId })}</h1>
      <p>{intl.formatMessage({ id: 'account.apiKey.intro' })}</p>
      {summary.error ? (
        <RetryAlert message={word(callFailureMessage(apiKeyCall, summary.error))} onRetry={load} />
      ) : null}
      {summary.loading && !summary.data ? <Spin /> : null}
      {newKey ? (
        <Alert
          type="success"
          showIcon
          title={intl.formatMessage({ id: 'account.apiKey.newKeyTitle' })}
          description={intl.formatMessage({ id: 'account.apiKey.newKeyBody' })}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <MessageAlert
        message={reveal.error ? callFailureMessage(revealApiKeyCall, reveal.error) : null}
      />
      <MessageAlert
        message={
          regenerate.error ? callFailureMessage(regenerateApiKeyCall, regenerate.error) : null
        }
      />
      {summary.data || newKey ? (
        <div className="panel-section panel-section__body">
          <span className="account-readonly__label" id="apikey-label">
            {intl.formatMessage({ id: 'account.apiKey.label' })}
          </span>
          {hasKey ? (
            <div className="account-key">
              <code
                className="account-key__value"
                aria-labelledby="apikey-label"
                data-testid="api-key"
              >
                {visible && fullKey ? fullKey : masked}
              </code>
              <Space wrap>
                <Button onClick={toggle} loading={reveal.loading && shown}>
                  {intl.formatMessage({
                    id: visible ? 'account.apiKey.hide' : 'account.apiKey.reveal',
                  })}
                </Button>
                <Button onClick={copyKey} loading={reveal.loading && !shown}>
                  {intl.formatMessage({ id: 'account.apiKey.copy' })}
                </Button>
                <Button danger onClick={() => setConfirming(true)} loading={regenerate.loading}>
                  {intl.formatMessage({ id: 'account.apiKey.regenerate' })}
                </Button>
              </Space>
            </div>
          ) : (
            <div className="account-key">
              <span className="account-key__value">
                {intl.formatMessage({ id: 'account.apiKey.none' })}
              </span>
              <Button type="primary" onClick={confirmRegenerate} loading={regenerate.loading}>
                {intl.formatMessage({ id: 'account.apiKey.generate' })}
              </Button>
            </div>
          )}
          <p className="account-hint" role="status">
            {outcome === 'copied'
              ? intl.formatMessage({ id: 'account.apiKey.copied' })
              : outcome === 'failed'
                ? intl.formatMessage({ id: 'account.apiKey.copyFailed' })
                : createdAt
                  ? intl.formatMessage(
                      { id: 'account.apiKey.created' },
                      { date: formatDateTime(createdAt) },
                    )
                  : null}
          </p>
        </div>
      ) : null}
      <Modal
        open={confirming}
        title={intl.formatMessage({ id: 'account.apiKey.confirmTitle' })}
        okText={intl.formatMessage({ id: 'account.apiKey.confirmOk' })}
        okButtonProps={{ danger: true }}
        cancelText={intl.formatMessage({ id: 'account.apiKey.confirmCancel' })}
        onOk={confirmRegenerate}
        onCancel={() => setConfirming(false)}
      >
        <p>{intl.formatMessage({ id: 'account.apiKey.confirmBody' })}</p>
      </Modal>
    </section>
  );
}
