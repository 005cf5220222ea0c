import { useIntl } from 'react-intl';
import { PlainButton } from '../../../components/controls';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { AUTH0_CONNECTIONS, type Auth0Connection } from '../auth0';
import { auth0SignInRequested, selectRedirecting } from '../slice';

const CONNECTIONS = Object.keys(AUTH0_CONNECTIONS) as Auth0Connection[];

/** Auth0's connections (accounts-money §7): email and password, Facebook, Google, GitHub, Twitter. */
export function ProviderButtons() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const redirecting = useAppSelector(selectRedirecting);
  return (
    <ul className="external-signin__providers">
      {CONNECTIONS.map((connection) => (
        <li key={connection}>
          <PlainButton
            className={`external-signin__provider external-signin__provider--${connection}`}
            onClick={() => dispatch(auth0SignInRequested({ connection }))}
            disabled={redirecting}
            aria-busy={redirecting}
          >
            {intl.formatMessage({ id: `externalSignIn.provider.${connection}` })}
          </PlainButton>
        </li>
      ))}
    </ul>
  );
}
