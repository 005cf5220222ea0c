import { type ReactNode, useId } from 'react';

/**
 * One part of the account pages: a titled panel drawn like antd's Card (account.css), without
 * antd's Card, whose tab support brings antd's Tabs to the route (about 11 KB gzip).
 */
export function AccountSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="account-card" aria-labelledby={id}>
      <h2 className="account-card__title" id={id}>
        {title}
      </h2>
      <div className="account-card__body">{children}</div>
    </section>
  );
}
