import { FormattedMessage } from 'react-intl';
import { HOME_LINK, StatusPage } from '../../components/StatusPage';

export default function ServerErrorPage() {
  return (
    <StatusPage
      standalone
      code="500"
      title={<FormattedMessage id="page.serverError.title" />}
      body={<FormattedMessage id="page.serverError.body" />}
      link={HOME_LINK}
    />
  );
}
