import { Form, Input, Select } from 'antd';
import { useIntl } from 'react-intl';
import { FormModal } from '../../../../components/FormModal';
import { useAppDispatch, useAppSelector } from '../../../../state/hooks';
import { useCallSettled } from '../../../../state/useCallSettled';
import { useCatalogOptions } from '../../../catalog';
import type { Template } from '../../schemas';
import { quickUpdateCall, selectTemplateActivity, selectTemplateOutcome } from '../../slice';
import { dialogFailure } from './dialogFailure';
import { templateNameRules } from './nameRules';

/**
 * Quick edit of the title and category, from the list. The category stays antd's searchable Select
 * (the dialog's Form drives it); its options come from the catalogue's useCatalogOptions.
 */
export function QuickEditDialog({
  template,
  onClose,
}: {
  template: Template;
  onClose: () => void;
}) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const options = useCatalogOptions();
  const busy = useAppSelector(selectTemplateActivity)[template.id] === 'quickUpdate';
  const error =
    useCallSettled(
      useAppSelector(selectTemplateOutcome),
      (outcome) => outcome.activity === 'quickUpdate' && outcome.templateId === template.id,
      { onSuccess: onClose },
    )?.error ?? null;

  return (
    <FormModal<{ title: string; category: number | null }>
      title={intl.formatMessage({ id: 'templates.quickEdit.title' })}
      okText={intl.formatMessage({ id: 'templates.quickEdit.ok' })}
      initialValues={{ title: template.title, category: template.category }}
      saving={busy}
      failure={dialogFailure(error, quickUpdateCall)}
      onCancel={onClose}
      onSubmit={({ title, category }) =>
        dispatch(
          quickUpdateCall.request({
            template_id: template.id,
            title: title.trim(),
            category: category ?? null,
          }),
        )
      }
    >
      <Form.Item
        name="title"
        label={intl.formatMessage({ id: 'templates.field.title' })}
        rules={templateNameRules(intl)}
      >
        <Input autoFocus />
      </Form.Item>
      <Form.Item name="category" label={intl.formatMessage({ id: 'templates.field.category' })}>
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          loading={options.categoriesLoading}
          placeholder={intl.formatMessage({ id: 'templates.field.noCategory' })}
          options={options.categories}
        />
      </Form.Item>
    </FormModal>
  );
}
