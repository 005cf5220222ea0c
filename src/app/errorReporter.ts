import type * as Sentry from '@sentry/react';
import { getConfig } from '../config/env';
import { scrubBreadcrumb, scrubEvent } from './reportScrubbing';

/**
 * Sends errors to Sentry when a DSN is configured. The SDK is imported only then, so it is never
 * part of the first load and never calls out when unconfigured.
 */
type SentryModule = typeof Sentry;
let sentry: Promise<SentryModule> | null = null;

function loadSentry(): Promise<SentryModule> | null {
  const dsn = getConfig().sentryDsn;
  if (!dsn) return null;
  sentry ??= import('@sentry/react').then((module) => {
    module.init({
      dsn,
      release: __APP_VERSION__,
      environment: getConfig().mode,
      // The external sign-in callbacks' code and state never leave the page (reportScrubbing.ts).
      beforeSend: scrubEvent,
      beforeBreadcrumb: scrubBreadcrumb,
    });
    return module;
  });
  return sentry;
}

export function initErrorReporting(): void {
  void loadSentry();
}

export function reportError(error: unknown, context?: Record<string, unknown>): void {
  const loading = loadSentry();
  if (!loading) {
    console.error(error);
    return;
  }
  void loading.then((module) =>
    module.captureException(error, context ? { extra: context } : undefined),
  );
}
