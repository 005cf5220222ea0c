import type { ComponentProps } from 'react';
import { PlainButton } from './PlainButton';

/**
 * The primary button of a light form whose action may be on its way (`busy`): disabled and marked
 * aria-busy meanwhile, with the spinner before its label (the sign-in pages' `.button-primary`).
 */
export function BusyButton({
  busy,
  disabled,
  children,
  ...props
}: Omit<ComponentProps<typeof PlainButton>, 'variant' | 'className'> & { busy: boolean }) {
  return (
    <PlainButton
      {...props}
      variant="primary"
      className="button-primary"
      disabled={busy || disabled}
      aria-busy={busy}
    >
      {busy ? <span className="button-primary__spinner" aria-hidden="true" /> : null}
      {children}
    </PlainButton>
  );
}
