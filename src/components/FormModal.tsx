import { Form, type FormInstance, Modal } from 'antd';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { UserMessage } from '../state/userMessage';
import { MessageAlert } from './MessageAlert';
import { useFocusReturn } from './useFocusReturn';

interface FormModalProps<Values> {
  title: string;
  /** The OK button's words; Save by default. */
  okText?: string;
  /** OK cannot be pressed (nothing to act on yet, such as no list to send to). */
  okDisabled?: boolean;
  /** For dialogs whose fields depend on one another; one is made otherwise. */
  form?: FormInstance<Values>;
  /** Read when the form mounts; the dialog is mounted per opening, so each starts fresh. */
  initialValues: Partial<Values>;
  saving: boolean;
  /** This dialog's save failure, worded as its call declares (callFailureMessage). */
  failure: UserMessage | null;
  /** More alerts above the form, after the failure (a list that failed to load, an empty state). */
  notices?: ReactNode;
  onCancel: () => void;
  onSubmit: (values: Values) => void;
  /** The form's Form.Items. */
  children: ReactNode;
}

/**
 * Every dialog that is one form and one call (catalogue entries, contact lists, contacts, the
 * template library's duplicate, share, send and quick edit), mounted while open. While saving, OK
 * shows its loader and ignores presses, and the dialog cannot be dismissed: the outcome must land
 * in front of the user. A click beside it never closes it, so a
 * stray click does not throw away what was typed.
 *
 * The server's 422 field errors arrive flattened (ApiFailure keeps no field names), so they show
 * in one alert above the form rather than under each field.
 */
export function FormModal<Values extends object>({
  title,
  okText,
  okDisabled = false,
  form: givenForm,
  initialValues,
  saving,
  failure,
  notices,
  onCancel,
  onSubmit,
  children,
}: FormModalProps<Values>) {
  const intl = useIntl();
  // useForm hands back the given form, or makes one.
  const [form] = Form.useForm<Values>(givenForm);
  // Unmounting skips antd's own focus return, so give focus back to the button that opened us.
  useFocusReturn();
  return (
    <Modal
      open
      title={title}
      okText={okText ?? intl.formatMessage({ id: 'common.save' })}
      okButtonProps={{ disabled: okDisabled }}
      cancelText={intl.formatMessage({ id: 'common.cancel' })}
      onOk={() => form.submit()}
      onCancel={onCancel}
      confirmLoading={saving}
      cancelButtonProps={{ disabled: saving }}
      closable={!saving}
      keyboard={!saving}
      mask={{ closable: false }}
    >
      <MessageAlert message={failure} />
      {notices}
      <Form<Values>
        form={form}
        layout="vertical"
        requiredMark
        initialValues={initialValues}
        disabled={saving}
        onFinish={(values) => {
          if (!saving) onSubmit(values);
        }}
      >
        {children}
        {/* Lets Enter in a field submit, as in any form; OK stays the visible way. */}
        <button type="submit" hidden disabled={saving} />
      </Form>
    </Modal>
  );
}
