import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { StatusPage } from '../../components/StatusPage';

export default function NotFoundPage() {
  return (
    <StatusPage
      standalone
      code="404"
      title={<FormattedMessage id="page.notFound.title" />}
      body={<FormattedMessage id="page.notFound.body" />}
      action={
        <Link className="button-link" to="/dashboard">
          <FormattedMessage id="page.backHome" />
        </Link>
      }
    />
  );
}
