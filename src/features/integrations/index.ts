import { createElement, lazy, Suspense } from 'react';
import { withDomainMessages } from '../../i18n/domainMessages';

/**
 * The integrations feature's public face. Thin on purpose: the settings section, its state and
 * its words load only when a screen renders it.
 */

const LazyNotificationSettings = lazy(
  withDomainMessages('integrations', () => import('./components/NotificationSettingsSection')),
);

/**
 * Which kinds of notification the signed-in user gets, in the app and by email, with its own
 * Save (issue 29). Self-contained: it brings its words, registers its state and loads the
 * settings; the integrations page shows it, and so may the notifications page.
 */
export function NotificationSettingsSection() {
  return createElement(Suspense, { fallback: null }, createElement(LazyNotificationSettings));
}

export type {
  NotificationChannels,
  NotificationKind,
  NotificationSettings,
} from './notificationKinds';
export { NOTIFICATION_KINDS } from './notificationKinds';
export { isNotificationSettingsAnswer, notificationSettingsEndpoint } from './settingsApi';
