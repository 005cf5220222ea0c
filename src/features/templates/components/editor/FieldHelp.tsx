import type { ReactNode } from 'react';

/** A field's error line under it, with the id its input's aria-describedby points at. */
export function FieldHelp({ id, children }: { id: string; children: ReactNode }) {
  return (
    <span id={id} role="alert">
      {children}
    </span>
  );
}
