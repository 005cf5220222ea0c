import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Choice } from '../../../components/controls';
import type { PlanSku } from '../../../config/constants';
import { formatCents } from '../../../lib/money';
import type { BillingPeriod } from '../../billing';
import type { PlanChoice } from '../draft';
import { PLAN_CHOICES, perMonthCents, skuOf } from '../plans';

/** The billing period switch: Monthly, or Annual with 'Save 20%' (accounts-money §2). */
export function PeriodChoice({
  period,
  onChange,
  name,
}: {
  period: BillingPeriod;
  onChange: (period: BillingPeriod) => void;
  name: string;
}) {
  const intl = useIntl();
  return (
    <fieldset className="signup__period">
      <legend>{intl.formatMessage({ id: 'signup.period' })}</legend>
      {(['monthly', 'annual'] as const).map((each) => (
        <label key={each} className="signup__period-option">
          <Choice
            type="radio"
            name={name}
            value={each}
            checked={period === each}
            onChange={() => onChange(each)}
          />
          {intl.formatMessage({ id: `signup.period.${each}` })}
          {each === 'annual' ? (
            <span className="signup__save">{intl.formatMessage({ id: 'signup.period.save' })}</span>
          ) : null}
        </label>
      ))}
    </fieldset>
  );
}

/** A plan's name, price per month, what an annual plan bills, and what it is for. */
export function PlanSummary({
  plan,
  period,
  prices,
}: {
  plan: PlanChoice;
  period: BillingPeriod;
  prices: Partial<Record<PlanSku, number>>;
}) {
  const intl = useIntl();
  const perMonth = perMonthCents(plan, period, prices);
  const annual = prices[skuOf(plan, period)];
  return (
    <>
      <span className="signup__plan-name">
        {intl.formatMessage({ id: `signup.plan.${plan}` })}
        {plan === 'pro' ? (
          <span className="signup__popular">
            {intl.formatMessage({ id: 'signup.plan.popular' })}
          </span>
        ) : null}
      </span>
      <span className="signup__plan-price">
        {perMonth === undefined
          ? intl.formatMessage({ id: 'signup.plan.priceMissing' })
          : intl.formatMessage(
              { id: 'signup.plan.perMonth' },
              { price: formatCents(perMonth, intl.locale) },
            )}
      </span>
      {period === 'annual' && plan !== 'free' && annual !== undefined ? (
        <span className="signup__plan-billed">
          {intl.formatMessage(
            { id: 'signup.plan.billedAnnually' },
            { total: formatCents(annual, intl.locale) },
          )}
        </span>
      ) : null}
      <span className="signup__plan-about">
        {intl.formatMessage({ id: `signup.plan.${plan}.about` })}
      </span>
    </>
  );
}

/** The three plans as radios (sign-up's plan step). */
export function PlanRadios({
  plan,
  period,
  prices,
  onChange,
  after,
}: {
  plan: PlanChoice;
  period: BillingPeriod;
  prices: Partial<Record<PlanSku, number>>;
  onChange: (plan: PlanChoice) => void;
  after?: ReactNode;
}) {
  const intl = useIntl();
  return (
    <fieldset className="signup__plans">
      <legend>{intl.formatMessage({ id: 'signup.plan.choose' })}</legend>
      {PLAN_CHOICES.map((each) => (
        <label
          key={each}
          className={each === plan ? 'signup__plan signup__plan--chosen' : 'signup__plan'}
        >
          <Choice
            type="radio"
            name="signup-plan"
            value={each}
            checked={each === plan}
            onChange={() => onChange(each)}
          />
          <span className="signup__plan-text">
            <PlanSummary plan={each} period={period} prices={prices} />
          </span>
        </label>
      ))}
      {after}
    </fieldset>
  );
}
