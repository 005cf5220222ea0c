import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { ErrorFallback } from './ErrorBoundary';
import { reportError } from './errorReporter';

/** The router's error element: a page that failed to load or render. */
export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => reportError(error), [error]);
  return <ErrorFallback />;
}
