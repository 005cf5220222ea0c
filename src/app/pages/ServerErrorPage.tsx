import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { StatusPage } from '../../components/StatusPage';

export default function ServerErrorPage() {
  return (
    <StatusPage
      standalone
      code="500"
      title={<FormattedMessage id="page.serverError.title" />}
      body={<FormattedMessage id="page.serverError.body" />}
      action={
        <Link className="button-link" to="/dashboard">
          <FormattedMessage id="page.backHome" />
        </Link>
      }
    />
  );
}
