import { Button, Switch, Tabs } from 'antd';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { RetryAlert } from '../../../../components/RetryAlert';
import { useUserMessage } from '../../../../components/useUserMessage';
import { callFailureMessage } from '../../../../state/callState';
import { useAppDispatch, useAppSelector } from '../../../../state/hooks';
import { selectProfile } from '../../../auth';
import { type BillingPeriod, PERIOD_TAB_KEY, type PlanKind, SKU_OF } from '../catalogue';
import { offerCall, planChosen, selectOffer } from '../slice';
import { PlanCard } from './PlanCard';
import { SchedulingModal } from './SchedulingBox';
import { UpgradeModal } from './UpgradeModal';
import { WelcomeVideo } from './WelcomeVideo';
import '../../components/billing.css';

const KINDS: readonly PlanKind[] = ['basic', 'pro'];

/** Whether the account already has this plan or a better one (no upgrade to offer). */
function isCurrent(userType: string | undefined, kind: PlanKind): boolean {
  if (userType === 'pro') return true;
  return userType === 'basic' && kind === 'basic';
}

/**
 * The plan picker (accounts-money §2): Annual (key 1) and Monthly (key 2) tabs with a billing
 * switch, an Essentials and a Pro card each, the welcome video, the Design Services box, Go Back.
 * Upgrade Now opens the upgrade modal for the chosen plan.
 */
export function PlanPicker({ onGoBack }: { onGoBack: () => void }) {
  const intl = useIntl();
  const word = useUserMessage();
  const dispatch = useAppDispatch();
  const offer = useAppSelector(selectOffer);
  const profile = useAppSelector(selectProfile);
  const [period, setPeriod] = useState<BillingPeriod>('annual');
  const [designServices, setDesignServices] = useState(false);
  // Plan prices do not change during a session: read once, then shown at once on every opening.
  const loaded = offer.data !== null;
  useEffect(() => {
    if (!loaded) dispatch(offerCall.request({}));
  }, [dispatch, loaded]);

  const cards = (tab: BillingPeriod) => (
    <div className="plan-picker__cards">
      {KINDS.map((kind) => {
        const sku = SKU_OF[kind][tab];
        const priceCents = offer.data?.prices[sku];
        return (
          <PlanCard
            key={kind}
            kind={kind}
            period={tab}
            priceCents={priceCents}
            current={isCurrent(profile?.user_type, kind)}
            loading={offer.loading || (!offer.data && !offer.error)}
            onUpgrade={() => {
              if (priceCents !== undefined)
                dispatch(planChosen({ kind, period: tab, sku, priceCents }));
            }}
          />
        );
      })}
    </div>
  );

  return (
    <div className="plan-picker">
      <div className="plan-picker__main">
        <p>{intl.formatMessage({ id: 'billing.plans.intro' })}</p>
        <label className="plan-picker__switch">
          <Switch
            checked={period === 'annual'}
            onChange={(annual) => setPeriod(annual ? 'annual' : 'monthly')}
          />
          {intl.formatMessage({ id: 'billing.plans.billingSwitch' })}
        </label>
        {offer.error ? (
          <RetryAlert
            message={word(callFailureMessage(offerCall, offer.error))}
            onRetry={() => dispatch(offerCall.request({}))}
          />
        ) : null}
        {offer.data && offer.data.trialDays > 0 ? (
          <p>{intl.formatMessage({ id: 'billing.plans.trial' }, { days: offer.data.trialDays })}</p>
        ) : null}
        <Tabs
          activeKey={PERIOD_TAB_KEY[period]}
          onChange={(key) => setPeriod(key === PERIOD_TAB_KEY.annual ? 'annual' : 'monthly')}
          items={[
            {
              key: PERIOD_TAB_KEY.annual,
              label: intl.formatMessage({ id: 'billing.plans.annual' }),
              children: cards('annual'),
            },
            {
              key: PERIOD_TAB_KEY.monthly,
              label: intl.formatMessage({ id: 'billing.plans.monthly' }),
              children: cards('monthly'),
            },
          ]}
        />
        <Button onClick={onGoBack}>{intl.formatMessage({ id: 'billing.plans.goBack' })}</Button>
      </div>
      <div className="plan-picker__aside">
        <WelcomeVideo />
        <section className="plan-picker__services" aria-labelledby="design-services-title">
          <h3 id="design-services-title">
            {intl.formatMessage({ id: 'billing.designServices.title' })}
          </h3>
          <Button onClick={() => setDesignServices(true)}>
            {intl.formatMessage({ id: 'billing.designServices.open' })}
          </Button>
        </section>
      </div>
      {designServices ? (
        <SchedulingModal
          titleId="billing.designServices.title"
          bodyId="billing.designServices.body"
          onClose={() => setDesignServices(false)}
        />
      ) : null}
      <UpgradeModal />
    </div>
  );
}
