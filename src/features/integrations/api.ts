import * as z from 'zod/mini';
import { defineEndpoint, inline } from '../../api';

/*
 * The integrations page's calls (issue 29, /dashboard/integration). The spec names one of them,
 * orders/webhook/create on the orders service (accounts-money §7), and says the webhook URI's
 * fields are "not shown" (§3): the shapes here are ours, and so are the other calls (reading,
 * removing and testing the webhook; the notification settings).
 */

const webhookSchema = z.object({
  uri: z.string().check(z.minLength(1)),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Webhook = z.infer<typeof webhookSchema>;

/** An event the server sent (or, in the demo, recorded as sent) to the user's webhook. */
const webhookEventSchema = z.object({
  /** The event's own id, as its payload carries it (evt_…). */
  event_id: z.string(),
  type: z.string(),
  uri: z.string(),
  status: z.enum(['sent', 'failed']),
  created_at: z.string(),
});
export type WebhookEvent = z.infer<typeof webhookEventSchema>;

const webhookStateSchema = z.object({
  webhook: z.nullable(webhookSchema),
  /** The latest test events, newest first (at most RECENT_TEST_EVENTS, limits.ts). */
  recent_events: z.array(webhookEventSchema),
});
export type WebhookState = z.infer<typeof webhookStateSchema>;

export { RECENT_TEST_EVENTS } from './limits';

/** The user's webhook (null when none is saved) and the test events sent to it lately. */
export const webhookEndpoint = defineEndpoint<Record<string, never>, WebhookState>({
  id: 'integrations.webhook',
  base: 'orders',
  path: 'orders/webhook',
  data: webhookStateSchema,
  showFailure: inline('integrations.webhook.loadFailed'),
});

/**
 * orders/webhook/create (accounts-money §7): saves the URI, replacing the one saved before. The
 * server refuses what src/lib/webhookUri.ts refuses, in its own words (422 with the field's error),
 * which the form shows.
 */
export const saveWebhookEndpoint = defineEndpoint<{ webhook_uri: string }, Webhook>({
  id: 'integrations.saveWebhook',
  base: 'orders',
  path: 'orders/webhook/create',
  data: webhookSchema,
  showFailure: inline('integrations.webhook.saveFailed'),
});

/** Stops sending events: the webhook is removed (a call with none saved succeeds too). */
export const removeWebhookEndpoint = defineEndpoint<Record<string, never>, { removed: boolean }>({
  id: 'integrations.removeWebhook',
  base: 'orders',
  path: 'orders/webhook/delete',
  data: z.object({ removed: z.boolean() }),
  showFailure: inline('integrations.webhook.removeFailed'),
});

/** Sends a test event (type 'test') to the saved webhook; answers the event as sent. */
// The payload is read only as far as the page needs (a record schema would grow the zod chunk
// every route shares).
const testEventSchema = z.extend(webhookEventSchema, {
  payload: z.object({ id: z.string(), type: z.string(), created_at: z.string() }),
});

export const sendTestEventEndpoint = defineEndpoint<
  Record<string, never>,
  z.infer<typeof testEventSchema>
>({
  id: 'integrations.sendTestEvent',
  base: 'orders',
  path: 'orders/webhook/test',
  data: testEventSchema,
  showFailure: inline('integrations.test.failed'),
});

export { notificationSettingsEndpoint, saveNotificationSettingsEndpoint } from './settingsApi';
