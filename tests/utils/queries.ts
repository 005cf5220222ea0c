import { within } from '@testing-library/react';

/*
 * Role queries that compute accessible names are slow over antd's DOM in jsdom (each name reads
 * getComputedStyle against antd's large injected style sheets), so these find elements by text.
 */

/** The button showing this text (antd wraps a button's text in a span). */
export function buttonWithText(text: string, container: HTMLElement = document.body) {
  const button = within(container).getByText(text).closest('button');
  if (!button) throw new Error(`No button reading ${text}`);
  return button;
}
