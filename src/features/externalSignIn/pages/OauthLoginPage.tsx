import '../register';
import './externalSignIn.css';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { PageProps } from '../../../components/pageProps';
import { getConfig } from '../../../config/env';
import { paths } from '../../../config/paths';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { DemoProvider } from '../components/DemoProvider';
import { ExternalSignInFrame } from '../components/ExternalSignInFrame';
import { ProviderButtons } from '../components/ProviderButtons';
import { Unavailable } from '../components/Unavailable';
import { externalSignInReset, selectRefusal } from '../slice';

/**
 * /oauth/login: signing in with another account. With Auth0 configured (connected mode) its five
 * connections; in demo mode the simulated provider; in connected mode without Auth0, a word that
 * external sign-in is not available and the way back to the form.
 */
export default function OauthLoginPage({ titleId }: PageProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const config = getConfig();
  const refusal = useAppSelector(selectRefusal);
  useEffect(() => {
    dispatch(externalSignInReset());
    return () => {
      dispatch(externalSignInReset());
    };
  }, [dispatch]);

  let body;
  if (config.auth0) body = <ProviderButtons />;
  else if (config.mode === 'demo') body = <DemoProvider />;
  else
    return (
      <ExternalSignInFrame titleId={titleId}>
        <Unavailable />
      </ExternalSignInFrame>
    );

  return (
    <ExternalSignInFrame titleId={titleId}>
      <p className="signin__subtitle">{intl.formatMessage({ id: 'externalSignIn.intro' })}</p>
      {refusal ? (
        <p className="notice notice--error" role="alert">
          {intl.formatMessage({ id: 'externalSignIn.providerUnreachable' })}
        </p>
      ) : null}
      {body}
      <p className="signin__links">
        <Link to={paths.signIn.getHref()}>
          {intl.formatMessage({ id: 'externalSignIn.backToSignIn' })}
        </Link>
        <Link to={paths.signUp.getHref()}>
          {intl.formatMessage({ id: 'externalSignIn.createAccount' })}
        </Link>
      </p>
    </ExternalSignInFrame>
  );
}
