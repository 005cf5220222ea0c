import { useIntl } from 'react-intl';
import type { ListStatus } from '../schemas';
import './contacts.css';

/**
 * Where a list is in its import; drawn as a tag by contacts.css (colours set for legible contrast),
 * without antd's Tag, which weighed on every contact list route.
 */
export function ListStatusTag({ status }: { status: ListStatus }) {
  const intl = useIntl();
  return (
    <span className={`list-status list-status--${status}`}>
      {intl.formatMessage({ id: `contacts.status.${status}` })}
    </span>
  );
}
