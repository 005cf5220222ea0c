import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../../../i18n/messageIds';

/**
 * A public page of its own (outside the dashboard frame): it owns the page's main landmark, named by
 * its heading, so an embedded page's own main (the payment frame's) does not make two alike.
 */
export function StandalonePage({ titleId, children }: { titleId: MessageId; children: ReactNode }) {
  const intl = useIntl();
  return (
    <main className="standalone-page" id="main-content" aria-labelledby="standalone-page-title">
      <p className="signin__brand">{intl.formatMessage({ id: 'app.name' })}</p>
      <h1 id="standalone-page-title">{intl.formatMessage({ id: titleId })}</h1>
      {children}
    </main>
  );
}
