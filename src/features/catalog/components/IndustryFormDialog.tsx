import { Checkbox, Form, Input, Select } from 'antd';
import { useIntl } from 'react-intl';
import type { UserMessage } from '../../../state/userMessage';
import type { Industry } from '../schemas';
import { FormModal } from '../../../components/FormModal';
import { nameRules } from './nameRules';
import { PROFILE_TYPES } from './profileTypes';

export interface IndustryValues {
  industry_name: string;
  profile_type: string;
  assets_status: boolean;
  private_status: boolean;
}

/** The add and edit dialog of an industry (loaded on first use). */
export default function IndustryFormDialog({
  record,
  profileTypeName,
  saving,
  failure,
  onCancel,
  onSubmit,
}: {
  record: Industry | null;
  profileTypeName: (type: string) => string;
  saving: boolean;
  failure: UserMessage | null;
  onCancel: () => void;
  onSubmit: (values: IndustryValues) => void;
}) {
  const intl = useIntl();
  return (
    <FormModal<IndustryValues>
      title={intl.formatMessage({
        id: record ? 'catalog.industry.edit' : 'catalog.industry.add',
      })}
      initialValues={{
        industry_name: record?.industry_name ?? '',
        profile_type: record?.profile_type || 'business',
        assets_status: record?.assets_status === 1,
        private_status: record?.private_status === 1,
      }}
      saving={saving}
      failure={failure}
      onCancel={onCancel}
      onSubmit={onSubmit}
    >
      <Form.Item
        name="industry_name"
        label={intl.formatMessage({ id: 'catalog.industry.name' })}
        required
        rules={nameRules(intl, 'catalog.industry.nameRequired', 'catalog.industry.nameTooLong')}
      >
        <Input />
      </Form.Item>
      <Form.Item
        name="profile_type"
        label={intl.formatMessage({ id: 'catalog.industry.profileType' })}
      >
        <Select
          options={Object.keys(PROFILE_TYPES).map((type) => ({
            value: type,
            label: profileTypeName(type),
          }))}
        />
      </Form.Item>
      <Form.Item name="assets_status" valuePropName="checked" noStyle>
        <Checkbox>{intl.formatMessage({ id: 'catalog.industry.assets' })}</Checkbox>
      </Form.Item>
      <Form.Item name="private_status" valuePropName="checked" noStyle>
        <Checkbox>{intl.formatMessage({ id: 'catalog.industry.private' })}</Checkbox>
      </Form.Item>
    </FormModal>
  );
}
