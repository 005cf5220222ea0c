import { Tag } from 'antd';
import { useIntl } from 'react-intl';
import type { ListStatus } from '../schemas';
import './contacts.css';

/** Where a list is in its import; the colours are set in contacts.css for legible contrast. */
export function ListStatusTag({ status }: { status: ListStatus }) {
  const intl = useIntl();
  return (
    <Tag className={`list-status list-status--${status}`}>
      {intl.formatMessage({ id: `contacts.status.${status}` })}
    </Tag>
  );
}
