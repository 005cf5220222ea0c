import { FormattedMessage } from 'react-intl';
import { HOME_LINK, StatusPage } from '../../components/StatusPage';

export default function NotFoundPage() {
  return (
    <StatusPage
      standalone
      code="404"
      title={<FormattedMessage id="page.notFound.title" />}
      body={<FormattedMessage id="page.notFound.body" />}
      link={HOME_LINK}
    />
  );
}
