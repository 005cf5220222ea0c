import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { PlainButton } from '../../../components/controls';
import { useUserMessage } from '../../../components/useUserMessage';
import { paths } from '../../../config/paths';
import { callFailureMessage } from '../../../state/callState';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import {
  finishCall,
  finishRetried,
  selectFinish,
  selectIdentity,
  selectRefusal,
  selectToken,
  tokenCall,
} from '../slice';

const REFUSAL_IDS = {
  missing: 'externalSignIn.refused.missing',
  mismatch: 'externalSignIn.refused.mismatch',
  nonce: 'externalSignIn.refused.nonce',
  provider: 'externalSignIn.refused.provider',
} as const;

/**
 * Where a callback stands, shared by /oauth/callback and /auth0loginCallback: checking the
 * provider's answer, who the provider signed in while the sign-in finishes, or why it stopped. A
 * refused answer or a failed exchange can only be started again (the code is spent); a failed
 * finish offers Retry.
 */
export function CallbackStatus() {
  const intl = useIntl();
  const word = useUserMessage();
  const dispatch = useAppDispatch();
  const refusal = useAppSelector(selectRefusal);
  const identity = useAppSelector(selectIdentity);
  const token = useAppSelector(selectToken);
  const finish = useAppSelector(selectFinish);

  const startAgain = (
    <p className="signin__links">
      <Link to={paths.oauthLogin.getHref()}>
        {intl.formatMessage({ id: 'externalSignIn.startAgain' })}
      </Link>
      <Link to={paths.signIn.getHref()}>
        {intl.formatMessage({ id: 'externalSignIn.backToSignIn' })}
      </Link>
    </p>
  );

  if (refusal || token.error) {
    return (
      <>
        <div className="notice notice--error external-signin__failure" role="alert">
          <p>
            {refusal
              ? intl.formatMessage({ id: REFUSAL_IDS[refusal] })
              : word(callFailureMessage(tokenCall, token.error!))}
          </p>
        </div>
        {startAgain}
      </>
    );
  }

  return (
    <>
      {identity ? (
        <p className="external-signin__identity">
          {intl.formatMessage(
            { id: 'externalSignIn.signedInAs' },
            {
              name: (
                <strong key="name" className="external-signin__name">
                  {identity.fname || intl.formatMessage({ id: 'externalSignIn.someone' })}
                </strong>
              ),
              email: (
                <span key="email" className="external-signin__email">
                  {identity.email}
                </span>
              ),
            },
          )}
        </p>
      ) : null}
      {finish.error ? (
        <div className="notice notice--error external-signin__failure" role="alert">
          <p>{word(callFailureMessage(finishCall, finish.error))}</p>
          <PlainButton
            className="button-secondary"
            onClick={() => dispatch(finishRetried())}
            disabled={finish.loading}
          >
            {intl.formatMessage({ id: 'common.retry' })}
          </PlainButton>
        </div>
      ) : (
        <p className="external-signin__progress" role="status">
          <span className="page-loader__spinner" aria-hidden="true" />
          {intl.formatMessage({
            id: identity ? 'externalSignIn.finishing' : 'externalSignIn.checking',
          })}
        </p>
      )}
      {finish.error ? startAgain : null}
    </>
  );
}
