import { useCallback, useEffect, useState } from 'react';

/** How long "copied" stays on screen. */
const SHOWN_MS = 4_000;

/** What was copied last (by the caller's name for it) and whether it worked. */
export type CopyOutcome<K extends string> = { what: K; copied: boolean } | null;

/**
 * Copies text with the asynchronous clipboard and says, for a few seconds, which of the page's
 * texts was copied or that copying failed (the text stays on screen to be selected by hand).
 */
export function useCopied<K extends string>(): {
  outcome: CopyOutcome<K>;
  copy: (what: K, text: string) => void;
} {
  const [outcome, setOutcome] = useState<CopyOutcome<K>>(null);
  useEffect(() => {
    if (!outcome) return undefined;
    const timer = setTimeout(() => setOutcome(null), SHOWN_MS);
    return () => clearTimeout(timer);
  }, [outcome]);
  const copy = useCallback((what: K, text: string) => {
    const clipboard = navigator.clipboard as Clipboard | undefined;
    if (!clipboard) {
      setOutcome({ what, copied: false });
      return;
    }
    clipboard.writeText(text).then(
      () => setOutcome({ what, copied: true }),
      () => setOutcome({ what, copied: false }),
    );
  }, []);
  return { outcome, copy };
}
