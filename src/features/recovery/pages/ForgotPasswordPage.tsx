import { FormattedMessage } from 'react-intl';
import type { PageProps } from '../../../components/pageProps';

/** Skeleton: replaced by the page itself. */
export default function ForgotPasswordPage({ titleId }: PageProps) {
  return (
    <main>
      <h1>
        <FormattedMessage id={titleId} />
      </h1>
    </main>
  );
}
