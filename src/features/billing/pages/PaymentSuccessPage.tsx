import '../subscriptions/components/subscriptions.css';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { PageProps } from '../../../components/pageProps';
import { paths } from '../../../config/paths';
import { formatMoney } from '../../../lib/money';
import { StandalonePage } from '../subscriptions/components/StandalonePage';
import { readPlanOrder } from '../subscriptions/planOrder';

/**
 * /Success: what was bought, from the plan and order data held locally (accounts-money §3), and
 * the way on to the dashboard. Without that data it still says the payment went through.
 */
export default function PaymentSuccessPage({ titleId }: PageProps) {
  const intl = useIntl();
  const [order] = useState(readPlanOrder);
  const rows: [string, string][] = order
    ? [
        [intl.formatMessage({ id: 'subscriptions.success.plan' }), order.planName],
        [intl.formatMessage({ id: 'subscriptions.success.planId' }), order.planId],
        [
          intl.formatMessage({ id: 'subscriptions.success.price' }),
          formatMoney(order.planPrice, intl.locale),
        ],
        ...(order.businessName
          ? [
              [
                intl.formatMessage({ id: 'subscriptions.success.business' }),
                order.businessName,
              ] as [string, string],
            ]
          : []),
        ...(order.industryName
          ? [
              [
                intl.formatMessage({ id: 'subscriptions.success.industry' }),
                order.industryName,
              ] as [string, string],
            ]
          : []),
        ...(order.domain
          ? [
              [intl.formatMessage({ id: 'subscriptions.success.domain' }), order.domain] as [
                string,
                string,
              ],
            ]
          : []),
      ]
    : [];
  return (
    <StandalonePage titleId={titleId}>
      <p>
        {intl.formatMessage({
          id: order ? 'subscriptions.success.thanks' : 'subscriptions.success.generic',
        })}
      </p>
      {rows.length > 0 ? (
        <dl
          className="billing-status"
          aria-label={intl.formatMessage({ id: 'subscriptions.success.bought' })}
        >
          {rows.map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <p style={{ marginTop: 24 }}>
        <Link to={paths.dashboard.home.getHref()}>
          {intl.formatMessage({ id: 'subscriptions.success.toDashboard' })}
        </Link>
      </p>
    </StandalonePage>
  );
}
