import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';

/** Connected mode without Auth0 configured: external sign-in is off; the form is the way in. */
export function Unavailable() {
  const intl = useIntl();
  return (
    <>
      <p className="notice notice--warning" role="status">
        {intl.formatMessage({ id: 'externalSignIn.unavailable' })}
      </p>
      <p className="signin__links">
        <Link to={paths.signIn.getHref()}>
          {intl.formatMessage({ id: 'externalSignIn.backToSignIn' })}
        </Link>
      </p>
    </>
  );
}
