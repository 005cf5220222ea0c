import { useIntl } from 'react-intl';
import { STORE_BADGE_LINKS } from '../../config/constants';
import type { MessageId } from '../../i18n/messageIds';

/** Logos drawn inline so the badges need no image requests. */
const BADGES: { href: string; labelId: MessageId; path: string }[] = [
  {
    href: STORE_BADGE_LINKS.appStore,
    labelId: 'topbar.appStore',
    path: 'M16.4 12.6c0-2.5 2-3.6 2.1-3.7-1.2-1.7-3-1.9-3.6-2-1.5-.2-3 .9-3.8.9-.8 0-2-.9-3.3-.9-1.7 0-3.3 1-4.2 2.5-1.8 3.1-.5 7.7 1.3 10.2.9 1.2 1.9 2.6 3.2 2.6 1.3-.1 1.8-.8 3.3-.8 1.6 0 2 .8 3.4.8 1.4 0 2.3-1.2 3.1-2.5 1-1.4 1.4-2.8 1.4-2.9-.1 0-2.8-1.1-2.9-4.2zM13.9 5.1c.7-.9 1.2-2 1-3.1-1 0-2.2.7-2.9 1.5-.6.7-1.2 1.9-1 3 1.1.1 2.2-.6 2.9-1.4z',
  },
  {
    href: STORE_BADGE_LINKS.playStore,
    labelId: 'topbar.playStore',
    path: 'M4 2.5v19c0 .4.4.6.7.4L20.5 12.4c.3-.2.3-.6 0-.8L4.7 2.1c-.3-.2-.7 0-.7.4z',
  },
];

/** App-store and play-store badges. */
export function StoreBadges() {
  const intl = useIntl();
  return (
    <div className="store-badges">
      {BADGES.map((badge) => (
        <a
          key={badge.labelId}
          className="store-badge"
          href={badge.href}
          target="_blank"
          rel="noopener noreferrer"
        >
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
            <path fill="currentColor" d={badge.path} />
          </svg>
          <span>{intl.formatMessage({ id: badge.labelId })}</span>
        </a>
      ))}
    </div>
  );
}
