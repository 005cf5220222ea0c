import { useEffect, useState, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { cancelSlowRequests, oldestRequestStartedAt, subscribeToRequests } from '../../api';
import { SLOW_REQUEST_MS } from '../../config/constants';

/**
 * A request that takes longer than usual (`afterMs`) is said to be still working, with a way to
 * stop waiting: the slow requests are then given up as unanswered, and each screen shows its
 * failure and Retry (a money action finds out what it did). Plain elements: the shell stays light.
 */
export function SlowRequestNotice({ afterMs = SLOW_REQUEST_MS }: { afterMs?: number }) {
  const intl = useIntl();
  const oldest = useSyncExternalStore(subscribeToRequests, oldestRequestStartedAt);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (oldest === null) return;
    // Wakes when the oldest request crosses the threshold, then each second while it waits.
    const tick = () => setNow(Date.now());
    const first = setTimeout(tick, Math.max(0, oldest + afterMs - Date.now()));
    const every = setInterval(tick, 1_000);
    return () => {
      clearTimeout(first);
      clearInterval(every);
    };
  }, [oldest, afterMs]);
  if (oldest === null || now - oldest < afterMs) return null;
  return (
    <div className="slow-request" role="status">
      <span>{intl.formatMessage({ id: 'app.slow.working' })}</span>
      <button
        type="button"
        className="shell-button shell-button--primary"
        onClick={() => cancelSlowRequests(afterMs)}
      >
        {intl.formatMessage({ id: 'app.slow.stop' })}
      </button>
    </div>
  );
}
