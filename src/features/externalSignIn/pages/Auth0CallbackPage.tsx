import '../register';
import './externalSignIn.css';
import type { PageProps } from '../../../components/pageProps';
import { getConfig } from '../../../config/env';
import { useAppDispatch } from '../../../state/hooks';
import { CallbackStatus } from '../components/CallbackStatus';
import { ExternalSignInFrame } from '../components/ExternalSignInFrame';
import { Unavailable } from '../components/Unavailable';
import { useCallbackUrl } from '../components/useCallbackUrl';
import { auth0CallbackArrived } from '../slice';

/**
 * /auth0loginCallback: where Auth0 sends the browser back. Auth0's SDK reads the answer (and
 * checks its state and nonce); without Auth0 configured the page says external sign-in is not
 * available here.
 */
export default function Auth0CallbackPage({ titleId }: PageProps) {
  const dispatch = useAppDispatch();
  const configured = getConfig().auth0 !== null;
  useCallbackUrl((url) => {
    if (configured) dispatch(auth0CallbackArrived({ url: url.href }));
  });
  return (
    <ExternalSignInFrame titleId={titleId}>
      {configured ? <CallbackStatus /> : <Unavailable />}
    </ExternalSignInFrame>
  );
}
