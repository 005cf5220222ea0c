import { FormattedMessage } from 'react-intl';
import { HOME_LINK, StatusPage } from '../../components/StatusPage';
import type { MessageId } from '../../i18n/messageIds';

/** Shown when a role opens a dashboard route that is not its own. */
export function NotAllowedPage({ titleId }: { titleId: MessageId }) {
  return (
    <StatusPage
      code="403"
      title={<FormattedMessage id="page.notAllowed.title" />}
      body={
        <FormattedMessage
          id="page.notAllowed.body"
          values={{ screen: <FormattedMessage id={titleId} /> }}
        />
      }
      link={HOME_LINK}
    />
  );
}
