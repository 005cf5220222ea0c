import '../register';
import './signup.css';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { PlainButton } from '../../../components/controls';
import type { PageProps } from '../../../components/pageProps';
import { useUserMessage } from '../../../components/useUserMessage';
import { paths } from '../../../config/paths';
import { callFailureMessage } from '../../../state/callState';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { keepReferral } from '../draft';
import { affiliateCall, selectAffiliate } from '../slice';
import { SignUpFrame } from '../components/SignUpFrame';

/**
 * /affiliate/{domain?}: a PRO reseller's page for their referral domain (issue 28): their business
 * name and a call to sign up, which leads into /signup with the referral kept. No domain, or one
 * no reseller has, says so and offers the plain sign-up.
 */
export default function AffiliateLandingPage({ titleId }: PageProps) {
  const intl = useIntl();
  const word = useUserMessage();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { domain = '' } = useParams();
  const { data, error, loading } = useAppSelector(selectAffiliate);

  useEffect(() => {
    if (domain) dispatch(affiliateCall.request({ domain_name: domain }));
    return () => {
      dispatch(affiliateCall.clear());
    };
  }, [dispatch, domain]);

  const plain = (
    <p className="signin__links">
      <Link to={paths.signUp.getHref()}>
        {intl.formatMessage({ id: 'signup.affiliate.plainSignUp' })}
      </Link>
    </p>
  );
  let body;
  if (!domain)
    body = (
      <>
        <p className="notice notice--warning" role="status">
          {intl.formatMessage({ id: 'signup.affiliate.none' })}
        </p>
        {plain}
      </>
    );
  else if (error) {
    const unknown = error.kind === 'http' && error.httpStatus === 404;
    body = (
      <>
        <div className="notice notice--error" role="alert">
          <p>{word(callFailureMessage(affiliateCall, error))}</p>
          {unknown ? null : (
            <PlainButton
              className="button-secondary"
              onClick={() => dispatch(affiliateCall.request({ domain_name: domain }))}
            >
              {intl.formatMessage({ id: 'common.retry' })}
            </PlainButton>
          )}
        </div>
        {plain}
      </>
    );
  } else if (data && !loading) {
    const business = data.business_name || data.domain;
    body = (
      <>
        <h2 className="signup__invites">
          {intl.formatMessage(
            { id: 'signup.affiliate.invites' },
            {
              business: (
                <span key="business" className="signup__affiliate-name">
                  {business}
                </span>
              ),
            },
          )}
        </h2>
        <p>
          {intl.formatMessage(
            { id: 'signup.affiliate.about' },
            {
              name: (
                <span key="name" className="signup__affiliate-fname">
                  {data.fname || business}
                </span>
              ),
            },
          )}
        </p>
        <div className="signup__actions">
          <PlainButton
            variant="primary"
            className="button-primary"
            onClick={() => {
              keepReferral(data);
              void navigate(paths.signUp.getHref());
            }}
          >
            {intl.formatMessage({ id: 'signup.affiliate.start' })}
          </PlainButton>
          <Link className="signup__plans-link" to={paths.proPlan.getHref(data.domain)}>
            {intl.formatMessage({ id: 'signup.affiliate.seePlans' })}
          </Link>
        </div>
      </>
    );
  } else
    body = (
      <p className="unsubscribe__loading" role="status">
        <span className="page-loader__spinner" aria-hidden="true" />
        {intl.formatMessage({ id: 'app.loading' })}
      </p>
    );
  return <SignUpFrame titleId={titleId}>{body}</SignUpFrame>;
}
