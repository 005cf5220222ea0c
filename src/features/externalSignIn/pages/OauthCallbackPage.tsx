import '../register';
import './externalSignIn.css';
import type { PageProps } from '../../../components/pageProps';
import { getConfig } from '../../../config/env';
import { useAppDispatch } from '../../../state/hooks';
import { CallbackStatus } from '../components/CallbackStatus';
import { ExternalSignInFrame } from '../components/ExternalSignInFrame';
import { Unavailable } from '../components/Unavailable';
import { useCallbackUrl } from '../components/useCallbackUrl';
import { demoCallbackArrived } from '../slice';

/**
 * /oauth/callback: where the demo's simulated provider sends the browser back with `code` and
 * `state`. Only the demo has that provider; elsewhere the page says external sign-in is not
 * available here (Auth0 comes back to /auth0loginCallback).
 */
export default function OauthCallbackPage({ titleId }: PageProps) {
  const dispatch = useAppDispatch();
  const demo = getConfig().mode === 'demo';
  useCallbackUrl((url) => {
    if (!demo) return;
    const query = url.searchParams;
    dispatch(
      demoCallbackArrived({
        code: query.get('code'),
        state: query.get('state'),
        error: query.get('error'),
      }),
    );
  });
  return (
    <ExternalSignInFrame titleId={titleId}>
      {demo ? <CallbackStatus /> : <Unavailable />}
    </ExternalSignInFrame>
  );
}
