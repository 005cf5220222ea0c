import { Form, Input } from 'antd';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { FormModal } from '../../../components/FormModal';
import { callFailureMessage } from '../../../state/callState';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { listNameRules } from '../listNameRules';
import { renameListCall, selectRename } from '../slice';

/** Rename a list (rename-contactlist/); the server's refusal (a name taken) shows in the dialog. */
export default function RenameListDialog({
  list,
  onClose,
}: {
  list: { id: number; name: string };
  onClose: () => void;
}) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const rename = useAppSelector(selectRename);
  const [sent, setSent] = useState(false);
  // Close once this dialog's own rename succeeded (not an earlier one's leftover result).
  useEffect(() => {
    if (sent && !rename.loading && !rename.error && rename.data?.id === list.id) onClose();
  }, [sent, rename, list.id, onClose]);
  return (
    <FormModal<{ name: string }>
      title={intl.formatMessage({ id: 'contacts.rename.title' })}
      initialValues={{ name: list.name }}
      saving={rename.loading}
      failure={sent && rename.error ? callFailureMessage(renameListCall, rename.error) : null}
      onCancel={onClose}
      onSubmit={({ name }) => {
        setSent(true);
        dispatch(renameListCall.request({ name: name.trim(), contactlist_id: list.id }));
      }}
    >
      <Form.Item
        name="name"
        label={intl.formatMessage({ id: 'contacts.name.label' })}
        rules={listNameRules(intl)}
      >
        <Input autoFocus />
      </Form.Item>
    </FormModal>
  );
}
