// @vitest-environment node
import {
  notificationSettingsEndpoint,
  removeWebhookEndpoint,
  saveNotificationSettingsEndpoint,
  saveWebhookEndpoint,
  sendTestEventEndpoint,
  webhookEndpoint,
} from '../../../src/features/integrations/api';
import { db } from '../../../src/mocks/db';
import { notificationSettingsOf } from '../../../src/mocks/integrations';
import { callMock } from '../../utils/mockServer';

/**
 * The mock server's integrations (issue 29): it refuses the webhook URIs the page refuses, by the
 * same rule (src/lib/webhookUri.ts), whatever a client sends; it records the test event it would
 * POST; it keeps notification settings per user, every kind on until saved.
 */

const MAYA_ID = 2;
const HOOK = 'https://hooks.example.com/mailcraft';

const asMaya = <D = unknown>(endpoint: object, body: Record<string, unknown> = {}) =>
  callMock<D>(endpoint as never, body, 'market');

describe('orders/webhook/create', () => {
  it('is the spec’s path on the orders service', () => {
    expect(saveWebhookEndpoint).toMatchObject({
      base: 'orders',
      path: 'orders/webhook/create',
      method: 'POST',
    });
  });

  it.each([
    ['http://hooks.example.com/mailcraft', 'The webhook uri must use https.'],
    [
      'https://10.0.0.8/hooks',
      'The webhook uri must point to a public host, not a private, local or loopback address.',
    ],
    [
      'https://127.0.0.1/hooks',
      'The webhook uri must point to a public host, not a private, local or loopback address.',
    ],
    [
      'https://[::1]/hooks',
      'The webhook uri must point to a public host, not a private, local or loopback address.',
    ],
    [
      'https://localhost/hooks',
      'The webhook uri must point to a public host, not a private, local or loopback address.',
    ],
    [
      'https://user:pass@hooks.example.com/',
      'The webhook uri must not contain a user name or password.',
    ],
    ['not a url', 'The webhook uri must be a valid URL.'],
    ['', 'The webhook uri field is required.'],
  ])('refuses %j with a reason, and keeps nothing', async (uri, reason) => {
    const { http, body } = await asMaya(saveWebhookEndpoint, { webhook_uri: uri });
    expect(http).toBe(422);
    expect(body.status).toBe(false);
    expect(body.errors).toEqual({ webhook_uri: [reason] });
    expect(db().webhooks.filter((row) => row.user_id === MAYA_ID)).toEqual([]);
  });

  it('refuses a body with no URI or a URI that is not text', async () => {
    for (const body of [{}, { webhook_uri: 42 }, { webhook_uri: ['https://hooks.example.com'] }]) {
      const answer = await asMaya(saveWebhookEndpoint, body);
      expect(answer.http).toBe(422);
    }
    expect(db().webhooks.all()).toEqual([]);
  });

  it('saves an https URI, trimmed, and a second save replaces the first', async () => {
    const first = await asMaya<{ uri: string }>(saveWebhookEndpoint, { webhook_uri: ` ${HOOK} ` });
    expect(first.body.data.uri).toBe(HOOK);
    await asMaya(saveWebhookEndpoint, { webhook_uri: 'https://other.example.org/in' });
    expect(
      db()
        .webhooks.filter((row) => row.user_id === MAYA_ID)
        .map((row) => row.uri),
    ).toEqual(['https://other.example.org/in']);
    const read = await asMaya<{ webhook: { uri: string } | null }>(webhookEndpoint);
    expect(read.body.data.webhook?.uri).toBe('https://other.example.org/in');
  });
});

describe('the test event', () => {
  it('is refused while no webhook is saved', async () => {
    const { http, body } = await asMaya(sendTestEventEndpoint);
    expect(http).toBe(409);
    expect(body.message).toBe('Save a webhook URI before sending a test event.');
    expect(db().webhookEvents.all()).toEqual([]);
  });

  it('records the event it would POST and answers with it; the read lists it newest first', async () => {
    await asMaya(saveWebhookEndpoint, { webhook_uri: HOOK });
    const first = await asMaya<{ event_id: string; payload: Record<string, unknown> }>(
      sendTestEventEndpoint,
    );
    const second = await asMaya<{ event_id: string }>(sendTestEventEndpoint);
    expect(first.body.data).toMatchObject({ type: 'test', uri: HOOK, status: 'sent' });
    expect(first.body.data.payload).toMatchObject({
      id: first.body.data.event_id,
      type: 'test',
      data: { user_id: MAYA_ID },
    });
    expect(db().webhookEvents.filter((row) => row.user_id === MAYA_ID)).toHaveLength(2);
    const read = await asMaya<{ recent_events: { event_id: string }[] }>(webhookEndpoint);
    expect(read.body.data.recent_events.map((event) => event.event_id)).toEqual([
      second.body.data.event_id,
      first.body.data.event_id,
    ]);
  });

  it('removal stops it; removing twice is no error', async () => {
    await asMaya(saveWebhookEndpoint, { webhook_uri: HOOK });
    expect((await asMaya<{ removed: boolean }>(removeWebhookEndpoint)).body.data.removed).toBe(
      true,
    );
    expect((await asMaya<{ removed: boolean }>(removeWebhookEndpoint)).body.data.removed).toBe(
      false,
    );
    expect((await asMaya(sendTestEventEndpoint)).http).toBe(409);
  });
});

describe('notification settings', () => {
  const all = (on: boolean) => ({
    failedAddresses: { inApp: on, email: on },
    refunds: { inApp: on, email: on },
    sharedCampaigns: { inApp: on, email: on },
  });

  it('are every kind on, both channels, until saved', async () => {
    expect(notificationSettingsOf(db(), MAYA_ID)).toEqual(all(true));
    expect((await asMaya(notificationSettingsEndpoint)).body.data).toEqual(all(true));
  });

  it('are kept per user', async () => {
    const saved = await asMaya(saveNotificationSettingsEndpoint, { settings: all(false) });
    expect(saved.body.data).toEqual(all(false));
    expect(notificationSettingsOf(db(), MAYA_ID)).toEqual(all(false));
    expect(notificationSettingsOf(db(), 4)).toEqual(all(true));
    const studio = await callMock(notificationSettingsEndpoint as never, {}, 'studio');
    expect(studio.body.data).toEqual(all(true));
  });

  it('refuses settings that do not say both channels of every kind', async () => {
    const { http, body } = await asMaya(saveNotificationSettingsEndpoint, {
      settings: { ...all(true), refunds: { inApp: 'no' } },
    });
    expect(http).toBe(422);
    expect(Object.keys(body.errors ?? {})).toEqual(['settings.refunds']);
    expect(db().notificationSettings.all()).toEqual([]);
  });
});
