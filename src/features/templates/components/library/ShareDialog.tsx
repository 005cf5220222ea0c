import { Form, Input, Modal } from 'antd';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../../state/hooks';
import type { Template } from '../../schemas';
import { selectTemplateActivity, shareCall } from '../../slice';
import { FailureAlert } from './FailureAlert';
import { useActionDone } from './useActionDone';

/** Share with another user by email or user ID; a failure shows the server's message (§8). */
export function ShareDialog({ template, onClose }: { template: Template; onClose: () => void }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [form] = Form.useForm<{ recipient: string }>();
  const busy = useAppSelector(selectTemplateActivity)[template.id] === 'share';
  const error = useActionDone('share', template.id, onClose);

  return (
    <Modal
      open
      title={intl.formatMessage({ id: 'templates.share.title' }, { name: template.title })}
      okText={intl.formatMessage({ id: 'templates.share.ok' })}
      cancelText={intl.formatMessage({ id: 'common.cancel' })}
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <FailureAlert error={error} call={shareCall} />
      <Form
        form={form}
        layout="vertical"
        onFinish={({ recipient }) => {
          if (busy) return;
          dispatch(
            shareCall.request({
              template_id: template.id,
              shareto_userid: recipient.trim(),
              // The spec spells it so (§3 "Share payload").
              templete_name: template.title,
            }),
          );
        }}
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
      </Form>
    </Modal>
  );
}
