import { useIntl } from 'react-intl';
import { frameSandbox } from '../../../../lib/frameSandbox';
import { getConfig } from '../../../../config/env';

/** The welcome video beside the plans: the configured one, or a local poster in demo mode (§2). */
export function WelcomeVideo() {
  const intl = useIntl();
  const url = getConfig().welcomeVideoUrl;
  const title = intl.formatMessage({ id: 'billing.plans.video' });
  return url ? (
    <iframe
      className="welcome-video"
      title={title}
      src={url}
      allow="fullscreen"
      sandbox={frameSandbox(url, window.location.origin, ['popups'])}
    />
  ) : (
    <figure className="welcome-video welcome-video--poster">
      <img src="/welcome/poster.svg" alt="" width={480} height={270} />
      <figcaption>
        <strong>{title}</strong> {intl.formatMessage({ id: 'billing.plans.videoPoster' })}
      </figcaption>
    </figure>
  );
}
