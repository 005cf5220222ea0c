import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { isChromeBrowser } from '../lib/browser';

interface NavigatorWithBrands extends Navigator {
  userAgentData?: { brands: { brand: string }[] };
}

/** The product can only be used in Chrome (spec §1): other browsers get a dismissible banner. */
export function ChromeOnlyBanner() {
  const intl = useIntl();
  const [dismissed, setDismissed] = useState(false);
  const nav = navigator as NavigatorWithBrands;
  if (dismissed || isChromeBrowser(nav.userAgent, nav.userAgentData?.brands)) return null;
  return (
    <div className="chrome-banner" role="status">
      <span>
        <FormattedMessage id="app.chromeOnly" />
      </span>
      <button
        type="button"
        className="chrome-banner__dismiss"
        onClick={() => setDismissed(true)}
        aria-label={intl.formatMessage({ id: 'app.chromeOnly.dismiss' })}
      >
        ×
      </button>
    </div>
  );
}
