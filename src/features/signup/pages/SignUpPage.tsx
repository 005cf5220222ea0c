import '../register';
import './signup.css';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { PageProps } from '../../../components/pageProps';
import { paths } from '../../../config/paths';
import { SignUpForm } from '../components/SignUpForm';
import { readDraft } from '../draft';

/** The sign-in pages' frame around a sign-up form: brand, title, referral, the sign-in link. */
export function SignUpFrame({
  titleId,
  intro,
  children,
}: PageProps & { intro?: React.ReactNode; children: React.ReactNode }) {
  const intl = useIntl();
  return (
    <main className="signin signup">
      <div className="signin__panel signup__panel">
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

/** /signup: the stepped sign-up (issue 28), the referral kept from an affiliate page if any. */
export default function SignUpPage({ titleId }: PageProps) {
  const intl = useIntl();
  const [referral] = useState(() => readDraft('signup').referral);
  return (
    <SignUpFrame
      titleId={titleId}
      intro={
        <>
          <p className="signin__subtitle">{intl.formatMessage({ id: 'signup.subtitle' })}</p>
          {referral ? (
            <p className="signup__referral" role="note">
              {intl.formatMessage(
                { id: 'signup.referredBy' },
                {
                  business: (
                    <strong key="business" className="signup__referral-name">
                      {referral.business_name || referral.domain}
                    </strong>
                  ),
                },
              )}
            </p>
          ) : null}
        </>
      }
    >
      <SignUpForm form="signup" />
    </SignUpFrame>
  );
}
