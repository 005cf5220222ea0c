import '../register';
import { useIntl } from 'react-intl';
import type { PageProps } from '../../../components/pageProps';
import { FailedAddressTable } from '../components/FailedAddressTable';

/** /dashboard/failed-mailing (Marketplace): failed-address lists to download, read and delete. */
export default function FailedAddressesPage({ titleId }: PageProps) {
  const intl = useIntl();
  return (
    <section className="panel" aria-labelledby="failed-addresses-title">
      <h1 id="failed-addresses-title">{intl.formatMessage({ id: titleId })}</h1>
      <p>{intl.formatMessage({ id: 'contacts.failed.intro' })}</p>
      <FailedAddressTable manage />
    </section>
  );
}
