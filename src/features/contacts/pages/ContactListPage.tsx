import { useIntl } from 'react-intl';
import type { PageProps } from '../../../components/pageProps';
import { ContactListView } from '../components/ContactListView';

/** /dashboard/mailinglist/{id} (Marketplace): one of the user's lists. */
export default function ContactListPage({ titleId }: PageProps) {
  const intl = useIntl();
  return <ContactListView type="user" title={intl.formatMessage({ id: titleId })} />;
}
