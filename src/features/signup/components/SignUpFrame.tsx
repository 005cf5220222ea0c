import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { PageProps } from '../../../components/pageProps';
import { paths } from '../../../config/paths';
import type { MessageId } from '../../../i18n/messageIds';
import type { Referral } from '../draft';

/**
 * The sign-in pages' frame around a sign-up page: brand, title, intro, the sign-in link. `wide`
 * for the plans side by side (/pro-plan signed out).
 */
export function SignUpFrame({
  titleId,
  intro,
  wide = false,
  children,
}: PageProps & { intro?: React.ReactNode; wide?: boolean; children: React.ReactNode }) {
  const intl = useIntl();
  return (
    <main className="signin signup">
      <div
        className={
          wide ? 'signin__panel signup__panel signup__panel--wide' : 'signin__panel signup__panel'
        }
      >
        <p className="signin__brand">{intl.formatMessage({ id: 'app.name' })}</p>
        <h1 className="signin__title">{intl.formatMessage({ id: titleId })}</h1>
        {intro}
        {children}
        <p className="signup__signin">
          {intl.formatMessage({ id: 'signup.haveAccount' })}{' '}
          <Link to={paths.signIn.getHref()}>{intl.formatMessage({ id: 'signup.signIn' })}</Link>
        </p>
      </div>
    </main>
  );
}

/** Who referred the person (an affiliate page or /pro-plan/{domain}), their business in bold. */
export function ReferralNote({
  messageId,
  referral,
}: {
  messageId: MessageId;
  referral: Referral;
}) {
  const intl = useIntl();
  return (
    <p className="signup__referral" role="note">
      {intl.formatMessage(
        { id: messageId },
        {
          business: (
            <strong key="business" className="signup__referral-name">
              {referral.business_name || referral.domain}
            </strong>
          ),
        },
      )}
    </p>
  );
}
