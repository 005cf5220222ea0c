import * as z from 'zod/mini';

/** A user's webhook (issue 29): one per user, replaced by the next save. */
export const webhookRecordSchema = z.object({
  id: z.number(),
  user_id: z.number(),
  uri: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type WebhookRecord = z.infer<typeof webhookRecordSchema>;

/**
 * An event the server would POST to a user's webhook. The demo sends nothing over the network: it
 * records the event, with the JSON body it would have sent, so the page can show that it happened.
 */
export const webhookEventRecordSchema = z.object({
  id: z.number(),
  user_id: z.number(),
  event_id: z.string(),
  type: z.string(),
  uri: z.string(),
  status: z.enum(['sent', 'failed']),
  payload: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export type WebhookEventRecord = z.infer<typeof webhookEventRecordSchema>;

const channels = z.object({ inApp: z.boolean(), email: z.boolean() });

/** A user's notification settings, once they saved them (none: every kind on, both channels). */
export const notificationSettingsRecordSchema = z.object({
  id: z.number(),
  user_id: z.number(),
  failedAddresses: channels,
  refunds: channels,
  sharedCampaigns: channels,
  updated_at: z.string(),
});
export type NotificationSettingsRecord = z.infer<typeof notificationSettingsRecordSchema>;
