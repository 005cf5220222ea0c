import { type ReactNode, useId } from 'react';
import './panelSection.css';

/**
 * A titled panel drawn like antd's Card (panelSection.css), without antd's Card, whose tab
 * support brings antd's Tabs to the route (about 11 KB gzip): the parts of the account,
 * affiliate and integrations pages. A region named by its title.
 */
export function PanelSection({
  title,
  children,
  className,
  testId,
}: {
  title: string;
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  const id = useId();
  return (
    <section
      className={['panel-section', className].filter(Boolean).join(' ')}
      aria-labelledby={id}
      data-testid={testId}
    >
      <h2 className="panel-section__title" id={id}>
        {title}
      </h2>
      <div className="panel-section__body">{children}</div>
    </section>
  );
}
