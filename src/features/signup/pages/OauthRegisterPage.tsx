import '../register';
import './signup.css';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { PageProps } from '../../../components/pageProps';
import { paths } from '../../../config/paths';
import { formatUsPhone } from '../../../lib/phone';
import { readExternalProfile } from '../../../lib/externalProfile';
import { SignUpForm } from '../components/SignUpForm';
import { SignUpFrame } from '../components/SignUpFrame';

/** The provider's single name, split into first and last at its first space. */
function namesOf(full: string): { fname: string; lname: string } {
  const trimmed = full.trim();
  const space = trimmed.indexOf(' ');
  return space < 0
    ? { fname: trimmed, lname: '' }
    : { fname: trimmed.slice(0, space), lname: trimmed.slice(space + 1).trim() };
}

/**
 * /oauth/register: completing sign-up for a person an external provider vouched for (the
 * socialite variables kept by the callback, accounts-money §3). The same form, filled from them,
 * the email fixed. A password is still asked: register needs one today, and it lets the person
 * sign in with their email too when the provider is away. Without a kept profile, the page says so.
 */
export default function OauthRegisterPage({ titleId }: PageProps) {
  const intl = useIntl();
  const [external] = useState(readExternalProfile);
  if (!external)
    return (
      <SignUpFrame titleId={titleId}>
        <p className="notice notice--warning" role="status">
          {intl.formatMessage({ id: 'signup.oauth.none' })}
        </p>
        <p className="signin__links">
          <Link to={paths.oauthLogin.getHref()}>
            {intl.formatMessage({ id: 'signup.oauth.provider' })}
          </Link>
          <Link to={paths.signUp.getHref()}>
            {intl.formatMessage({ id: 'signup.oauth.plain' })}
          </Link>
        </p>
      </SignUpFrame>
    );
  return (
    <SignUpFrame
      titleId={titleId}
      intro={
        <>
          <p className="signin__subtitle">
            {intl.formatMessage(
              { id: 'signup.oauth.intro' },
              {
                email: (
                  <strong key="email" className="signup__external-email">
                    {external.email}
                  </strong>
                ),
              },
            )}
          </p>
          <p className="signup__hint">{intl.formatMessage({ id: 'signup.oauth.password' })}</p>
        </>
      }
    >
      <SignUpForm
        form="oauth"
        prefill={{
          ...namesOf(external.fname),
          email: external.email,
          emailFixed: true,
          ...(external.phone_no
            ? { phone: formatUsPhone(external.phone_no) ?? external.phone_no }
            : {}),
        }}
        address={{ line1: external.address, city: external.city, zip: external.zipcode }}
      />
    </SignUpFrame>
  );
}
