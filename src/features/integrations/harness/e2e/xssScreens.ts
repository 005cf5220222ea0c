import { expect } from '../../../../../tests/e2e/fixtures';
import {
  type HostileScreen,
  MARKET_ID,
  PLANTED_AT,
  hostileScreen,
} from '../../../../../tests/e2e/xssScreenKit';
import { RECENT_TEST_EVENTS } from '../../limits';

/**
 * The webhook URI under hostile strings (tests/e2e/xssScreens.spec.ts): shown back as the saved
 * webhook and in each test event's line. One webhook per user, so a load takes one string for the
 * webhook and one per listed test event, until every string has been in one.
 */
export const XSS_SCREENS: readonly HostileScreen[] = [
  hostileScreen({
    title: 'integrations: the webhook URI, saved and in the test events',
    account: 'market',
    perLoad: 1 + RECENT_TEST_EVENTS,
    timeoutMs: 240_000,
    url: '/dashboard/integration',
    plant: ({ data }, strings) => {
      // The saved URI is never empty (the server keeps none such); an empty string goes to an event.
      const first = Math.max(
        0,
        strings.findIndex((text) => text.trim() !== ''),
      );
      const saved = strings[first] ?? 'https://hooks.example.com';
      const sent = strings.filter((_text, index) => index !== first);
      const at = `${PLANTED_AT}T12:00:00.000Z`;
      data.webhooks = [
        ...(data.webhooks ?? []).filter((row) => row.user_id !== MARKET_ID),
        { id: 1, user_id: MARKET_ID, uri: saved, created_at: at, updated_at: at },
      ];
      data.webhookEvents = sent.map((uri, index) => ({
        id: index + 1,
        user_id: MARKET_ID,
        event_id: `evt_planted_${index}`,
        type: 'test',
        uri,
        status: 'sent' as const,
        payload: { id: `evt_planted_${index}`, type: 'test' },
        created_at: `${PLANTED_AT}T11:${String(index).padStart(2, '0')}:00.000Z`,
      }));
      return sent.length;
    },
    read: async ({ page, planted }) => {
      const section = page.getByTestId('webhook-section');
      await expect(section.getByTestId('webhook-uri')).toBeAttached({ timeout: 30_000 });
      const events = planted;
      if (events > 0)
        await expect(section.getByTestId('test-events').locator('li')).toHaveCount(events);
      return (await section.textContent()) ?? '';
    },
  }),
];
