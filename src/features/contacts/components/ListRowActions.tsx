import { Button } from 'antd';
import { useIntl } from 'react-intl';
import { ConfirmDelete } from '../../../components/ConfirmDelete';
import type { RowBusy } from '../slice';

/**
 * Rename, Export and Delete for one list. Each button names its list for screen readers; an
 * export shows its progress in place of its button; a running action disables the row.
 */
export function ListRowActions({
  name,
  ready,
  busy,
  exportFraction,
  onRename,
  onExport,
  onDelete,
}: {
  name: string;
  ready: boolean;
  busy: RowBusy | undefined;
  exportFraction: number | null | undefined;
  onRename: () => void;
  onExport: () => void;
  onDelete: () => void;
}) {
  const intl = useIntl();
  const exporting = exportFraction !== undefined;
  const percent = Math.round((exportFraction ?? 0) * 100);
  return (
    <div className="contacts-row-actions">
      <Button
        size="small"
        onClick={onRename}
        disabled={busy !== undefined}
        aria-label={intl.formatMessage({ id: 'contacts.lists.renameOf' }, { name })}
      >
        {intl.formatMessage({ id: 'contacts.lists.rename' })}
      </Button>
      {exporting ? (
        <progress
          className="contacts-export-progress"
          max={100}
          value={exportFraction === null ? undefined : percent}
          aria-label={intl.formatMessage({ id: 'contacts.lists.exporting' }, { name, percent })}
        />
      ) : (
        <Button
          size="small"
          onClick={onExport}
          disabled={busy !== undefined || !ready}
          aria-label={intl.formatMessage({ id: 'contacts.lists.exportOf' }, { name })}
        >
          {intl.formatMessage({ id: 'contacts.lists.export' })}
        </Button>
      )}
      <ConfirmDelete onConfirm={onDelete}>
        <Button
          size="small"
          danger
          loading={busy === 'delete'}
          disabled={busy !== undefined}
          aria-label={intl.formatMessage({ id: 'contacts.lists.deleteOf' }, { name })}
        >
          {intl.formatMessage({ id: 'contacts.lists.delete' })}
        </Button>
      </ConfirmDelete>
    </div>
  );
}
