import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
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
import { preloadAppModules } from '../../utils/appSetup';
import { failCall, overrideCall } from '../../utils/overrides';
import { renderApp } from '../../utils/renderApp';
import { recordBodiesTo, recordRequests, sentTo } from '../../utils/requests';
import { settle } from '../../utils/settle';

/**
 * /dashboard/integration through the route, as Maya (no webhook in the seed): the webhook's
 * refusals in the page's words and the server's, its save, test event and removal; the Zapier
 * section; the notification settings and what the server keeps of them.
 */

preloadAppModules(() => import('../../../src/features/integrations/pages/IntegrationsPage'));

const MAYA_ID = 2;
const HOOK = 'https://hooks.example.com/mailcraft';

async function open() {
  const view = await renderApp('/dashboard/integration', { as: 'market' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Integrations' })).toBeVisible();
  await screen.findByText('No webhook yet: order events are not sent anywhere.');
  return view;
}

const webhookCard = () => screen.getByRole('region', { name: 'Webhook' });
const uriField = () => screen.getByLabelText('Webhook URI');
const saveButton = () => within(webhookCard()).getByRole('button', { name: 'Save webhook' });
const mayaHook = () => db().webhooks.find((row) => row.user_id === MAYA_ID);

function seedHook(uri = HOOK) {
  const at = '2026-11-02T09:30:00.000Z';
  db().webhooks.insert({ user_id: MAYA_ID, uri, created_at: at, updated_at: at });
}

describe('/dashboard/integration: the webhook', () => {
  it.each([
    [
      'http://hooks.example.com/mailcraft',
      'Use an address that starts with https://: events are sent only over an encrypted connection.',
    ],
    [
      'https://192.168.1.20/hooks',
      'This address points to a private, local or loopback network. Use one that can be reached from the internet.',
    ],
    [
      'https://127.0.0.1:8080/hooks',
      'This address points to a private, local or loopback network. Use one that can be reached from the internet.',
    ],
    [
      'https://localhost/hooks',
      'This address points to a private, local or loopback network. Use one that can be reached from the internet.',
    ],
    [
      'https://admin:secret@hooks.example.com/',
      'Leave the user name and password out of the address.',
    ],
    [
      'hooks dot example',
      'This is not a complete web address. It should look like https://example.com/hooks.',
    ],
  ])('refuses %s with its reason, and sends nothing', async (typed, reason) => {
    const seen = recordRequests();
    const { user } = await open();
    await user.type(uriField(), typed);
    await user.click(saveButton());
    expect(await screen.findByText(reason)).toBeVisible();
    await settle();
    expect(sentTo(seen, saveWebhookEndpoint)).toHaveLength(0);
    expect(mayaHook()).toBeUndefined();
  });

  it('asks for a URI when the field is empty', async () => {
    const { user } = await open();
    await user.click(saveButton());
    expect(await screen.findByText('Please enter the webhook URI.')).toBeVisible();
  });

  it('saves an https URI, shows it as saved, and the server keeps it', async () => {
    const bodies = recordBodiesTo(saveWebhookEndpoint);
    const { user } = await open();
    await user.type(uriField(), `  ${HOOK}  `);
    await user.click(saveButton());
    expect(
      await screen.findByText('Webhook saved. Order events will be sent to it.'),
    ).toBeVisible();
    expect(await within(webhookCard()).findByTestId('webhook-uri')).toHaveTextContent(HOOK);
    expect(bodies).toEqual([{ webhook_uri: HOOK }]);
    expect(mayaHook()?.uri).toBe(HOOK);
    expect(uriField()).toHaveValue(HOOK);
  });

  it('sends one save while one is on its way, however often Save is pressed', async () => {
    const bodies = recordBodiesTo(saveWebhookEndpoint);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // Holds the first call, then lets it through to the mock backend.
    overrideCall(saveWebhookEndpoint, () => held, { once: true });
    const { user } = await open();
    await user.type(uriField(), HOOK);
    const save = saveButton();
    await user.dblClick(save);
    await user.click(save);
    release();
    expect(await within(webhookCard()).findByTestId('webhook-uri')).toHaveTextContent(HOOK);
    await settle();
    expect(bodies).toEqual([{ webhook_uri: HOOK }]);
  });

  it('shows the server’s own words when it refuses a URI the page let through', async () => {
    failCall(saveWebhookEndpoint, {
      message: 'The given data was invalid.',
      status: 422,
      errors: { webhook_uri: ['The webhook uri must use https.'] },
    });
    const { user } = await open();
    await user.type(uriField(), HOOK);
    await user.click(saveButton());
    expect(await screen.findByText('The webhook uri must use https.')).toBeVisible();
    expect(uriField()).toHaveValue(HOOK);
  });

  it('keeps what was typed when the save fails, and saves it on the next try', async () => {
    failCall(saveWebhookEndpoint, 'http500', { once: true });
    const { user } = await open();
    await user.type(uriField(), HOOK);
    await user.click(saveButton());
    expect(
      await screen.findByText('The webhook could not be saved. Please try again.'),
    ).toBeVisible();
    expect(uriField()).toHaveValue(HOOK);
    expect(mayaHook()).toBeUndefined();
    await user.click(saveButton());
    expect(await within(webhookCard()).findByTestId('webhook-uri')).toHaveTextContent(HOOK);
    expect(mayaHook()?.uri).toBe(HOOK);
  });

  it('sends a test event that the server records, and lists it with its time and status', async () => {
    seedHook();
    const seen = recordRequests();
    const { user } = await renderApp('/dashboard/integration', { as: 'market' });
    const card = await screen.findByRole('region', { name: 'Webhook' });
    expect(within(card).getByTestId('webhook-uri')).toHaveTextContent(HOOK);
    expect(within(card).getByText('No test events yet.')).toBeVisible();
    await user.click(within(card).getByRole('button', { name: 'Send a test event' }));
    const [event] = await waitFor(() => {
      const rows = db().webhookEvents.filter((row) => row.user_id === MAYA_ID);
      expect(rows).toHaveLength(1);
      return rows;
    });
    expect(event).toMatchObject({ type: 'test', uri: HOOK, status: 'sent' });
    expect(event!.event_id).toMatch(/^evt_[0-9a-f]{24}$/);
    expect(event!.payload).toEqual({
      id: event!.event_id,
      type: 'test',
      created_at: event!.created_at,
      data: { user_id: MAYA_ID, message: 'This is a test event from Mailcraft.' },
    });
    expect(await within(card).findByText(`Test event ${event!.event_id} sent.`)).toBeVisible();
    const listed = await within(card).findByRole('list', { name: 'Recent test events' });
    const item = within(listed).getByRole('listitem');
    expect(item).toHaveTextContent(/^\d\d-\d\d-\d{4} \| \d\d:\d\d:\d\dSent/);
    expect(item).toHaveTextContent(event!.event_id);
    expect(item).toHaveTextContent(`to ${HOOK}`);
    expect(sentTo(seen, sendTestEventEndpoint)).toHaveLength(1);
  });

  it('offers no test event without a saved webhook', async () => {
    await open();
    expect(within(webhookCard()).getByRole('button', { name: 'Send a test event' })).toBeDisabled();
    expect(
      within(webhookCard()).getByText('Save a webhook first to send a test event.'),
    ).toBeVisible();
  });

  it('shows the server’s words when a test event is refused', async () => {
    seedHook();
    failCall(sendTestEventEndpoint, {
      message: 'Save a webhook URI before sending a test event.',
      status: 409,
    });
    const { user } = await renderApp('/dashboard/integration', { as: 'market' });
    const card = await screen.findByRole('region', { name: 'Webhook' });
    await user.click(within(card).getByRole('button', { name: 'Send a test event' }));
    expect(
      await within(card).findByText('Save a webhook URI before sending a test event.'),
    ).toBeVisible();
  });

  it('removes the webhook and keeps its URI in the field to save again', async () => {
    seedHook();
    const seen = recordRequests();
    const { user } = await renderApp('/dashboard/integration', { as: 'market' });
    const card = await screen.findByRole('region', { name: 'Webhook' });
    await within(card).findByTestId('webhook-uri');
    await user.click(within(card).getByRole('button', { name: 'Remove webhook' }));
    expect(
      await screen.findByText('Webhook removed. Order events are no longer sent.'),
    ).toBeVisible();
    expect(
      await within(card).findByText('No webhook yet: order events are not sent anywhere.'),
    ).toBeVisible();
    expect(mayaHook()).toBeUndefined();
    expect(uriField()).toHaveValue(HOOK);
    expect(sentTo(seen, removeWebhookEndpoint)).toHaveLength(1);
  });

  it('says when the webhook cannot be loaded, and one Retry brings the page back', async () => {
    failCall(webhookEndpoint, 'http500', { once: true });
    // Until Retry: the bell reads the settings too, at a moment of its own (its in-app switches).
    let settingsDown = true;
    overrideCall(notificationSettingsEndpoint, () =>
      settingsDown ? HttpResponse.error() : undefined,
    );
    const { user } = await renderApp('/dashboard/integration', { as: 'market' });
    expect(
      await screen.findByText('Your webhook could not be loaded. Please try again.'),
    ).toBeVisible();
    expect(
      await screen.findByText('Your notification settings could not be loaded. Please try again.'),
    ).toBeVisible();
    settingsDown = false;
    await user.click(screen.getAllByRole('button', { name: 'Retry' })[0]!);
    expect(
      await screen.findByText('No webhook yet: order events are not sent anywhere.'),
    ).toBeVisible();
    expect(await screen.findByRole('switch', { name: 'Refunds by email' })).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });
});

describe('/dashboard/integration: Zapier', () => {
  it('explains Zapier, opens the configured Zapier frame and links the Zap campaigns', async () => {
    const { user, store } = await open();
    const card = screen.getByRole('region', { name: 'Zapier' });
    expect(card).toHaveTextContent('Zapier connects Mailcraft with thousands of other apps.');
    expect(within(card).getByRole('link', { name: 'See your Zap campaigns' })).toHaveAttribute(
      'href',
      '/dashboard/Zap-campaigns',
    );
    await user.click(within(card).getByRole('button', { name: 'Open Zapier' }));
    expect(store.getState().shell.openFrame).toBe('zapier');
    expect(await screen.findByRole('dialog', { name: 'Zapier' })).toBeVisible();
  });
});

describe('/dashboard/integration: notification settings', () => {
  it('starts with every kind on, in the app and by email', async () => {
    await open();
    const card = screen.getByRole('region', { name: 'Notification settings' });
    const switches = await within(card).findAllByRole('switch');
    expect(switches.map((each) => each.getAttribute('aria-label'))).toEqual([
      'Failed addresses in the app',
      'Failed addresses by email',
      'Refunds in the app',
      'Refunds by email',
      'Shared campaigns in the app',
      'Shared campaigns by email',
    ]);
    for (const each of switches) expect(each).toBeChecked();
    expect(within(card).getByRole('button', { name: 'Save notification settings' })).toBeDisabled();
  });

  it('saves refunds switched off by email for this user only, and shows what was kept', async () => {
    const bodies = recordBodiesTo(saveNotificationSettingsEndpoint);
    const { user } = await open();
    const card = screen.getByRole('region', { name: 'Notification settings' });
    await user.click(await within(card).findByRole('switch', { name: 'Refunds by email' }));
    expect(within(card).getByText('You have changes that are not saved yet.')).toBeVisible();
    await user.click(within(card).getByRole('button', { name: 'Save notification settings' }));
    expect(await screen.findByText('Notification settings saved.')).toBeVisible();
    expect(bodies).toEqual([
      {
        settings: {
          failedAddresses: { inApp: true, email: true },
          refunds: { inApp: true, email: false },
          sharedCampaigns: { inApp: true, email: true },
        },
      },
    ]);
    expect(notificationSettingsOf(db(), MAYA_ID).refunds).toEqual({ inApp: true, email: false });
    expect(notificationSettingsOf(db(), 4).refunds).toEqual({ inApp: true, email: true });
    expect(within(card).getByRole('switch', { name: 'Refunds by email' })).not.toBeChecked();
    expect(within(card).getByRole('button', { name: 'Save notification settings' })).toBeDisabled();
  });

  it('keeps the changes on screen when the save fails', async () => {
    failCall(saveNotificationSettingsEndpoint, 'http500');
    const { user } = await open();
    const card = screen.getByRole('region', { name: 'Notification settings' });
    await user.click(
      await within(card).findByRole('switch', { name: 'Shared campaigns in the app' }),
    );
    await user.click(within(card).getByRole('button', { name: 'Save notification settings' }));
    expect(
      await within(card).findByText(
        'Your notification settings could not be saved. Please try again.',
      ),
    ).toBeVisible();
    expect(
      within(card).getByRole('switch', { name: 'Shared campaigns in the app' }),
    ).not.toBeChecked();
    expect(within(card).getByRole('button', { name: 'Save notification settings' })).toBeEnabled();
    expect(notificationSettingsOf(db(), MAYA_ID).sharedCampaigns.inApp).toBe(true);
  });
});
