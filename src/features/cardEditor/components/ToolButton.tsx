import type { ReactNode } from 'react';
import { PlainButton } from '../../../components/controls';
import { decorativeIcon } from './decorativeIcon';

/**
 * A toolbar button: a PlainButton, so a native button (keyboard and screen reader work as they
 * should), its label as the accessible name. With an `icon` the glyph is shown and the label is a
 * tooltip drawn in CSS (cardEditor.css, .card-tip), shown on hover and on keyboard focus, with the
 * shortcut when there is one: antd's Tooltip costs a portal per button on every selection change.
 */
export function ToolButton({
  label,
  shortcut,
  onClick,
  disabled = false,
  pressed,
  icon,
  className,
}: {
  label: string;
  shortcut?: string;
  onClick: () => void;
  disabled?: boolean;
  pressed?: boolean;
  icon?: ReactNode;
  className?: string;
}) {
  const tip = shortcut ? `${label} (${shortcut})` : label;
  return (
    <PlainButton
      className={[icon ? 'card-tool card-tool-icon' : 'card-tool', className]
        .filter(Boolean)
        .join(' ')}
      aria-label={icon ? label : undefined}
      aria-pressed={pressed}
      title={icon ? undefined : tip}
      disabled={disabled}
      onClick={onClick}
    >
      {icon ? (
        <>
          <span className="card-tool-glyph" aria-hidden="true">
            {decorativeIcon(icon)}
          </span>
          <span className="card-tip" aria-hidden="true">
            {tip}
          </span>
        </>
      ) : (
        label
      )}
    </PlainButton>
  );
}
