import { useEffect, useEffectEvent, useState } from 'react';

/** What the store keeps of a finished call: at least its failure, null when it succeeded. */
export interface Settled {
  error: unknown;
}

export interface SettledHandlers<Finish extends Settled> {
  onSuccess?: (finish: Finish) => void;
  onFailure?: (error: NonNullable<Finish['error']>, finish: Finish) => void;
}

/**
 * How a component learns that a call it started has finished. `latest` is the store's record of
 * the last finished call: a slice's outcome (which activity, which row, its error; null while one
 * runs) or a call slot (finished once it stops loading). Each new record that `isMine` accepts
 * calls `onSuccess` or `onFailure` once, and is returned until the next record replaces it, so a
 * dialog can show its failure. The record already there at mount, an earlier attempt's, is
 * ignored.
 */
export function useCallSettled<Finish extends Settled>(
  latest: Finish | null,
  isMine: (finish: Finish) => boolean,
  handlers: SettledHandlers<Finish> = {},
): Finish | null {
  const [atMount] = useState(latest);
  const mine = latest !== null && latest !== atMount && isMine(latest) ? latest : null;
  const settled = useEffectEvent((finish: Finish) => {
    if (finish.error === null || finish.error === undefined) handlers.onSuccess?.(finish);
    else handlers.onFailure?.(finish.error, finish);
  });
  useEffect(() => {
    if (mine) settled(mine);
  }, [mine]);
  return mine;
}
