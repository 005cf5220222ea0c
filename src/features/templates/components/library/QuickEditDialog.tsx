import { Form, Input, Select } from 'antd';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { FormModal } from '../../../../components/FormModal';
import { useAppDispatch, useAppSelector } from '../../../../state/hooks';
import { catalogOptionsWanted, selectAllCategories } from '../../../catalog';
import type { Template } from '../../schemas';
import { quickUpdateCall, selectTemplateActivity } from '../../slice';
import { dialogFailure } from './dialogFailure';
import { templateNameRules } from './nameRules';
import { useActionDone } from './useActionDone';

/** Quick edit of the title and category, from the list. */
export function QuickEditDialog({
  template,
  onClose,
}: {
  template: Template;
  onClose: () => void;
}) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const categories = useAppSelector(selectAllCategories);
  const busy = useAppSelector(selectTemplateActivity)[template.id] === 'quickUpdate';
  const error = useActionDone('quickUpdate', template.id, onClose);

  useEffect(() => {
    dispatch(catalogOptionsWanted());
  }, [dispatch]);

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
          loading={categories.loading}
          placeholder={intl.formatMessage({ id: 'templates.field.noCategory' })}
          options={(categories.data ?? []).map((category) => ({
            value: category.id,
            label: category.category_name,
          }))}
        />
      </Form.Item>
    </FormModal>
  );
}
