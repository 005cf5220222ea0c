import type { ApiKeyRecord } from './records';

/** Maya (the Marketplace demo user) has had a key since the spring; nobody else has one yet. */
export function seedApiKeys(): ApiKeyRecord[] {
  return [
    {
      id: 1,
      user_id: 2,
      key: 'mc_live_7GkQ2vXb9LmN4pRt6WcY8zHd3JsF5aKe',
      created_at: '2026-04-14T15:20:00.000Z',
      revoked_at: null,
    },
  ];
}
