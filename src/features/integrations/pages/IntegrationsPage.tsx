import '../register';
import '../components/integrations.css';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import type { PageProps } from '../../../components/pageProps';
import { RetryAlert } from '../../../components/RetryAlert';
import { useUserMessage } from '../../../components/useUserMessage';
import { callFailureMessage } from '../../../state/callState';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import NotificationSettingsSection from '../components/NotificationSettingsSection';
import { WebhookSection } from '../components/WebhookSection';
import { ZapierSection } from '../components/ZapierSection';
import {
  integrationsPageLeft,
  notificationSettingsCall,
  selectNotificationSettings,
  selectWebhook,
  webhookCall,
} from '../slice';

/**
 * /dashboard/integration (Marketplace, issue 29): the webhook order events are sent to, with a
 * test event; Zapier in the shell's frame; and which notifications the user gets.
 */
export default function IntegrationsPage({ titleId }: PageProps) {
  const intl = useIntl();
  const word = useUserMessage();
  const dispatch = useAppDispatch();
  const webhook = useAppSelector(selectWebhook);
  const settings = useAppSelector(selectNotificationSettings);

  useEffect(() => {
    dispatch(webhookCall.request({}));
    return () => {
      dispatch(integrationsPageLeft());
    };
  }, [dispatch]);
  // One Retry brings the whole page back: the settings are read again too when they failed.
  const retry = () => {
    dispatch(webhookCall.request({}));
    if (settings.error) dispatch(notificationSettingsCall.request({}));
  };

  return (
    <section className="panel" aria-labelledby="integrations-title">
      <h1 id="integrations-title">{intl.formatMessage({ id: titleId })}</h1>
      <p>{intl.formatMessage({ id: 'integrations.intro' })}</p>
      <div className="integrations-page">
        {webhook.error ? (
          <RetryAlert
            message={word(callFailureMessage(webhookCall, webhook.error))}
            onRetry={retry}
          />
        ) : null}
        {webhook.data ? (
          <WebhookSection state={webhook.data} />
        ) : webhook.error ? null : (
          <p role="status">{intl.formatMessage({ id: 'integrations.loading' })}</p>
        )}
        <ZapierSection />
        <NotificationSettingsSection />
      </div>
    </section>
  );
}
