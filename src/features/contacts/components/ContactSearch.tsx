import { Input } from 'antd';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { ClearIcon } from '../../../components/ClearIcon';
import { DataTable, type DataColumn } from '../../../components/DataTable';
import { useDebouncedValue } from '../../../components/useDebouncedValue';
import { useUserMessage } from '../../../components/useUserMessage';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { callFailureMessage } from '../../../state/callState';
import { displayUsPhone } from '../../../lib/phone';
import type { GlobalSearchHit } from '../schemas';
import { searchCall, selectSearch } from '../slice';

const MIN_SEARCH = 2;

/**
 * contact-global-search: across every list of the user (`listId` 0), or within one list. Results
 * show under the box; each links to its list.
 */
export function ContactSearch({
  listId,
  listHref,
}: {
  listId: number;
  listHref: (id: number) => string;
}) {
  const intl = useIntl();
  const word = useUserMessage();
  const dispatch = useAppDispatch();
  const search = useAppSelector(selectSearch);
  const [text, setText] = useState('');
  const wanted = useDebouncedValue(text.trim(), 350);

  useEffect(() => {
    if (wanted.length >= MIN_SEARCH)
      dispatch(
        searchCall.request({
          id: listId,
          search_text: wanted,
          type: listId === 0 ? 'all' : 'list',
        }),
      );
    else dispatch(searchCall.clear());
  }, [dispatch, wanted, listId]);

  const columns: DataColumn<GlobalSearchHit>[] = [
    {
      key: 'name',
      title: intl.formatMessage({ id: 'contacts.detail.name' }),
      render: (_value, hit) => `${hit.first_name} ${hit.last_name}`.trim(),
    },
    { key: 'email', title: intl.formatMessage({ id: 'contacts.field.email' }), dataIndex: 'email' },
    {
      key: 'phone',
      title: intl.formatMessage({ id: 'contacts.field.phone' }),
      render: (_value, hit) => displayUsPhone(hit.phone),
    },
    {
      key: 'address',
      title: intl.formatMessage({ id: 'contacts.detail.address' }),
      render: (_value, hit) =>
        [hit.street, hit.city, `${hit.state} ${hit.zip}`.trim()].filter(Boolean).join(', '),
    },
    {
      key: 'list',
      title: intl.formatMessage({ id: 'contacts.search.list' }),
      render: (_value, hit) => <Link to={listHref(hit.contact_list_id)}>{hit.list_name}</Link>,
    },
  ];

  const label = intl.formatMessage({
    id: listId === 0 ? 'contacts.search.label' : 'contacts.search.inList',
  });
  const tooShort = text.trim().length > 0 && text.trim().length < MIN_SEARCH;
  const searched = wanted.length >= MIN_SEARCH;
  return (
    <div className="contacts-search-results">
      <Input
        type="search"
        allowClear={{ clearIcon: <ClearIcon /> }}
        style={{ maxWidth: 360 }}
        aria-label={label}
        placeholder={intl.formatMessage({ id: 'contacts.search.placeholder' })}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      {tooShort ? (
        <p className="contacts-hint">{intl.formatMessage({ id: 'contacts.search.tooShort' })}</p>
      ) : null}
      {searched && search.error ? (
        <p role="alert">{word(callFailureMessage(searchCall, search.error))}</p>
      ) : null}
      {searched && !search.error ? (
        <>
          <p role="status">
            {search.data
              ? intl.formatMessage({ id: 'contacts.search.results' }, { count: search.data.length })
              : ''}
          </p>
          <DataTable
            caption={intl.formatMessage({ id: 'contacts.search.caption' }, { search: wanted })}
            columns={columns}
            rows={search.data ?? []}
            loading={search.loading}
            empty={intl.formatMessage({ id: 'contacts.search.none' }, { search: wanted })}
          />
        </>
      ) : null}
    </div>
  );
}
