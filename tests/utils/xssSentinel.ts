import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * What a hostile string that ran as script would touch, for the XSS suites: window.__xss, the three
 * dialogs and console.error (a crash logs there). Returns a reader of what it saw since the last
 * read, which also clears it.
 */
export function installSentinel(): () => string[] {
  const calls: string[] = [];
  const record =
    (name: string) =>
    (...args: unknown[]) => {
      calls.push(`${name}(${args.map((arg) => String(arg)).join(', ')})`);
      return undefined as never;
    };
  vi.spyOn(window, 'alert').mockImplementation(record('alert'));
  vi.spyOn(window, 'confirm').mockImplementation(record('confirm'));
  vi.spyOn(window, 'prompt').mockImplementation(record('prompt'));
  vi.spyOn(console, 'error').mockImplementation(record('console.error'));
  const holder = window as { __xss?: unknown };
  delete holder.__xss;
  return () => {
    const seen = [...calls];
    if (holder.__xss !== undefined) seen.push(`window.__xss = ${JSON.stringify(holder.__xss)}`);
    calls.length = 0;
    delete holder.__xss;
    return seen;
  };
}

/** A hostile string as a failure message names it: JSON-quoted, cut after 80 characters. */
export function quoted(text: string): string {
  return JSON.stringify(text.length > 80 ? `${text.slice(0, 80)}…` : text);
}

/** Lets work queued behind a resolved promise (validation, a saga step, a catalogue) run. */
export async function settle(): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}
