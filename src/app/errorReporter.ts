import type * as Sentry from '@sentry/react';
import { getConfig } from '../config/env';

/**
 * Sends errors to Sentry when a DSN is configured. The SDK is imported only then, so it is never
 * part of the first load and never calls out when unconfigured.
 */
type SentryModule = typeof Sentry;
let sentry: Promise<SentryModule> | null = null;

function loadSentry(): Promise<SentryModule> | null {
  const dsn = getConfig().sentryDsn;
  if (!dsn) return null;
  // The scrubbing comes with the SDK: without a DSN neither is downloaded.
  sentry ??= Promise.all([import('@sentry/react'), import('./reportScrubbing')]).then(
    ([module, { scrubBreadcrumb, scrubEvent }]) => {
      module.init({
        dsn,
        release: __APP_VERSION__,
        environment: getConfig().mode,
        // The external sign-in callbacks' code and state, and links' tokens, never leave the page.
        beforeSend: scrubEvent,
        beforeBreadcrumb: scrubBreadcrumb,
      });
      return module;
    },
  );
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
