import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { paths } from '../config/paths';
import type { MessageId } from '../i18n/messageIds';

interface StatusPageProps {
  code?: string;
  title: ReactNode;
  body: ReactNode;
  /** Where the page's one link leads, and its label. */
  link?: { to: string; labelId: MessageId };
  action?: ReactNode;
  /** Public pages own the page's <main>; inside the dashboard the layout already has one. */
  standalone?: boolean;
}

/** A full-page message (not found, not allowed, not built yet...) without pulling antd into public pages. */
export function StatusPage({
  code,
  title,
  body,
  link,
  action,
  standalone = false,
}: StatusPageProps) {
  const content = (
    <section className="status-page" aria-labelledby="status-page-title">
      {code ? (
        <p className="status-page__code" aria-hidden="true">
          {code}
        </p>
      ) : null}
      <h1 className="status-page__title" id="status-page-title">
        {title}
      </h1>
      <p className="status-page__body">{body}</p>
      {link || action ? (
        <div className="status-page__action">
          {link ? (
            <Link className="button-link" to={link.to}>
              <FormattedMessage id={link.labelId} />
            </Link>
          ) : null}
          {action}
        </div>
      ) : null}
    </section>
  );
  return standalone ? <main className="public-main">{content}</main> : content;
}

export const HOME_LINK = {
  to: paths.dashboard.home.getHref(),
  labelId: 'page.backHome',
} as const satisfies StatusPageProps['link'];
export const SIGN_IN_LINK = {
  to: paths.signIn.getHref(),
  labelId: 'page.backToSignIn',
} as const satisfies StatusPageProps['link'];
