import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { StatusPage } from '../../components/StatusPage';
import type { PageProps } from '../../components/pageProps';

/** A public screen owned by a later issue: it names itself and says it is not available yet. */
export default function UnbuiltPublicPage({ titleId }: PageProps) {
  return (
    <StatusPage
      standalone
      title={
        <FormattedMessage
          id="page.unbuilt.title"
          values={{ screen: <FormattedMessage id={titleId} /> }}
        />
      }
      body={<FormattedMessage id="page.unbuilt.body" />}
      action={
        <Link className="button-link" to="/signin">
          <FormattedMessage id="page.backToSignIn" />
        </Link>
      }
    />
  );
}
