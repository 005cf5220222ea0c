import { LoadingOutlined } from '@ant-design/icons';
import { Button, Tag } from 'antd';
import { useIntl } from 'react-intl';
import { formatWholeDollars } from '../../../../lib/money';
import { ANNUAL_SAVING_PERCENT } from '../../../../config/constants';
import type { MessageId } from '../../../../i18n/messageIds';
import { type BillingPeriod, type PlanKind, monthlyOfAnnualCents } from '../catalogue';

const NAME: Record<PlanKind, MessageId> = {
  basic: 'billing.plans.essentials',
  pro: 'billing.plans.pro',
};
const FEATURES: Record<PlanKind, MessageId> = {
  basic: 'billing.plans.essentials.features',
  pro: 'billing.plans.pro.features',
};

/**
 * One plan of the picker (accounts-money §2): its price per month (an annual price as the annual
 * total ÷ 12, rounded, with "Save 20%"), what it gives, and Upgrade Now.
 */
export function PlanCard({
  kind,
  period,
  priceCents,
  current,
  loading,
  onUpgrade,
}: {
  kind: PlanKind;
  period: BillingPeriod;
  priceCents: number | undefined;
  /** The price is on its way: the card says so, rather than a dead button for no reason. */
  loading: boolean;
  /** The account is on this plan (or above it): nothing to upgrade to. */
  current: boolean;
  onUpgrade: () => void;
}) {
  const intl = useIntl();
  const name = intl.formatMessage({ id: NAME[kind] });
  const dollars = (cents: number) => formatWholeDollars(cents / 100, intl.locale);
  const perMonth =
    priceCents === undefined
      ? null
      : period === 'annual'
        ? monthlyOfAnnualCents(priceCents)
        : priceCents;
  return (
    <article
      className={`plan-card${kind === 'pro' ? ' plan-card--popular' : ''}`}
      aria-label={name}
    >
      <h3 className="plan-card__name">
        {name}
        {kind === 'pro' ? (
          <Tag color="blue" className="plan-card__popular">
            {intl.formatMessage({ id: 'billing.plans.mostPopular' })}
          </Tag>
        ) : null}
      </h3>
      <p className="plan-card__price" data-testid={`price-${kind}`}>
        {perMonth === null ? (
          loading ? (
            <span role="status">
              <LoadingOutlined aria-hidden />{' '}
              {intl.formatMessage({ id: 'billing.plans.priceLoading' })}
            </span>
          ) : (
            '…'
          )
        ) : (
          intl.formatMessage({ id: 'billing.plans.perMonth' }, { price: dollars(perMonth) })
        )}
      </p>
      <p className="plan-card__billing">
        {period === 'annual' && priceCents !== undefined
          ? intl.formatMessage(
              { id: 'billing.plans.billedAnnually' },
              { total: dollars(priceCents) },
            )
          : intl.formatMessage({ id: 'billing.plans.billedMonthly' })}
      </p>
      {period === 'annual' ? (
        <p className="plan-card__save">
          {intl.formatMessage({ id: 'billing.plans.save' }, { percent: ANNUAL_SAVING_PERCENT })}
        </p>
      ) : null}
      <p>{intl.formatMessage({ id: FEATURES[kind] })}</p>
      <Button
        type={kind === 'pro' ? 'primary' : 'default'}
        disabled={current || priceCents === undefined}
        // The name says which plan; the visible words stay at its start (WCAG 2.5.3).
        aria-label={
          current
            ? undefined
            : intl.formatMessage({ id: 'billing.plans.upgradeNowOf' }, { plan: name })
        }
        onClick={onUpgrade}
      >
        {intl.formatMessage({ id: current ? 'billing.plans.current' : 'billing.plans.upgradeNow' })}
      </Button>
    </article>
  );
}
