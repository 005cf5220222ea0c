import { Suspense, lazy, useState } from 'react';
import { selectPendingNotices } from '../../state/notices';
import { useAppSelector } from '../hooks';

const ToastHost = lazy(() => import('./ToastHost'));

/** react-toastify is fetched with the first notice; queued notices wait in the store until then. */
export function NoticeToaster() {
  const pending = useAppSelector(selectPendingNotices);
  const [needed, setNeeded] = useState(false);
  // Latches on: once the host is mounted it stays, so later toasts appear at once.
  if (!needed && pending.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  );
}
