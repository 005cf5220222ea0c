import { Suspense, lazy } from 'react';
import { useLatch } from '../../components/useLatch';
import { selectPendingNotices } from '../../state/notices';
import { useAppSelector } from '../../state/hooks';

const ToastHost = lazy(() => import('./ToastHost'));

/** react-toastify is fetched with the first notice; queued notices wait in the store until then. */
export function NoticeToaster() {
  const pending = useAppSelector(selectPendingNotices);
  // Once the host is mounted it stays, so later toasts appear at once.
  const needed = useLatch(pending.length > 0);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  );
}
