import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * Reads the callback's URL once, then at once replaces it with the bare path, so the provider's
 * code and state are not kept in the history, the address bar or anything that reads them later
 * (src/app/reportScrubbing.ts keeps them out of error reports). `arrived` gets the URL as it came.
 * Once per page: React's strict mode runs effects twice, and a second reading would find the
 * state already taken.
 */
export function useCallbackUrl(arrived: (url: URL) => void): void {
  const location = useLocation();
  const navigate = useNavigate();
  const read = useRef(false);
  useEffect(() => {
    if (read.current) return;
    read.current = true;
    const url = new URL(
      `${location.pathname}${location.search}${location.hash}`,
      globalThis.location.origin,
    );
    if (location.search || location.hash) void navigate(location.pathname, { replace: true });
    arrived(url);
    // Once, on arrival: the replaced URL must not be read again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
