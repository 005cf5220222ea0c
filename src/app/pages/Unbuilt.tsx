import { FormattedMessage } from 'react-intl';
import type { PageProps } from '../../components/pageProps';
import { HOME_LINK, SIGN_IN_LINK, StatusPage } from '../../components/StatusPage';

/**
 * A screen owned by a later issue: it names itself and says it is not available yet. Inside the
 * dashboard it links home; as a public page it stands alone and links to sign-in.
 */
export function Unbuilt({ titleId, standalone }: PageProps & { standalone: boolean }) {
  return (
    <StatusPage
      standalone={standalone}
      title={
        <FormattedMessage
          id="page.unbuilt.title"
          values={{ screen: <FormattedMessage id={titleId} /> }}
        />
      }
      body={<FormattedMessage id="page.unbuilt.body" />}
      link={standalone ? SIGN_IN_LINK : HOME_LINK}
    />
  );
}
