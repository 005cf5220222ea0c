import { Form, Input, Select } from 'antd';
import { useIntl } from 'react-intl';
import type { UserMessage } from '../../../state/userMessage';
import type { Category } from '../schemas';
import { FormModal } from '../../../components/FormModal';
import { nameRules } from './nameRules';

export interface CategoryValues {
  category_name: string;
  industry_id?: number;
}

/** The add and edit dialog of a category (loaded on first use). */
export default function CategoryFormDialog({
  record,
  industryOptions,
  industriesLoading,
  saving,
  failure,
  onCancel,
  onSubmit,
}: {
  record: Category | null;
  industryOptions: { value: number; label: string }[];
  industriesLoading: boolean;
  saving: boolean;
  failure: UserMessage | null;
  onCancel: () => void;
  onSubmit: (values: CategoryValues) => void;
}) {
  const intl = useIntl();
  return (
    <FormModal<CategoryValues>
      title={intl.formatMessage({
        id: record ? 'catalog.category.edit' : 'catalog.category.add',
      })}
      initialValues={{
        category_name: record?.category_name ?? '',
        industry_id: record?.industry_id ?? undefined,
      }}
      saving={saving}
      failure={failure}
      onCancel={onCancel}
      onSubmit={onSubmit}
    >
      <Form.Item
        name="category_name"
        label={intl.formatMessage({ id: 'catalog.category.name' })}
        required
        rules={nameRules(intl, 'catalog.category.nameRequired', 'catalog.category.nameTooLong')}
      >
        <Input />
      </Form.Item>
      <Form.Item name="industry_id" label={intl.formatMessage({ id: 'catalog.category.industry' })}>
        <Select<number>
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={intl.formatMessage({ id: 'catalog.category.allIndustries' })}
          loading={industriesLoading}
          options={industryOptions}
        />
      </Form.Item>
    </FormModal>
  );
}
