import {
  RECENT_TEST_EVENTS,
  notificationSettingsEndpoint,
  removeWebhookEndpoint,
  saveNotificationSettingsEndpoint,
  saveWebhookEndpoint,
  sendTestEventEndpoint,
  webhookEndpoint,
} from '../../features/integrations/api';
import { NOTIFICATION_KINDS } from '../../features/integrations/notificationKinds';
import {
  WEBHOOK_URI_MAX_LENGTH,
  type WebhookUriProblem,
  webhookUriProblem,
} from '../../lib/webhookUri';
import type { Database } from '../db';
import { handle } from '../kit/handle';
import { fail, invalid, ok } from '../kit/replies';
import type { WebhookEventRecord, WebhookRecord } from './records';
import { notificationSettingsOf } from './settings';

/*
 * The integrations page's calls (issue 29): the webhook (orders/webhook/create, accounts-money §7,
 * and our read, removal and test), and the notification settings. The server refuses the webhook
 * URIs the page refuses, by the same rule (src/lib/webhookUri.ts), so a client that skips the
 * page's check cannot save one either.
 */

/** The server's words for each refusal (the page words its own check in the user's language). */
const REFUSALS: Record<WebhookUriProblem, string> = {
  required: 'The webhook uri field is required.',
  tooLong: `The webhook uri may not be greater than ${WEBHOOK_URI_MAX_LENGTH} characters.`,
  invalid: 'The webhook uri must be a valid URL.',
  notHttps: 'The webhook uri must use https.',
  credentials: 'The webhook uri must not contain a user name or password.',
  privateHost:
    'The webhook uri must point to a public host, not a private, local or loopback address.',
};

const webhookOf = (database: Database, userId: number) =>
  database.webhooks.find((row) => row.user_id === userId);

const webhookAnswer = ({ uri, created_at, updated_at }: WebhookRecord) => ({
  uri,
  created_at,
  updated_at,
});

const eventAnswer = ({ event_id, type, uri, status, created_at }: WebhookEventRecord) => ({
  event_id,
  type,
  uri,
  status,
  created_at,
});

/** The user's latest test events, newest first. */
function recentEvents(database: Database, userId: number) {
  return database.webhookEvents
    .filter((row) => row.user_id === userId && row.type === 'test')
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
    .slice(0, RECENT_TEST_EVENTS)
    .map(eventAnswer);
}

function newEventId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return `evt_${[...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

export const integrationHandlers = [
  handle(webhookEndpoint, ({ db, user }) => {
    const saved = webhookOf(db, user!.id);
    return ok({
      webhook: saved ? webhookAnswer(saved) : null,
      recent_events: recentEvents(db, user!.id),
    });
  }),

  handle(saveWebhookEndpoint, ({ body, db, user }) => {
    const uri = typeof body.webhook_uri === 'string' ? body.webhook_uri.trim() : '';
    const problem = webhookUriProblem(uri);
    if (problem) return invalid({ webhook_uri: [REFUSALS[problem]] });
    const now = new Date().toISOString();
    const saved = webhookOf(db, user!.id);
    const kept = saved
      ? db.webhooks.update(saved.id, { uri, updated_at: now })!
      : db.webhooks.insert({ user_id: user!.id, uri, created_at: now, updated_at: now });
    return ok(webhookAnswer(kept), { message: 'Webhook saved successfully.' });
  }),

  handle(removeWebhookEndpoint, ({ db, user }) => {
    const saved = webhookOf(db, user!.id);
    if (saved) db.webhooks.remove(saved.id);
    return ok({ removed: saved !== undefined }, { message: 'Webhook removed.' });
  }),

  // The demo posts nothing: it records the event it would have sent, with its body.
  handle(sendTestEventEndpoint, ({ db, user }) => {
    const saved = webhookOf(db, user!.id);
    if (!saved) return fail('Save a webhook URI before sending a test event.', { status: 409 });
    const created_at = new Date().toISOString();
    const event_id = newEventId();
    const payload = {
      id: event_id,
      type: 'test',
      created_at,
      data: { user_id: user!.id, message: 'This is a test event from Mailcraft.' },
    };
    const event = db.webhookEvents.insert({
      user_id: user!.id,
      event_id,
      type: 'test',
      uri: saved.uri,
      status: 'sent',
      payload,
      created_at,
    });
    return ok({ ...eventAnswer(event), payload }, { message: 'Test event sent.' });
  }),

  handle(notificationSettingsEndpoint, ({ db, user }) => ok(notificationSettingsOf(db, user!.id))),

  handle(saveNotificationSettingsEndpoint, ({ body, db, user }) => {
    const sent = body.settings as Record<string, unknown> | undefined;
    const errors: Record<string, string[]> = {};
    const settings = notificationSettingsOf(db, user!.id);
    for (const kind of NOTIFICATION_KINDS) {
      const channels = sent?.[kind] as Record<string, unknown> | undefined;
      if (typeof channels?.inApp !== 'boolean' || typeof channels.email !== 'boolean')
        errors[`settings.${kind}`] = [`The settings.${kind} field must say inApp and email.`];
      else settings[kind] = { inApp: channels.inApp, email: channels.email };
    }
    if (Object.keys(errors).length > 0) return invalid(errors);
    const updated_at = new Date().toISOString();
    const saved = db.notificationSettings.find((row) => row.user_id === user!.id);
    if (saved) db.notificationSettings.update(saved.id, { ...settings, updated_at });
    else db.notificationSettings.insert({ user_id: user!.id, ...settings, updated_at });
    return ok(settings, { message: 'Notification settings saved.' });
  }),
];
