import { Form, Input } from 'antd';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { FormModal } from '../../../components/FormModal';
import { normalizeUsPhone } from '../../../lib/phone';
import { callFailureMessage } from '../../../state/callState';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import type { ListType } from '../api';
import { CONTACT_FIELD_KEYS, type ContactFields } from '../contactFields';
import type { Contact } from '../schemas';
import { editContactCall, selectEditContact } from '../slice';

const MAX_FIELD = 255;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ZIP = /^\d{5}(-\d{4})?$/;

/** Edit one contact (edit-contact/): the names are required; email, phone and ZIP must be valid. */
export default function EditContactDialog({
  contact,
  listType,
  onClose,
}: {
  contact: Contact;
  listType: ListType;
  onClose: () => void;
}) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const edit = useAppSelector(selectEditContact);
  const [sent, setSent] = useState(false);
  useEffect(() => {
    if (sent && !edit.loading && !edit.error && edit.data?.id === contact.id) onClose();
  }, [sent, edit, contact.id, onClose]);

  const label = (key: keyof ContactFields) => intl.formatMessage({ id: `contacts.field.${key}` });
  const initialValues = Object.fromEntries(
    CONTACT_FIELD_KEYS.map((key) => [key, contact[key]]),
  ) as ContactFields;

  const check =
    (
      test: (value: string) => boolean,
      messageId: 'contacts.edit.badEmail' | 'contacts.edit.badPhone' | 'contacts.edit.badZip',
    ) =>
    () => ({
      validator: (_rule: unknown, value: string | undefined) =>
        !value?.trim() || test(value.trim())
          ? Promise.resolve()
          : Promise.reject(new Error(intl.formatMessage({ id: messageId }))),
    });

  const rulesFor = (key: keyof ContactFields) => {
    const rules: object[] = [
      {
        max: MAX_FIELD,
        message: intl.formatMessage({ id: 'contacts.edit.tooLong' }, { max: MAX_FIELD }),
      },
    ];
    if (key === 'first_name' || key === 'last_name')
      rules.push({
        required: true,
        whitespace: true,
        message: intl.formatMessage(
          { id: 'contacts.edit.required' },
          { field: label(key).toLowerCase() },
        ),
      });
    if (key === 'email') rules.push(check((value) => EMAIL.test(value), 'contacts.edit.badEmail'));
    if (key === 'phone')
      rules.push(check((value) => normalizeUsPhone(value) !== null, 'contacts.edit.badPhone'));
    if (key === 'zip' || key === 'property_zip')
      rules.push(check((value) => ZIP.test(value), 'contacts.edit.badZip'));
    return rules;
  };

  return (
    <FormModal<ContactFields>
      title={intl.formatMessage({ id: 'contacts.edit.title' })}
      initialValues={initialValues}
      saving={edit.loading}
      failure={sent && edit.error ? callFailureMessage(editContactCall, edit.error) : null}
      onCancel={onClose}
      onSubmit={(values) => {
        setSent(true);
        const fields = Object.fromEntries(
          CONTACT_FIELD_KEYS.map((key) => [key, (values[key] ?? '').trim()]),
        ) as ContactFields;
        dispatch(
          editContactCall.request({ ...fields, contact_id: contact.id, list_type: listType }),
        );
      }}
    >
      {CONTACT_FIELD_KEYS.map((key) => (
        <Form.Item key={key} name={key} label={label(key)} rules={rulesFor(key)}>
          <Input maxLength={MAX_FIELD + 1} autoComplete="off" />
        </Form.Item>
      ))}
    </FormModal>
  );
}
