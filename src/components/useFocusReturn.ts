import { useEffect, useState } from 'react';

/**
 * Gives focus back to the element that had it when a dialog mounted (the button that opened it),
 * once the dialog unmounts. Dialogs mounted only while open skip antd's own focus return, which
 * runs at the end of a close animation they never play.
 */
export function useFocusReturn(): void {
  const [opener] = useState(() => document.activeElement);
  useEffect(() => () => (opener instanceof HTMLElement ? opener.focus() : undefined), [opener]);
}
