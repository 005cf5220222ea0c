import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/messageIds';

/** The sign-in page's panel (global.css .signin), around each external sign-in page. */
export function ExternalSignInFrame({
  titleId,
  children,
}: {
  titleId: MessageId;
  children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <main className="signin external-signin">
      <div className="signin__panel external-signin__panel">
        <p className="signin__brand">{intl.formatMessage({ id: 'app.name' })}</p>
        <h1 className="signin__title">{intl.formatMessage({ id: titleId })}</h1>
        {children}
      </div>
    </main>
  );
}
