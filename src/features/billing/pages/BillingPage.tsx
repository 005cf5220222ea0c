import '../subscriptions/register';
import '../register';
import '../subscriptions/components/subscriptions.css';
import { Button } from 'antd';
import { Suspense, lazy, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { PageProps } from '../../../components/pageProps';
import { paths } from '../../../config/paths';
import { ROLE } from '../../../config/constants';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { selectRole } from '../../auth';
import { AccountStatusPanel } from '../subscriptions/components/AccountStatusPanel';
import { BillingAddressForm } from '../subscriptions/components/BillingAddressForm';
import { SubscriptionTable } from '../subscriptions/components/SubscriptionTable';
import {
  billingLoadsRetried,
  billingPageOpened,
  cancelAccountCall,
  subscriptionOpened,
} from '../subscriptions/slice';

const SubscriptionDetailDialog = lazy(
  () => import('../subscriptions/components/SubscriptionDetailDialog'),
);
const CancelAccountDialog = lazy(() => import('../subscriptions/components/CancelAccountDialog'));

/**
 * /dashboard/billing (roles 2 and 3): the account's status, its subscriptions with their invoices
 * and auto-renew, the billing address (with the UK's VAT for a UK address), and cancelling the
 * account (accounts-money §4 "Billing actions", §7 "Older API billing").
 */
export default function BillingPage({ titleId }: PageProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  // Marketplace accounts pay for orders: their history is one step from here.
  const ordersUser = useAppSelector(selectRole) === ROLE.marketplace;
  const [openId, setOpenId] = useState<number | null>(null);
  const [cancelling, setCancelling] = useState(false);
  useEffect(() => {
    dispatch(billingPageOpened());
  }, [dispatch]);
  const retry = () => dispatch(billingLoadsRetried());
  const open = (id: number) => {
    dispatch(subscriptionOpened(id));
    setOpenId(id);
  };

  return (
    <section className="panel" aria-labelledby="billing-title">
      <h1 id="billing-title">{intl.formatMessage({ id: titleId })}</h1>
      <p>
        {intl.formatMessage({ id: 'subscriptions.intro' })}{' '}
        <Link to={paths.dashboard.membership.getHref()}>
          {intl.formatMessage({ id: 'subscriptions.manageCards' })}
        </Link>
        {ordersUser ? (
          <>
            {' · '}
            <Link to={paths.dashboard.orderHistory.getHref()}>
              {intl.formatMessage({ id: 'screen.orderHistory' })}
            </Link>
          </>
        ) : null}
      </p>
      <AccountStatusPanel onRetry={retry} />
      <SubscriptionTable onRetry={retry} onOpen={open} />
      <BillingAddressForm onRetry={retry} />
      <section className="billing-section" aria-labelledby="billing-cancel-title">
        <h2 id="billing-cancel-title">
          {intl.formatMessage({ id: 'subscriptions.cancel.section' })}
        </h2>
        <p>{intl.formatMessage({ id: 'subscriptions.cancel.sectionIntro' })}</p>
        <Button
          danger
          onClick={() => {
            dispatch(cancelAccountCall.clear());
            setCancelling(true);
          }}
        >
          {intl.formatMessage({ id: 'subscriptions.cancel.open' })}
        </Button>
      </section>
      <Suspense fallback={null}>
        {openId !== null ? (
          <SubscriptionDetailDialog invoiceEntryId={openId} onClose={() => setOpenId(null)} />
        ) : null}
        {cancelling ? <CancelAccountDialog onClose={() => setCancelling(false)} /> : null}
      </Suspense>
    </section>
  );
}
