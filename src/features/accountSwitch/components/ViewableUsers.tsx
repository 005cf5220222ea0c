import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { DataTable, type DataColumn } from '../../../components/DataTable';
import { Pager } from '../../../components/Pager';
import { FormField, PlainButton, TextInput } from '../../../components/controls';
import { useDebouncedValue } from '../../../components/useDebouncedValue';
import type { MessageId } from '../../../i18n/messageIds';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import type { ViewableUser } from '../api';
import { selectSwitching, selectViewableUsers, viewAsRequested, viewableUsersCall } from '../slice';

export const VIEWABLE_PAGE_SIZE = 10;
const SEARCH_PAUSE_MS = 300;

/** The accounts this admin may view as: searched by name or email, ten a page, each with View as. */
export function ViewableUsers({ introId }: { introId: MessageId }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const users = useAppSelector(selectViewableUsers);
  const switching = useAppSelector(selectSwitching);
  const searchId = useId();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const settled = useDebouncedValue(search.trim(), SEARCH_PAUSE_MS);

  useEffect(() => {
    dispatch(
      viewableUsersCall.request({
        search_text: settled,
        limit: VIEWABLE_PAGE_SIZE,
        offset: (page - 1) * VIEWABLE_PAGE_SIZE,
      }),
    );
  }, [dispatch, settled, page]);

  const columns: DataColumn<ViewableUser>[] = [
    {
      key: 'name',
      title: intl.formatMessage({ id: 'switch.viewAs.name' }),
      render: (_value, user) => `${user.fname} ${user.lname}`.trim(),
    },
    { key: 'email', title: intl.formatMessage({ id: 'switch.viewAs.email' }), dataIndex: 'email' },
    {
      key: 'role',
      title: intl.formatMessage({ id: 'switch.viewAs.role' }),
      render: (_value, user) => intl.formatMessage({ id: `switch.role.${user.role_id}` }),
    },
    {
      key: 'action',
      title: intl.formatMessage({ id: 'switch.viewAs.action' }),
      render: (_value, user) => (
        <PlainButton
          size="small"
          variant="primary"
          disabled={switching}
          aria-label={intl.formatMessage(
            { id: 'switch.viewAs.actionFor' },
            { name: `${user.fname} ${user.lname}`.trim() || user.email },
          )}
          onClick={() => dispatch(viewAsRequested(user))}
        >
          {intl.formatMessage({ id: 'switch.viewAs.action' })}
        </PlainButton>
      ),
    },
  ];

  return (
    <div className="view-as">
      <p>{intl.formatMessage({ id: introId })}</p>
      <FormField
        id={searchId}
        label={intl.formatMessage({ id: 'switch.viewAs.search' })}
        problem={null}
      >
        <TextInput
          id={searchId}
          type="search"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
        />
      </FormField>
      <DataTable
        columns={columns}
        rows={users.data ?? []}
        loading={users.loading}
        empty={intl.formatMessage({ id: 'switch.viewAs.empty' })}
      />
      <Pager
        current={page}
        pageSize={VIEWABLE_PAGE_SIZE}
        total={users.totalCount ?? users.data?.length ?? 0}
        onChange={setPage}
        label={intl.formatMessage({ id: 'switch.viewAs.pager' })}
      />
    </div>
  );
}
