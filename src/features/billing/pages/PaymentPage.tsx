import '../subscriptions/components/subscriptions.css';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { PageProps } from '../../../components/pageProps';
import { frameSandbox } from '../../../lib/frameSandbox';
import { getConfig } from '../../../config/env';
import { paths } from '../../../config/paths';
import { StandalonePage } from '../subscriptions/components/StandalonePage';

/**
 * /payment and /payments: the payment provider's Pro-plan page in a 1200×1200 frame (accounts-money
 * §2 "A Payments screen only embeds the provider's Pro-plan page"). Its address comes from
 * VITE_PAYMENT_PAGE_URL; in demo mode it is our own public/payment/index.html. The provider's page
 * leads on to /Success itself, so the frame may navigate the top window after a click.
 */
export default function PaymentPage({ titleId }: PageProps) {
  const intl = useIntl();
  return (
    <StandalonePage titleId={titleId}>
      <p>{intl.formatMessage({ id: 'subscriptions.payment.intro' })}</p>
      <iframe
        className="payment-frame"
        src={getConfig().frames.payment}
        // The provider's page takes the card (forms) and leads back to /Success (top navigation).
        width={1200}
        height={1200}
        title={intl.formatMessage({ id: 'subscriptions.payment.frameTitle' })}
        sandbox={frameSandbox(getConfig().frames.payment, window.location.origin, [
          'forms',
          'popups',
          'topNavigation',
        ])}
        referrerPolicy="strict-origin-when-cross-origin"
      />
      <p>
        <Link to={paths.dashboard.home.getHref()}>
          {intl.formatMessage({ id: 'subscriptions.success.toDashboard' })}
        </Link>
      </p>
    </StandalonePage>
  );
}
