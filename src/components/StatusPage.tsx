import type { ReactNode } from 'react';

interface StatusPageProps {
  code?: string;
  title: ReactNode;
  body: ReactNode;
  action?: ReactNode;
  /** Public pages own the page's <main>; inside the dashboard the layout already has one. */
  standalone?: boolean;
}

/** A full-page message (not found, not allowed, server error) without pulling antd into public pages. */
export function StatusPage({ code, title, body, action, standalone = false }: StatusPageProps) {
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
      {action ? <div className="status-page__action">{action}</div> : null}
    </section>
  );
  return standalone ? <main className="public-main">{content}</main> : content;
}
