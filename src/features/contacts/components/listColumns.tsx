import type { IntlShape } from 'react-intl';
import { Link } from 'react-router-dom';
import type { DataColumn } from '../../../components/DataTable';
import { formatDateOrText } from '../../../lib/dateTime';
import type { ContactList } from '../schemas';
import { ListStatusTag } from './ListStatusTag';

/**
 * The columns every table of lists shows (the user's and the super admin's): the name linking to
 * the list, its contact count, status and creation day. `extra` columns go after the name.
 */
export function listColumns<Row extends ContactList>(
  intl: IntlShape,
  listHref: (id: number) => string,
  extra: DataColumn<Row>[] = [],
): DataColumn<Row>[] {
  return [
    {
      key: 'name',
      title: intl.formatMessage({ id: 'contacts.lists.name' }),
      render: (_value, list) => <Link to={listHref(list.id)}>{list.name}</Link>,
    },
    ...extra,
    {
      key: 'count',
      title: intl.formatMessage({ id: 'contacts.lists.count' }),
      render: (_value, list) => intl.formatNumber(list.total_count),
    },
    {
      key: 'status',
      title: intl.formatMessage({ id: 'contacts.lists.status' }),
      render: (_value, list) => <ListStatusTag status={list.status} />,
    },
    {
      key: 'created',
      title: intl.formatMessage({ id: 'contacts.lists.created' }),
      render: (_value, list) => formatDateOrText(list.created_at),
    },
  ];
}
