import { cloneElement, isValidElement, type ReactNode } from 'react';

/**
 * An antd icon as decoration: antd names every icon (role="img", aria-label="copy"), which under a
 * labelled button makes a second, English-only label that `getByLabel` and speech input find.
 * The button's own label is the name; the glyph says nothing.
 */
export function decorativeIcon(icon: ReactNode): ReactNode {
  if (!isValidElement<Record<string, unknown>>(icon)) return icon;
  return cloneElement(icon, { role: undefined, 'aria-label': undefined, 'aria-hidden': true });
}
