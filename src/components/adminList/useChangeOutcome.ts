import { useCallback, useEffect, useEffectEvent, useRef } from 'react';
import type { CallState } from '../../state/callState';

/**
 * Follows a change this screen started through the slice's shared change slot (categoryChange /
 * industryChange hold only the last change's loading and error): `start(tag)` before dispatching
 * the request, and `onSettled(tag, slot)` runs once the slot stops loading.
 *
 * `start` refuses (returns false) while a change is still in flight. The slot cannot tell two
 * concurrent changes apart, and a synchronous refusal is also what stops a double click from
 * sending the same create twice before the loading state has even rendered.
 */
export function useChangeOutcome<Tag, Data>(
  change: CallState<Data>,
  onSettled: (tag: Tag, settled: CallState<Data>) => void,
): (tag: Tag) => boolean {
  const pending = useRef<{ tag: Tag } | null>(null);
  const settle = useEffectEvent(onSettled);

  useEffect(() => {
    const started = pending.current;
    if (!started || change.loading) return;
    pending.current = null;
    settle(started.tag, change);
  }, [change]);

  return useCallback((tag: Tag) => {
    if (pending.current) return false;
    pending.current = { tag };
    return true;
  }, []);
}
