import * as z from 'zod/mini';
import { defineEndpoint, inline } from '../../api';
import type { NotificationSettings } from './notificationKinds';

/*
 * The notification settings' calls (ours: the spec shows no path), apart from the webhook's so
 * that the notifications feature, loaded on every dashboard page, takes only these.
 */

const channelsSchema = z.object({ inApp: z.boolean(), email: z.boolean() });
const notificationSettingsSchema = z.object({
  failedAddresses: channelsSchema,
  refunds: channelsSchema,
  sharedCampaigns: channelsSchema,
});

/** Which kinds of notification the user gets, in the app and by email (every one on by default). */
export const notificationSettingsEndpoint = defineEndpoint<
  Record<string, never>,
  NotificationSettings
>({
  id: 'integrations.notificationSettings',
  base: 'main',
  path: 'notification-settings',
  data: notificationSettingsSchema,
  showFailure: inline('integrations.notifications.loadFailed'),
});

/** Saves the user's settings, every kind and channel at once; answers what the server kept. */
export const saveNotificationSettingsEndpoint = defineEndpoint<
  { settings: NotificationSettings },
  NotificationSettings
>({
  id: 'integrations.saveNotificationSettings',
  base: 'main',
  path: 'notification-settings/update',
  data: notificationSettingsSchema,
  showFailure: inline('integrations.notifications.saveFailed'),
});

/**
 * Whether an action carries the settings as the server keeps them (a read or a save of this
 * feature's): the bell follows them without loading this feature's state.
 */
export const isNotificationSettingsAnswer = (action: {
  type: string;
}): action is { type: string; payload: { data: NotificationSettings } } =>
  action.type === 'integrations/notificationSettings/success' ||
  action.type === 'integrations/saveNotificationSettings/success';
