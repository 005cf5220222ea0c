import { Form, Input } from 'antd';
import { useIntl } from 'react-intl';
import { FormModal } from '../../../../components/FormModal';
import { useAppDispatch, useAppSelector } from '../../../../state/hooks';
import { useCallSettled } from '../../../../state/useCallSettled';
import type { Template } from '../../schemas';
import {
  duplicateCall,
  duplicateRequested,
  selectTemplateActivity,
  selectTemplateOutcome,
} from '../../slice';
import { dialogFailure } from './dialogFailure';
import { templateNameRules } from './nameRules';

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
  const busy = useAppSelector(selectTemplateActivity)[template.id] === 'duplicate';
  const error =
    useCallSettled(
      useAppSelector(selectTemplateOutcome),
      (outcome) => outcome.activity === 'duplicate' && outcome.templateId === template.id,
      { onSuccess: onClose },
    )?.error ?? null;

  return (
    <FormModal<{ name: string }>
      title={intl.formatMessage({ id: 'templates.duplicate.title' }, { name: template.title })}
      okText={intl.formatMessage({ id: 'templates.duplicate.ok' })}
      initialValues={{
        name: intl.formatMessage(
          { id: 'templates.duplicate.defaultName' },
          { name: template.title },
        ),
      }}
      saving={busy}
      failure={dialogFailure(error, duplicateCall)}
      onCancel={onClose}
      onSubmit={({ name }) => dispatch(duplicateRequested({ template, name: name.trim() }))}
    >
      <Form.Item
        name="name"
        label={intl.formatMessage({ id: 'templates.duplicate.name' })}
        rules={templateNameRules(intl)}
      >
        <Input autoFocus />
      </Form.Item>
    </FormModal>
  );
}
