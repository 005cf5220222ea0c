import { Button, Form } from 'antd';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { MessageAlert } from '../../../components/MessageAlert';
import { TextInput } from '../../../components/controls';
import { formatDateTime } from '../../../lib/dateTime';
import { WEBHOOK_URI_MAX_LENGTH, webhookUriProblem } from '../../../lib/webhookUri';
import { callFailureMessage } from '../../../state/callState';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import type { WebhookState } from '../api';
import {
  removeWebhookCall,
  saveWebhookCall,
  selectRemoveWebhook,
  selectSaveWebhook,
  selectSendTestEvent,
  sendTestEventCall,
} from '../slice';
import { PanelSection } from '../../../components/PanelSection';
import { TestEvents } from './TestEvents';

interface WebhookValues {
  webhook_uri: string;
}

/**
 * The webhook (issue 29): the URI order events are POSTed to, saved through
 * orders/webhook/create. The form refuses what the server would (src/lib/webhookUri.ts) with the
 * reason in the user's language, and shows the server's own words when it refuses all the same.
 * What the user typed stays in the field until a save succeeds: a failed save loses nothing, and
 * a removed webhook's URI stays there to be saved again.
 */
export function WebhookSection({ state }: { state: WebhookState }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const save = useAppSelector(selectSaveWebhook);
  const remove = useAppSelector(selectRemoveWebhook);
  const test = useAppSelector(selectSendTestEvent);
  const [form] = Form.useForm<WebhookValues>();
  const { webhook } = state;

  // A save the server kept: the field shows the URI as kept (trimmed).
  useEffect(() => {
    if (save.data) form.setFieldsValue({ webhook_uri: save.data.uri });
  }, [form, save.data]);

  const problemText = (value: string | undefined) => {
    const problem = webhookUriProblem(value ?? '');
    return problem
      ? intl.formatMessage(
          { id: `integrations.webhook.problem.${problem}` },
          { max: WEBHOOK_URI_MAX_LENGTH },
        )
      : null;
  };

  return (
    <PanelSection
      title={intl.formatMessage({ id: 'integrations.webhook.title' })}
      testId="webhook-section"
    >
      <p>{intl.formatMessage({ id: 'integrations.webhook.intro' })}</p>
      <div className="integrations-current" data-testid="webhook-current">
        {webhook ? (
          <>
            <span>{intl.formatMessage({ id: 'integrations.webhook.current' })}</span>
            <code className="integrations-uri" data-testid="webhook-uri">
              {webhook.uri}
            </code>
            <span className="integrations-hint">
              {intl.formatMessage(
                { id: 'integrations.webhook.savedAt' },
                { date: formatDateTime(webhook.updated_at) },
              )}
            </span>
          </>
        ) : (
          <span>{intl.formatMessage({ id: 'integrations.webhook.none' })}</span>
        )}
      </div>

      <MessageAlert message={save.error ? callFailureMessage(saveWebhookCall, save.error) : null} />
      <MessageAlert
        message={remove.error ? callFailureMessage(removeWebhookCall, remove.error) : null}
      />
      <Form<WebhookValues>
        form={form}
        layout="vertical"
        initialValues={{ webhook_uri: webhook?.uri ?? '' }}
        onFinish={(values) =>
          dispatch(saveWebhookCall.request({ webhook_uri: values.webhook_uri.trim() }))
        }
        requiredMark={false}
      >
        <Form.Item
          name="webhook_uri"
          label={intl.formatMessage({ id: 'integrations.webhook.label' })}
          extra={intl.formatMessage({ id: 'integrations.webhook.hint' })}
          rules={[
            {
              validator: (_rule, value: string | undefined) => {
                const text = problemText(value);
                return text ? Promise.reject(new Error(text)) : Promise.resolve();
              },
            },
          ]}
        >
          <TextInput
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            placeholder="https://"
            className="integrations-uri-field"
          />
        </Form.Item>
        <div className="integrations-actions">
          <Button type="primary" htmlType="submit" loading={save.loading}>
            {intl.formatMessage({ id: 'integrations.webhook.save' })}
          </Button>
          {webhook ? (
            <Button
              danger
              loading={remove.loading}
              onClick={() => dispatch(removeWebhookCall.request({}))}
            >
              {intl.formatMessage({ id: 'integrations.webhook.remove' })}
            </Button>
          ) : null}
        </div>
      </Form>

      <h3 className="integrations-subtitle">
        {intl.formatMessage({ id: 'integrations.test.title' })}
      </h3>
      <p className="integrations-hint">{intl.formatMessage({ id: 'integrations.test.intro' })}</p>
      <MessageAlert
        message={test.error ? callFailureMessage(sendTestEventCall, test.error) : null}
      />
      <div className="integrations-actions">
        <Button
          disabled={!webhook}
          loading={test.loading}
          onClick={() => dispatch(sendTestEventCall.request({}))}
        >
          {intl.formatMessage({ id: 'integrations.test.send' })}
        </Button>
        <span className="integrations-hint" role="status">
          {test.data
            ? intl.formatMessage({ id: 'integrations.test.sent' }, { id: test.data.event_id })
            : webhook
              ? null
              : intl.formatMessage({ id: 'integrations.test.needsWebhook' })}
        </span>
      </div>
      <TestEvents events={state.recent_events} />
    </PanelSection>
  );
}
