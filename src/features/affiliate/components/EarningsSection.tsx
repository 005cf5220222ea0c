import { Spin } from 'antd';
import { useIntl } from 'react-intl';
import { formatDate } from '../../../lib/dateTime';
import { formatCents } from '../../../lib/money';
import type { EarningsTotals } from '../api';
import { PanelSection } from '../../../components/PanelSection';

/** Earned, owed and paid out, in dollars with two decimals (accounts-money §3, §9). */
export function EarningsSection({
  totals,
  loading,
}: {
  totals: EarningsTotals | null;
  loading: boolean;
}) {
  const intl = useIntl();
  const money = (cents: number) => formatCents(cents, intl.locale);
  const figures = totals
    ? ([
        ['earned', 'affiliate.totals.earned', totals.sum_amount_earned],
        ['owed', 'affiliate.totals.owed', totals.sum_amount_owed],
        ['paid', 'affiliate.totals.paid', totals.sum_amount_paid],
      ] as const)
    : [];
  return (
    <PanelSection title={intl.formatMessage({ id: 'affiliate.totals.title' })}>
      {loading && !totals ? <Spin /> : null}
      {totals ? (
        <>
          <dl className="affiliate-totals">
            {figures.map(([key, labelId, cents]) => (
              <div key={key} className="affiliate-totals__item">
                <dt>{intl.formatMessage({ id: labelId })}</dt>
                <dd data-testid={`total-${key}`}>{money(cents)}</dd>
              </div>
            ))}
          </dl>
          <p className="affiliate-hint">
            {totals.last_paid_at
              ? intl.formatMessage(
                  { id: 'affiliate.totals.lastPaid' },
                  { date: formatDate(totals.last_paid_at) },
                )
              : intl.formatMessage({ id: 'affiliate.totals.noPayout' })}{' '}
            {intl.formatMessage({ id: 'affiliate.totals.owedHint' })}
          </p>
        </>
      ) : null}
    </PanelSection>
  );
}
