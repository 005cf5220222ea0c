import { Suspense, lazy, useEffect } from 'react';
import { useBlocker } from 'react-router-dom';

// antd's Modal (about 9 KB gzip) loads when the question is first asked, not with the page.
const LeaveDialog = lazy(() => import('./LeaveDialog'));

/**
 * Leaving the profile with unsaved changes asks first: a route change inside the app opens a
 * dialog (Stay or Leave); closing or reloading the tab gets the browser's own question. The
 * changes are kept on the device either way (profileDraft.ts) and come back with the page.
 */
export function LeaveGuard({ dirty }: { dirty: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Chrome still asks for returnValue to be set before it shows its dialog.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  if (blocker.state !== 'blocked') return null;
  return (
    <Suspense fallback={null}>
      <LeaveDialog onLeave={() => blocker.proceed()} onStay={() => blocker.reset()} />
    </Suspense>
  );
}
