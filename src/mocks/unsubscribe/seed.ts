import type { OptOutRecord, UnsubscribeLinkRecord } from './records';

const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** How long a link works (records.ts says why 60 days). */
export const LINK_LIFETIME_MS = 60 * DAY_MS;
/** How long after unsubscribing the recipient may undo it (issue 28). */
export const RESUBSCRIBE_WINDOW_MS = 10 * MINUTE_MS;

const MAYA = { user_id: 2, sender_name: 'Market Street Realty' };
const STELLA = { user_id: 4, sender_name: 'Bright Lane Design Studio' };

/**
 * The seeded links, by what each shows (the demo's README lists them): open ones for Maya's
 * "Portland homeowners" (contacts 1 and 3) and Stella's "Proof readers" (contact 201), one whose
 * recipient unsubscribed three days ago, and one sent 90 days ago, expired.
 */
export const UNSUBSCRIBE_TOKENS = {
  smsOpen: 'su_7Hq2Mk9Vx4Lp',
  emailOpen: 'eu_9Fm3Lk7Vt2Qp',
  emailAlready: 'eu_4Cs8Rw1Nd6Zk',
  smsExpired: 'su_2Bt6Yp9Gj3Wd',
  emailStudio: 'eu_7Nv1Ka5Fr8Mx',
} as const;

/** Dates count back from the moment the database is seeded, so the demo's links stay live. */
const ago = (now: number, ms: number) => new Date(now - ms).toISOString();

export function seedUnsubscribeLinks(now = Date.now()): UnsubscribeLinkRecord[] {
  const link = (
    id: number,
    fields: Omit<UnsubscribeLinkRecord, 'id' | 'issued_at' | 'expires_at'>,
    sentDaysAgo: number,
  ): UnsubscribeLinkRecord => ({
    id,
    ...fields,
    issued_at: ago(now, sentDaysAgo * DAY_MS),
    expires_at: ago(now, sentDaysAgo * DAY_MS - LINK_LIFETIME_MS),
  });
  const tokens = UNSUBSCRIBE_TOKENS;
  return [
    link(
      1,
      { ...MAYA, token: tokens.smsOpen, channel: 'sms', contact_id: 1, address: '7015550194' },
      2,
    ),
    link(
      2,
      {
        ...MAYA,
        token: tokens.emailOpen,
        channel: 'email',
        contact_id: 1,
        address: 'michael.kim.1@example.net',
      },
      2,
    ),
    link(
      3,
      {
        ...MAYA,
        token: tokens.emailAlready,
        channel: 'email',
        // A past recipient, no longer on any of her lists: today's prices are not changed by them.
        contact_id: null,
        address: 'jo.kimball@example.net',
      },
      5,
    ),
    link(
      4,
      { ...MAYA, token: tokens.smsExpired, channel: 'sms', contact_id: 3, address: '4845559774' },
      90,
    ),
    link(
      5,
      {
        ...STELLA,
        token: tokens.emailStudio,
        channel: 'email',
        contact_id: 201,
        address: 'david.martinez.1@example.net',
      },
      1,
    ),
  ];
}

export function seedOptOuts(now = Date.now()): OptOutRecord[] {
  return [
    {
      id: 1,
      user_id: MAYA.user_id,
      channel: 'email',
      address: 'jo.kimball@example.net',
      unsubscribed_at: ago(now, 3 * DAY_MS),
      link_id: 3,
    },
  ];
}
