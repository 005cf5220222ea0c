import '../register';
import { Alert, Button, Input } from 'antd';
import { Suspense, lazy, useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { ClearIcon } from '../../../components/ClearIcon';
import { DataTable, type DataColumn } from '../../../components/DataTable';
import type { PageProps } from '../../../components/pageProps';
import { Pager } from '../../../components/Pager';
import { PAGE_SIZE, useListQuery } from '../../../components/useListQuery';
import { RetryAlert } from '../../../components/RetryAlert';
import { useUserMessage } from '../../../components/useUserMessage';
import { paths } from '../../../config/paths';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { callFailureMessage } from '../../../state/callState';
import { modalOpened } from '../../shell';
import { ContactSearch } from '../components/ContactSearch';
import { ListRowActions } from '../components/ListRowActions';
import { listColumns } from '../components/listColumns';
import '../components/contacts.css';
import type { ContactList } from '../schemas';
import {
  deleteListWanted,
  exportWanted,
  failedListsCall,
  listPageCall,
  selectBusy,
  selectExports,
  selectFailed,
  selectLists,
} from '../slice';
import { selectImport } from '../import/importSlice';

// Loaded on the first rename: antd's Form stays out of the page's first load.
const RenameListDialog = lazy(() => import('../components/RenameListDialog'));
const FailedAddressModal = lazy(() => import('../components/FailedAddressModal'));

/** /dashboard/mailing (Marketplace): the user's lists with paging, search, rename, export, delete. */
export default function ContactListsPage({ titleId }: PageProps) {
  const intl = useIntl();
  const word = useUserMessage();
  const dispatch = useAppDispatch();
  const lists = useAppSelector(selectLists);
  const busy = useAppSelector(selectBusy);
  const exports = useAppSelector(selectExports);
  const failed = useAppSelector(selectFailed);
  const importPhase = useAppSelector(selectImport).phase;
  const query = useListQuery('');
  const [renaming, setRenaming] = useState<ContactList | null>(null);
  const [showFailed, setShowFailed] = useState(false);

  const reload = useCallback(() => {
    dispatch(
      listPageCall.request({
        limit: PAGE_SIZE,
        offset: query.offset,
        ...(query.search ? { search: query.search } : {}),
      }),
    );
  }, [dispatch, query.offset, query.search]);
  useEffect(reload, [reload]);
  // A finished import adds a list: show it.
  useEffect(() => {
    if (importPhase === 'ready') reload();
  }, [importPhase, reload]);
  useEffect(() => {
    dispatch(failedListsCall.request({}));
  }, [dispatch]);

  const unreadFailed = (failed.data ?? []).filter((entry) => entry.notifyread_status === 0).length;
  const closeRename = useCallback(() => setRenaming(null), []);

  const columns: DataColumn<ContactList>[] = [
    ...listColumns<ContactList>(intl, paths.dashboard.mailingList.getHref),
    {
      key: 'actions',
      title: intl.formatMessage({ id: 'contacts.lists.actions' }),
      render: (_value, list) => (
        <ListRowActions
          name={list.name}
          ready={list.status === 'ready'}
          busy={busy[list.id]}
          exportFraction={exports[list.id]}
          onRename={() => setRenaming(list)}
          onExport={() => dispatch(exportWanted({ id: list.id, name: list.name }))}
          onDelete={() => dispatch(deleteListWanted({ id: list.id }))}
        />
      ),
    },
  ];

  const total = lists.totalCount ?? 0;
  return (
    <section className="panel" aria-labelledby="contact-lists-title">
      <h1 id="contact-lists-title">{intl.formatMessage({ id: titleId })}</h1>
      <p>{intl.formatMessage({ id: 'contacts.lists.intro' })}</p>
      {unreadFailed > 0 ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={intl.formatMessage({ id: 'contacts.lists.failedBanner' }, { count: unreadFailed })}
          action={
            <Button size="small" onClick={() => setShowFailed(true)}>
              {intl.formatMessage({ id: 'contacts.lists.failedBannerAction' })}
            </Button>
          }
        />
      ) : null}
      <ContactSearch listId={0} listHref={paths.dashboard.mailingList.getHref} />
      <div className="contacts-toolbar">
        <Input
          allowClear={{ clearIcon: <ClearIcon /> }}
          style={{ maxWidth: 320 }}
          aria-label={intl.formatMessage({ id: 'contacts.lists.filter' })}
          placeholder={intl.formatMessage({ id: 'contacts.lists.filter' })}
          value={query.searchText}
          onChange={(event) => query.setSearchText(event.target.value)}
        />
        <div className="contacts-toolbar__end">
          <Button onClick={() => dispatch(modalOpened('listBuilder'))}>
            {intl.formatMessage({ id: 'contacts.lists.builder' })}
          </Button>
          <Button onClick={() => dispatch(modalOpened('uploadContacts'))}>
            {intl.formatMessage({ id: 'contacts.lists.upload' })}
          </Button>
          <Button type="primary" onClick={() => dispatch(modalOpened('createContactList'))}>
            {intl.formatMessage({ id: 'contacts.lists.create' })}
          </Button>
        </div>
      </div>
      {lists.error ? (
        <RetryAlert
          message={word(callFailureMessage(listPageCall, lists.error))}
          onRetry={reload}
        />
      ) : null}
      <DataTable
        caption={intl.formatMessage({ id: 'contacts.lists.caption' })}
        columns={columns}
        rows={lists.error ? [] : (lists.data ?? [])}
        loading={lists.loading}
        empty={
          query.search
            ? intl.formatMessage({ id: 'contacts.lists.filteredEmpty' }, { search: query.search })
            : intl.formatMessage({ id: 'contacts.lists.empty' })
        }
      />
      <Pager
        current={query.page}
        pageSize={PAGE_SIZE}
        total={total}
        onChange={query.setPage}
        label={intl.formatMessage({ id: 'contacts.lists.caption' })}
        totalLabel={intl.formatMessage({ id: 'contacts.lists.total' }, { count: total })}
      />
      <Suspense fallback={null}>
        {renaming ? <RenameListDialog list={renaming} onClose={closeRename} /> : null}
        {showFailed ? <FailedAddressModal onClose={() => setShowFailed(false)} /> : null}
      </Suspense>
    </section>
  );
}
