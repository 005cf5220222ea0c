import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Card } from '../schemas';

/** Card brands are trademarks: written the same in every language, so not in the catalogues. */
const BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

/** The brand's name ("Visa") for brands the app knows; "Card", in the user's language, otherwise. */
export function useBrandName(): (brand: string) => string {
  const intl = useIntl();
  return (brand) => BRAND_NAMES[brand] ?? intl.formatMessage({ id: 'billing.brand.other' });
}

function isExpired(card: Card, today: Date): boolean {
  return card.exp_year * 12 + card.exp_month < today.getFullYear() * 12 + today.getMonth() + 1;
}

/**
 * One card as the spec lists it (accounts-money §2): brand logo, brand name, ending digits, the
 * DEFAULT marker, name on card, expiry month and year, and the billing address behind a toggle.
 * `control` is what leads (a radio when the card is chosen from a list); `actions` what follows.
 */
export function CardSummary({
  card,
  control,
  actions,
}: {
  card: Card;
  control?: ReactNode;
  actions?: ReactNode;
}) {
  const intl = useIntl();
  const brandName = useBrandName()(card.brand);
  const { address, name } = card.billing_details;
  const lines = [
    address.line1,
    address.line2,
    [address.city, address.state, address.postal_code].filter(Boolean).join(', '),
  ].filter(Boolean);
  const isDefault = card.defaultcard_status === 1;
  return (
    <div className={`card-item${isDefault ? ' card-item--default' : ''}`}>
      <span className={`card-item__logo card-item__logo--${card.brand}`} aria-hidden>
        {brandName}
      </span>
      <div className="card-item__main">
        <p className="card-item__title">
          {control}
          {brandName} · {intl.formatMessage({ id: 'billing.cards.ending' }, { last4: card.last4 })}
          {isDefault ? (
            <span className="card-item__default">
              {intl.formatMessage({ id: 'billing.cards.default' })}
            </span>
          ) : null}
        </p>
        <p>{intl.formatMessage({ id: 'billing.cards.nameOnCard' }, { name })}</p>
        <p>
          {intl.formatMessage(
            { id: 'billing.cards.expires' },
            { month: String(card.exp_month).padStart(2, '0'), year: card.exp_year },
          )}
          {isExpired(card, new Date()) ? (
            <span className="card-item__expired">
              {intl.formatMessage({ id: 'billing.cards.expired' })}
            </span>
          ) : null}
        </p>
        <details className="card-item__address">
          <summary>{intl.formatMessage({ id: 'billing.cards.showAddress' })}</summary>
          {lines.length > 0 ? (
            <address>
              {lines.map((line) => (
                <span key={line}>
                  {line}
                  <br />
                </span>
              ))}
            </address>
          ) : (
            <p>{intl.formatMessage({ id: 'billing.cards.noAddress' })}</p>
          )}
        </details>
      </div>
      {actions ? <div className="card-item__actions">{actions}</div> : <span />}
    </div>
  );
}
