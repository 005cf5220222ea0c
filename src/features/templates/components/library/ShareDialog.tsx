import { Form, Input } from 'antd';
import { useIntl } from 'react-intl';
import { FormModal } from '../../../../components/FormModal';
import { useAppDispatch, useAppSelector } from '../../../../state/hooks';
import { useCallSettled } from '../../../../state/useCallSettled';
import type { Template } from '../../schemas';
import { selectTemplateActivity, selectTemplateOutcome, shareCall } from '../../slice';
import { dialogFailure } from './dialogFailure';

/** Share with another user by email or user ID; a failure shows the server's message (§8). */
export function ShareDialog({ template, onClose }: { template: Template; onClose: () => void }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const busy = useAppSelector(selectTemplateActivity)[template.id] === 'share';
  const error =
    useCallSettled(
      useAppSelector(selectTemplateOutcome),
      (outcome) => outcome.activity === 'share' && outcome.templateId === template.id,
      { onSuccess: onClose },
    )?.error ?? null;

  return (
    <FormModal<{ recipient: string }>
      title={intl.formatMessage({ id: 'templates.share.title' }, { name: template.title })}
      okText={intl.formatMessage({ id: 'templates.share.ok' })}
      initialValues={{ recipient: '' }}
      saving={busy}
      failure={dialogFailure(error, shareCall)}
      onCancel={onClose}
      onSubmit={({ recipient }) =>
        dispatch(
          shareCall.request({
            template_id: template.id,
            shareto_userid: recipient.trim(),
            // The spec spells it so (§3 "Share payload").
            templete_name: template.title,
          }),
        )
      }
    >
      <Form.Item
        name="recipient"
        label={intl.formatMessage({ id: 'templates.share.recipient' })}
        extra={intl.formatMessage({ id: 'templates.share.recipientHelp' })}
        rules={[
          {
            required: true,
            whitespace: true,
            message: intl.formatMessage({ id: 'templates.share.recipientRequired' }),
          },
        ]}
      >
        <Input autoFocus autoComplete="off" />
      </Form.Item>
    </FormModal>
  );
}
