import { Alert, Form, Modal } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { UserMessage } from '../state/userMessage';
import { useUserMessage } from './useUserMessage';

interface FormModalProps<Values> {
  title: string;
  /** Read when the form mounts; the dialog is mounted per opening, so each starts fresh. */
  initialValues: Values;
  saving: boolean;
  /** This dialog's save failure, worded as its call declares (callFailureMessage). */
  failure: UserMessage | null;
  onCancel: () => void;
  onSubmit: (values: Values) => void;
  /** The form's Form.Items. */
  children: ReactNode;
}

/**
 * An add / edit dialog (catalogue entries, contact lists, contacts), mounted while open (as the template
 * dialogs are). While saving, OK shows its loader and ignores presses, and the dialog cannot be
 * dismissed: the outcome must land in front of the user. A click beside it never closes it, so a
 * stray click does not throw away what was typed.
 *
 * The server's 422 field errors arrive flattened (ApiFailure keeps no field names), so they show
 * in one alert above the form rather than under each field.
 */
export function FormModal<Values extends object>({
  title,
  initialValues,
  saving,
  failure,
  onCancel,
  onSubmit,
  children,
}: FormModalProps<Values>) {
  const intl = useIntl();
  const word = useUserMessage();
  const [form] = Form.useForm<Values>();
  // Unmounting skips antd's own focus return, so give focus back to the button that opened us.
  const [opener] = useState(() => document.activeElement);
  useEffect(() => () => (opener instanceof HTMLElement ? opener.focus() : undefined), [opener]);
  return (
    <Modal
      open
      title={title}
      okText={intl.formatMessage({ id: 'common.save' })}
      cancelText={intl.formatMessage({ id: 'common.cancel' })}
      onOk={() => form.submit()}
      onCancel={onCancel}
      confirmLoading={saving}
      cancelButtonProps={{ disabled: saving }}
      closable={!saving}
      keyboard={!saving}
      mask={{ closable: false }}
    >
      {failure ? (
        <Alert type="error" showIcon title={word(failure)} style={{ marginBottom: 16 }} />
      ) : null}
      <Form<Values>
        form={form}
        layout="vertical"
        requiredMark
        initialValues={initialValues}
        disabled={saving}
        onFinish={onSubmit}
      >
        {children}
        {/* Lets Enter in a field submit, as in any form; OK stays the visible way. */}
        <button type="submit" hidden disabled={saving} />
      </Form>
    </Modal>
  );
}
