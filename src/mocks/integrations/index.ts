/**
 * What the rest of the mock backend uses of the integrations domain (issue 29): a user's
 * notification settings, for the notifications list to leave out the kinds switched off in the app.
 * Like every mock domain's index.ts it loads no database.
 */
export { notificationSettingsOf } from './settings';
export type { NotificationSettingsRecord, WebhookEventRecord, WebhookRecord } from './records';
