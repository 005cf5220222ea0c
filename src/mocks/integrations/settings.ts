import {
  NOTIFICATION_KINDS,
  type NotificationSettings,
  defaultNotificationSettings,
} from '../../features/integrations/notificationKinds';
import type { Database } from '../db';

/**
 * The notification settings a user has (issue 29): what they saved, else every kind on, in the
 * app and by email. Pure over the database it is given; the notifications list leaves out the
 * kinds a user switched off in the app.
 */
export function notificationSettingsOf(
  database: Pick<Database, 'notificationSettings'>,
  userId: number,
): NotificationSettings {
  const saved = database.notificationSettings.find((row) => row.user_id === userId);
  const settings = defaultNotificationSettings();
  if (!saved) return settings;
  for (const kind of NOTIFICATION_KINDS)
    settings[kind] = { inApp: saved[kind].inApp, email: saved[kind].email };
  return settings;
}
