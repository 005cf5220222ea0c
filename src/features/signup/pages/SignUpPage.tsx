import '../register';
import './signup.css';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { PageProps } from '../../../components/pageProps';
import { SignUpForm } from '../components/SignUpForm';
import { ReferralNote, SignUpFrame } from '../components/SignUpFrame';
import { readDraft } from '../draft';

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
          {referral ? <ReferralNote messageId="signup.referredBy" referral={referral} /> : null}
        </>
      }
    >
      <SignUpForm form="signup" />
    </SignUpFrame>
  );
}
