import { useIntl } from 'react-intl';
import type { PageProps } from '../../../components/pageProps';
import { ContactListView } from '../components/ContactListView';

/** /dashboard/system-mailinglist/{id} (super admin): any list in the system. */
export default function SystemContactListPage({ titleId }: PageProps) {
  const intl = useIntl();
  return <ContactListView type="system" title={intl.formatMessage({ id: titleId })} />;
}
