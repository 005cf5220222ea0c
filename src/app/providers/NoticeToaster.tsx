import { type ComponentType, useEffect, useState } from 'react';
import { useLatch } from '../../components/useLatch';
import { selectPendingNotices } from '../../state/notices';
import { useAppSelector } from '../../state/hooks';

const loadToastHost = () => import('./ToastHost').then((module) => module.default);

/**
 * react-toastify is fetched with the first notice; queued notices wait in the store until then.
 * The host module is loaded by hand rather than through React.lazy and Suspense: a suspended
 * boundary reveals its content at least 300 ms after it showed its fallback (React's throttle),
 * which made the first toast of a visit ("Draft saved.") come 300 ms after the save had finished.
 */
export function NoticeToaster() {
  const pending = useAppSelector(selectPendingNotices);
  // Once the host is mounted it stays, so later toasts appear at once.
  const needed = useLatch(pending.length > 0);
  const [Host, setHost] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (!needed || Host) return;
    let live = true;
    loadToastHost().then(
      (loaded) => {
        if (live) setHost(() => loaded);
      },
      // Unreachable (offline): the notices stay queued in the store, as before the first one.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [needed, Host]);
  return Host ? <Host /> : null;
}
