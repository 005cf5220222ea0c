import { type ReactNode, useId } from 'react';

/**
 * One part of the affiliate pages: a titled panel drawn like antd's Card (affiliate.css), without
 * antd's Card, whose tab support would bring antd's Tabs to the route (as the account pages do).
 */
export function AffiliateSection({
  title,
  children,
  className,
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <section
      className={['affiliate-card', className].filter(Boolean).join(' ')}
      aria-labelledby={id}
    >
      <h2 className="affiliate-card__title" id={id}>
        {title}
      </h2>
      <div className="affiliate-card__body">{children}</div>
    </section>
  );
}
