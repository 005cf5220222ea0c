import '../register';
import { Input } from 'antd';
import { useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { ClearIcon } from '../../../components/ClearIcon';
import { DataTable } from '../../../components/DataTable';
import type { PageProps } from '../../../components/pageProps';
import { Pager } from '../../../components/Pager';
import { PAGE_SIZE, useListQuery } from '../../../components/useListQuery';
import { RetryAlert } from '../../../components/RetryAlert';
import { useUserMessage } from '../../../components/useUserMessage';
import { paths } from '../../../config/paths';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { callFailureMessage } from '../../../state/callState';
import { listColumns } from '../components/listColumns';
import '../components/contacts.css';
import type { SystemContactList } from '../schemas';
import { selectSystemLists, systemListsCall } from '../slice';

/**
 * /dashboard/system-mailing (super admin): every list in the system with its owner. The call
 * returns them all (§7: {api_token} only), so filtering and paging happen here.
 */
export default function SystemContactListsPage({ titleId }: PageProps) {
  const intl = useIntl();
  const word = useUserMessage();
  const dispatch = useAppDispatch();
  const lists = useAppSelector(selectSystemLists);
  const query = useListQuery('');
  useEffect(() => {
    dispatch(systemListsCall.request({}));
  }, [dispatch]);

  const matching = useMemo(() => {
    const needle = query.search.toLowerCase();
    return (lists.data ?? []).filter(
      (list) =>
        needle === '' ||
        list.name.toLowerCase().includes(needle) ||
        list.owner_name.toLowerCase().includes(needle),
    );
  }, [lists.data, query.search]);
  const page = matching.slice(query.offset, query.offset + PAGE_SIZE);

  const columns = listColumns<SystemContactList>(intl, paths.dashboard.systemMailingList.getHref, [
    {
      key: 'owner',
      title: intl.formatMessage({ id: 'contacts.system.owner' }),
      dataIndex: 'owner_name',
    },
  ]);

  return (
    <section className="panel" aria-labelledby="system-lists-title">
      <h1 id="system-lists-title">{intl.formatMessage({ id: titleId })}</h1>
      <p>{intl.formatMessage({ id: 'contacts.system.intro' })}</p>
      <div className="contacts-toolbar">
        <Input
          allowClear={{ clearIcon: <ClearIcon /> }}
          style={{ maxWidth: 320 }}
          aria-label={intl.formatMessage({ id: 'contacts.lists.filter' })}
          placeholder={intl.formatMessage({ id: 'contacts.lists.filter' })}
          value={query.searchText}
          onChange={(event) => query.setSearchText(event.target.value)}
        />
      </div>
      {lists.error ? (
        <RetryAlert
          message={word(callFailureMessage(systemListsCall, lists.error))}
          onRetry={() => dispatch(systemListsCall.request({}))}
        />
      ) : null}
      <DataTable
        caption={intl.formatMessage({ id: 'contacts.system.caption' })}
        columns={columns}
        rows={lists.error ? [] : page}
        loading={lists.loading}
        empty={
          query.search
            ? intl.formatMessage({ id: 'contacts.lists.filteredEmpty' }, { search: query.search })
            : intl.formatMessage({ id: 'contacts.failed.empty' })
        }
      />
      <Pager
        current={query.page}
        pageSize={PAGE_SIZE}
        total={matching.length}
        onChange={query.setPage}
        label={intl.formatMessage({ id: 'contacts.system.caption' })}
        totalLabel={intl.formatMessage({ id: 'contacts.lists.total' }, { count: matching.length })}
      />
    </section>
  );
}
