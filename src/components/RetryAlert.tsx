import { Alert, Button } from 'antd';
import { useIntl } from 'react-intl';

/** A load that failed, in words, with the way to try again. */
export function RetryAlert({ message, onRetry }: { message: string; onRetry: () => void }) {
  const intl = useIntl();
  return (
    <Alert
      type="error"
      showIcon
      title={message}
      action={
        <Button size="small" onClick={onRetry}>
          {intl.formatMessage({ id: 'common.retry' })}
        </Button>
      }
      style={{ marginBottom: 16 }}
    />
  );
}
