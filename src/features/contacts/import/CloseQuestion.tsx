import { Alert, Button } from 'antd';
import { useIntl } from 'react-intl';

/** Closing would lose the chosen file, or stop the upload: the wizard asks first. */
export function CloseQuestion({
  onStop,
  onKeepGoing,
}: {
  onStop: () => void;
  onKeepGoing: () => void;
}) {
  const intl = useIntl();
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      title={intl.formatMessage({ id: 'contacts.import.closeAsk' })}
      action={
        <>
          <Button size="small" danger onClick={onStop}>
            {intl.formatMessage({ id: 'contacts.import.closeConfirm' })}
          </Button>{' '}
          <Button size="small" onClick={onKeepGoing}>
            {intl.formatMessage({ id: 'contacts.import.keepGoing' })}
          </Button>
        </>
      }
    />
  );
}
