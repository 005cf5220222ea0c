import { type ReactNode, useId } from 'react';

/**
 * One part of the integrations page: a titled panel drawn like antd's Card (integrations.css),
 * without antd's Card, whose tab support brings antd's Tabs to the route.
 */
export function IntegrationSection({
  title,
  children,
  testId,
}: {
  title: string;
  children: ReactNode;
  testId?: string;
}) {
  const id = useId();
  return (
    <section className="integrations-card" aria-labelledby={id} data-testid={testId}>
      <h2 className="integrations-card__title" id={id}>
        {title}
      </h2>
      <div className="integrations-card__body">{children}</div>
    </section>
  );
}
