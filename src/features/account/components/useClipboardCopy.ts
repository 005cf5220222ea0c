import { useCallback, useEffect, useState } from 'react';

export type CopyOutcome = 'copied' | 'failed' | null;

/** How long "copied" stays on screen. */
const SHOWN_MS = 4_000;

/**
 * Copies text with the asynchronous clipboard and says how it went, for a few seconds. The text is
 * never logged: a failure reports only that it failed.
 */
export function useClipboardCopy(): { outcome: CopyOutcome; copy: (text: string) => void } {
  const [outcome, setOutcome] = useState<CopyOutcome>(null);
  useEffect(() => {
    if (!outcome) return undefined;
    const timer = setTimeout(() => setOutcome(null), SHOWN_MS);
    return () => clearTimeout(timer);
  }, [outcome]);
  const copy = useCallback((text: string) => {
    const clipboard = navigator.clipboard as Clipboard | undefined;
    if (!clipboard) {
      setOutcome('failed');
      return;
    }
    clipboard.writeText(text).then(
      () => setOutcome('copied'),
      () => setOutcome('failed'),
    );
  }, []);
  return { outcome, copy };
}
