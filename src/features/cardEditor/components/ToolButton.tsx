import { PlainButton } from '../../../components/controls';

/**
 * A toolbar button: a PlainButton, so a native button (keyboard and screen reader work as they
 * should), its label as the accessible name and the tooltip, with the shortcut in the tooltip when
 * there is one. With an `icon` the glyph is shown and the label is only the accessible name; the
 * glyph's text starts the name's, so speech input ("click Undo") finds it too (WCAG 2.5.3).
 */
export function ToolButton({
  label,
  shortcut,
  onClick,
  disabled = false,
  pressed,
  icon,
}: {
  label: string;
  shortcut?: string;
  onClick: () => void;
  disabled?: boolean;
  pressed?: boolean;
  icon?: string;
}) {
  return (
    <PlainButton
      className={icon ? 'card-tool card-tool-icon' : 'card-tool'}
      aria-label={icon ? label : undefined}
      aria-pressed={pressed}
      title={shortcut ? `${label} (${shortcut})` : label}
      disabled={disabled}
      onClick={onClick}
    >
      {icon ? <span aria-hidden="true">{icon}</span> : label}
    </PlainButton>
  );
}
