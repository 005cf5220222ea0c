import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/messageIds';

/**
 * The recovery pages' frame: the sign-in page's panel (global.css `.signin`), its brand and
 * heading, the page's content, then the links to the other public pages.
 */
export function RecoveryFrame({
  titleId,
  children,
  links,
}: {
  titleId: MessageId;
  children: ReactNode;
  links: ReactNode;
}) {
  const intl = useIntl();
  return (
    <main className="signin recovery">
      <div className="signin__panel recovery__panel">
        <p className="signin__brand">{intl.formatMessage({ id: 'app.name' })}</p>
        <h1 className="signin__title">{intl.formatMessage({ id: titleId })}</h1>
        {children}
        <nav
          className="signin__links recovery__links"
          aria-label={intl.formatMessage({ id: titleId })}
        >
          {links}
        </nav>
      </div>
    </main>
  );
}
