import { Alert, Button, Space } from 'antd';
import { useIntl } from 'react-intl';
import { formatDateTime } from '../lib/dateTime';

export interface DraftBannerProps {
  /** When the draft was written (ms since the epoch), shown as MM-DD-YYYY | HH:mm:ss (§9). */
  savedAt: number;
  onRestore: () => void;
  onDiscard: () => void;
}

/** "You have an unsaved draft from {time}. Restore it?" with Restore and Discard. */
export function DraftBanner({ savedAt, onRestore, onDiscard }: DraftBannerProps) {
  const intl = useIntl();
  const time = formatDateTime(savedAt);
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 16 }}
      title={intl.formatMessage({ id: 'editor.draft.found' }, { time })}
      action={
        <Space>
          <Button size="small" type="primary" onClick={onRestore}>
            {intl.formatMessage({ id: 'editor.draft.restore' })}
          </Button>
          <Button size="small" onClick={onDiscard}>
            {intl.formatMessage({ id: 'editor.draft.discard' })}
          </Button>
        </Space>
      }
    />
  );
}
