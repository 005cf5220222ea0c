import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { ChromeOnlyBanner } from '../../../components/ChromeOnlyBanner';
import type { PageProps } from '../../../components/pageProps';
import { useUserMessage } from '../../../components/useUserMessage';
import { paths } from '../../../config/paths';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { DemoAccountsPanel } from '../components/DemoAccountsPanel';
import { SignInForm, type SignInFormHandle } from '../components/SignInForm';
import { loginErrorMessage } from '../loginError';
import { loginCall, selectLoginState, signInSubmitted } from '../slice';
import { type SignOutReason, peekSignOutReason, setRedirectFlag } from '../storage';

function rememberedLocation(search: URLSearchParams, state: unknown): string | null {
  const fromQuery = search.get('next');
  if (fromQuery) return fromQuery;
  if (state && typeof state === 'object' && 'from' in state && typeof state.from === 'string')
    return state.from;
  return null;
}

/** /, /signin, /admin-signin and /pro-signin. */
export default function SignInPage({ titleId }: PageProps) {
  const intl = useIntl();
  const word = useUserMessage();
  const dispatch = useAppDispatch();
  const login = useAppSelector(selectLoginState);
  const form = useRef<SignInFormHandle>(null);
  const [search] = useSearchParams();
  const location = useLocation();
  const [signOutReason] = useState<SignOutReason | null>(peekSignOutReason);

  useEffect(() => {
    // Links from emails ask to land on notifications or billing after sign-in.
    const redirect = search.get('redirect');
    if (redirect === 'notification' || redirect === 'billing') setRedirectFlag(redirect);
  }, [search]);

  useEffect(
    () => () => {
      dispatch(loginCall.clear());
    },
    [dispatch],
  );

  return (
    <main className="signin">
      <ChromeOnlyBanner />
      <div className="signin__panel">
        <p className="signin__brand">{intl.formatMessage({ id: 'app.name' })}</p>
        <h1 className="signin__title">{intl.formatMessage({ id: titleId })}</h1>
        <p className="signin__subtitle">
          <FormattedMessage id="auth.signIn.subtitle" />
        </p>
        {signOutReason === 'subscription' ? (
          <p className="notice notice--warning" role="status">
            <FormattedMessage id="auth.subscriptionEnded" />
          </p>
        ) : null}
        {login.error ? (
          <p className="notice notice--error" role="alert">
            {word(loginErrorMessage(login.error))}
          </p>
        ) : null}
        <SignInForm
          ref={form}
          busy={login.loading}
          onSubmit={(values) =>
            dispatch(
              signInSubmitted({ ...values, next: rememberedLocation(search, location.state) }),
            )
          }
        />
        <p className="signin__links">
          <Link to={paths.forgotPassword.getHref()}>
            <FormattedMessage id="auth.forgotPassword" />
          </Link>
          <Link to={paths.forgotUsername.getHref()}>
            <FormattedMessage id="auth.forgotUsername" />
          </Link>
        </p>
        <p className="signin__links">
          <Link to={paths.signUp.getHref()}>
            <FormattedMessage id="auth.signUp" />
          </Link>
          <Link to={paths.oauthLogin.getHref()}>
            <FormattedMessage id="auth.otherSignIn" />
          </Link>
        </p>
        <DemoAccountsPanel
          onUse={(account, password) => form.current?.fill(account.email, password)}
        />
      </div>
    </main>
  );
}
