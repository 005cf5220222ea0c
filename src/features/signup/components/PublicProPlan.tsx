import '../register';
import '../pages/signup.css';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { PlainButton } from '../../../components/controls';
import { paths } from '../../../config/paths';
import type { MessageId } from '../../../i18n/messageIds';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import type { BillingPeriod } from '../../billing';
import { type PlanChoice, keepReferral, updateDraft } from '../draft';
import { PLAN_CHOICES } from '../plans';
import { affiliateCall, pricesWanted, selectAffiliate, selectPrices } from '../slice';
import { PeriodChoice, PlanSummary } from './PlanOptions';
import { ReferralNote, SignUpFrame } from './SignUpFrame';

/**
 * /pro-plan/{domain?} signed out (issue 28): the plans, for the reseller the domain names if any,
 * each leading into /signup with that plan (and the referral) kept in the sign-up draft. Light
 * controls only: the signed-out page loads no antd and nothing of the dashboard.
 */
export function PublicProPlan({ titleId, domain }: { titleId: MessageId; domain: string }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const prices = useAppSelector(selectPrices);
  const affiliate = useAppSelector(selectAffiliate);
  const [period, setPeriod] = useState<BillingPeriod>('annual');
  const reseller = domain && affiliate.data && !affiliate.loading ? affiliate.data : null;

  useEffect(() => {
    dispatch(pricesWanted());
    if (domain) dispatch(affiliateCall.request({ domain_name: domain }));
    return () => {
      dispatch(affiliateCall.clear());
    };
  }, [dispatch, domain]);

  const choose = (plan: PlanChoice) => {
    updateDraft('signup', { plan, period });
    if (reseller) keepReferral(reseller);
    void navigate(paths.signUp.getHref());
  };

  return (
    <SignUpFrame
      titleId={titleId}
      wide
      intro={
        <>
          {reseller ? (
            <ReferralNote messageId="signup.proPlan.reseller" referral={reseller} />
          ) : null}
          <p className="signin__subtitle">{intl.formatMessage({ id: 'signup.proPlan.intro' })}</p>
        </>
      }
    >
      <PeriodChoice period={period} name="pro-plan-period" onChange={setPeriod} />
      {prices.failed ? (
        <div className="signup__check-failed" role="alert">
          <p>{intl.formatMessage({ id: 'signup.prices.failed' })}</p>
          <PlainButton size="small" onClick={() => dispatch(pricesWanted())}>
            {intl.formatMessage({ id: 'common.retry' })}
          </PlainButton>
        </div>
      ) : null}
      <ul className="signup__offer">
        {PLAN_CHOICES.map((plan) => (
          <li key={plan} className="signup__plan signup__plan--card">
            <span className="signup__plan-text">
              <PlanSummary plan={plan} period={period} prices={prices.cents} />
            </span>
            <PlainButton
              variant={plan === 'pro' ? 'primary' : 'default'}
              className={plan === 'pro' ? 'button-primary' : 'button-secondary'}
              onClick={() => choose(plan)}
            >
              {intl.formatMessage(
                { id: 'signup.proPlan.choose' },
                { plan: intl.formatMessage({ id: `signup.plan.${plan}` }) },
              )}
            </PlainButton>
          </li>
        ))}
      </ul>
    </SignUpFrame>
  );
}
