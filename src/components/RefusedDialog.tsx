import { Modal } from 'antd';
import { useIntl } from 'react-intl';

/**
 * A paid action the server refused (a launch, a bulk send): its words in a dialog with one Close
 * button, so the user reads them before trying again.
 */
export function RefusedDialog({
  title,
  message,
  onClose,
}: {
  title: string;
  /** The refusal's words; the dialog is shown while there are some. */
  message: string | null;
  onClose: () => void;
}) {
  const intl = useIntl();
  return (
    <Modal
      open={message !== null}
      title={title}
      onCancel={onClose}
      onOk={onClose}
      okText={intl.formatMessage({ id: 'common.close' })}
      cancelButtonProps={{ style: { display: 'none' } }}
    >
      <p>{message}</p>
    </Modal>
  );
}
