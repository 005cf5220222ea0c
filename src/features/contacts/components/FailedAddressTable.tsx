import { Button, Tag } from 'antd';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { ConfirmDelete } from '../../../components/ConfirmDelete';
import { DataTable, type DataColumn } from '../../../components/DataTable';
import { RetryAlert } from '../../../components/RetryAlert';
import { useUserMessage } from '../../../components/useUserMessage';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { callFailureMessage } from '../../../state/callState';
import { formatDateOrText } from '../../../lib/dateTime';
import type { FailedAddressList } from '../schemas';
import {
  failedDeleteWanted,
  failedDownloadWanted,
  failedListsCall,
  failedReadWanted,
  selectBusy,
  selectFailed,
} from '../slice';
import './contacts.css';

/**
 * Lists whose addresses failed DPV verification (accounts-money, failed-address detail modal):
 * Name, Total # of Contacts, Failed # of Contacts, Created Date and Action, where the action
 * downloads the failed addresses as CSV with a loader while exporting. The page adds marking as
 * read and deleting.
 */
export function FailedAddressTable({ manage }: { manage: boolean }) {
  const intl = useIntl();
  const word = useUserMessage();
  const dispatch = useAppDispatch();
  const failed = useAppSelector(selectFailed);
  const busy = useAppSelector(selectBusy);
  useEffect(() => {
    dispatch(failedListsCall.request({}));
  }, [dispatch]);

  const columns: DataColumn<FailedAddressList>[] = [
    {
      key: 'name',
      title: intl.formatMessage({ id: 'contacts.failed.name' }),
      render: (_value, entry) => (
        <>
          {entry.name}{' '}
          {entry.notifyread_status === 0 ? (
            <Tag className="failed-unread">
              {intl.formatMessage({ id: 'contacts.failed.unread' })}
            </Tag>
          ) : null}
        </>
      ),
    },
    {
      key: 'total',
      title: intl.formatMessage({ id: 'contacts.failed.total' }),
      render: (_value, entry) => intl.formatNumber(entry.total_importcontacts),
    },
    {
      key: 'failed',
      title: intl.formatMessage({ id: 'contacts.failed.failedCount' }),
      render: (_value, entry) => intl.formatNumber(entry.contact_count),
    },
    {
      key: 'created',
      title: intl.formatMessage({ id: 'contacts.failed.created' }),
      render: (_value, entry) => formatDateOrText(entry.created_at),
    },
    {
      key: 'action',
      title: intl.formatMessage({ id: 'contacts.failed.action' }),
      render: (_value, entry) => {
        const id = entry.contact_list_id;
        const name = entry.name;
        return (
          <div className="contacts-row-actions">
            <Button
              size="small"
              loading={busy[id] === 'download'}
              disabled={busy[id] !== undefined}
              aria-label={intl.formatMessage({ id: 'contacts.failed.downloadOf' }, { name })}
              onClick={() => dispatch(failedDownloadWanted({ contactlist_id: id, name }))}
            >
              {intl.formatMessage({
                id:
                  busy[id] === 'download'
                    ? 'contacts.failed.downloading'
                    : 'contacts.failed.download',
              })}
            </Button>
            {manage && entry.notifyread_status === 0 ? (
              <Button
                size="small"
                loading={busy[id] === 'read'}
                disabled={busy[id] !== undefined}
                aria-label={intl.formatMessage({ id: 'contacts.failed.markReadOf' }, { name })}
                onClick={() => dispatch(failedReadWanted({ contactlist_id: id }))}
              >
                {intl.formatMessage({ id: 'contacts.failed.markRead' })}
              </Button>
            ) : null}
            {manage ? (
              <ConfirmDelete onConfirm={() => dispatch(failedDeleteWanted({ contactlist_id: id }))}>
                <Button
                  size="small"
                  danger
                  loading={busy[id] === 'delete'}
                  disabled={busy[id] !== undefined}
                  aria-label={intl.formatMessage({ id: 'contacts.failed.deleteOf' }, { name })}
                >
                  {intl.formatMessage({ id: 'contacts.lists.delete' })}
                </Button>
              </ConfirmDelete>
            ) : null}
          </div>
        );
      },
    },
  ];

  return (
    <>
      {failed.error ? (
        <RetryAlert
          message={word(callFailureMessage(failedListsCall, failed.error))}
          onRetry={() => dispatch(failedListsCall.request({}))}
        />
      ) : null}
      <DataTable
        caption={intl.formatMessage({ id: 'contacts.failed.caption' })}
        columns={columns}
        rows={failed.error ? [] : (failed.data ?? [])}
        loading={failed.loading}
        empty={intl.formatMessage({ id: 'contacts.failed.empty' })}
      />
    </>
  );
}
