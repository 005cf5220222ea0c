import { Button, Spin } from 'antd';
import { useIntl } from 'react-intl';
import { paths } from '../../../config/paths';
import type { AffiliateDetails } from '../api';
import { PanelSection } from '../../../components/PanelSection';
import { useCopied } from './useCopied';

/** The public sign-up page of this reseller's referral domain, as a full address to share. */
export const referralLinkOf = (domain: string) =>
  `${window.location.origin}${paths.affiliateSignUp.getHref(domain)}`;

/**
 * The referral link (the public sign-up page /affiliate/{domain}) and code, each with Copy. A
 * reseller without a referral domain has no link yet: the code is still theirs to give out.
 */
export function ReferralSection({
  details,
  loading,
}: {
  details: AffiliateDetails | null;
  loading: boolean;
}) {
  const intl = useIntl();
  const { outcome, copy } = useCopied<'link' | 'code'>();
  const link = details?.domain ? referralLinkOf(details.domain) : null;

  return (
    <PanelSection title={intl.formatMessage({ id: 'affiliate.referral.title' })}>
      {loading && !details ? <Spin /> : null}
      {details ? (
        <>
          <span className="affiliate-label" id="affiliate-link-label">
            {intl.formatMessage({ id: 'affiliate.referral.link' })}
          </span>
          {link ? (
            <div className="affiliate-copy">
              <code
                className="affiliate-copy__value"
                aria-labelledby="affiliate-link-label"
                data-testid="referral-link"
              >
                {link}
              </code>
              <Button onClick={() => copy('link', link)}>
                {intl.formatMessage({ id: 'affiliate.referral.copyLink' })}
              </Button>
            </div>
          ) : (
            <p className="affiliate-hint">
              {intl.formatMessage({ id: 'affiliate.referral.noDomain' })}
            </p>
          )}
          <span className="affiliate-label" id="affiliate-code-label">
            {intl.formatMessage({ id: 'affiliate.referral.code' })}
          </span>
          <div className="affiliate-copy">
            <code
              className="affiliate-copy__value"
              aria-labelledby="affiliate-code-label"
              data-testid="referral-code"
            >
              {details.referral_code}
            </code>
            <Button onClick={() => copy('code', details.referral_code)}>
              {intl.formatMessage({ id: 'affiliate.referral.copyCode' })}
            </Button>
          </div>
          <p className="affiliate-hint" role="status">
            {outcome
              ? intl.formatMessage({
                  id: outcome.copied
                    ? outcome.what === 'link'
                      ? 'affiliate.referral.linkCopied'
                      : 'affiliate.referral.codeCopied'
                    : 'affiliate.referral.copyFailed',
                })
              : null}
          </p>
        </>
      ) : null}
    </PanelSection>
  );
}
