import { Alert, Button, Space } from 'antd';
import { useIntl } from 'react-intl';

export interface DraftBannerProps {
  /** When the draft was written (ms since the epoch), shown in the user's locale. */
  savedAt: number;
  onRestore: () => void;
  onDiscard: () => void;
}

/** "You have an unsaved draft from {time}. Restore it?" with Restore and Discard. */
export function DraftBanner({ savedAt, onRestore, onDiscard }: DraftBannerProps) {
  const intl = useIntl();
  const time = intl.formatDate(savedAt, { dateStyle: 'medium', timeStyle: 'short' });
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
