import { Form, Input, Modal } from 'antd';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../../state/hooks';
import type { Template } from '../../schemas';
import { duplicateCall, duplicateRequested, selectTemplateActivity } from '../../slice';
import { FailureAlert } from './FailureAlert';
import { templateNameRules } from './nameRules';
import { useActionDone } from './useActionDone';

/** Duplicate under a new name; the name is checked with the name-existence call first. */
export function DuplicateDialog({
  template,
  onClose,
}: {
  template: Template;
  onClose: () => void;
}) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [form] = Form.useForm<{ name: string }>();
  const busy = useAppSelector(selectTemplateActivity)[template.id] === 'duplicate';
  const error = useActionDone('duplicate', template.id, onClose);

  return (
    <Modal
      open
      title={intl.formatMessage({ id: 'templates.duplicate.title' }, { name: template.title })}
      okText={intl.formatMessage({ id: 'templates.duplicate.ok' })}
      cancelText={intl.formatMessage({ id: 'common.cancel' })}
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <FailureAlert error={error} call={duplicateCall} />
      <Form
        form={form}
        layout="vertical"
        initialValues={{
          name: intl.formatMessage(
            { id: 'templates.duplicate.defaultName' },
            { name: template.title },
          ),
        }}
        onFinish={({ name }) => {
          if (!busy) dispatch(duplicateRequested({ template, name: name.trim() }));
        }}
      >
        <Form.Item
          name="name"
          label={intl.formatMessage({ id: 'templates.duplicate.name' })}
          rules={templateNameRules(intl)}
        >
          <Input autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
