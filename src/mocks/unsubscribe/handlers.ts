import {
  type UnsubscribeAction,
  type UnsubscribeRequest,
  type UnsubscribeState,
  emailUnsubscribeEndpoint,
  smsUnsubscribeEndpoint,
} from '../../features/unsubscribe/api';
import type { Database } from '../db';
import type { BodyReader } from '../kit/fields';
import { handle } from '../kit/handle';
import { type MockReply, fail, invalid, ok } from '../kit/replies';
import { maskedAddress } from './addresses';
import type { OptOutRecord, UnsubscribeChannel, UnsubscribeLinkRecord } from './records';
import { RESUBSCRIBE_WINDOW_MS } from './seed';

/** What a token may look like; anything else is refused before the database is read. */
const TOKEN = /^[A-Za-z0-9_-]{8,128}$/;
const ACTIONS: readonly UnsubscribeAction[] = ['status', 'unsubscribe', 'resubscribe'];

function optOutOf(database: Database, link: UnsubscribeLinkRecord): OptOutRecord | undefined {
  return database.optOuts.find(
    (row) =>
      row.user_id === link.user_id && row.channel === link.channel && row.address === link.address,
  );
}

function stateOf(
  link: UnsubscribeLinkRecord,
  optOut: OptOutRecord | undefined,
  outcome: UnsubscribeState['outcome'],
  now: number,
) {
  const left = optOut ? Date.parse(optOut.unsubscribed_at) + RESUBSCRIBE_WINDOW_MS - now : 0;
  return {
    recipient: maskedAddress(link.channel, link.address),
    sender: link.sender_name,
    state: optOut ? 'unsubscribed' : 'subscribed',
    outcome,
    resubscribe_seconds: Math.max(0, Math.floor(left / 1000)),
  };
}

/**
 * One link's call. The token names the recipient and the sender; a token of the other channel is
 * as unknown as a made-up one (404), an old one has expired (410). Unsubscribing twice or
 * resubscribing a subscribed recipient changes nothing and says so (`outcome: unchanged`); a
 * resubscribe more than 10 minutes after the unsubscribe is refused (409).
 */
function answer(
  channel: UnsubscribeChannel,
  database: Database,
  body: BodyReader<UnsubscribeRequest>,
  now: number,
): MockReply {
  const token = body.text('token');
  const action = (body.text('action') || 'status') as UnsubscribeAction;
  if (!ACTIONS.includes(action)) return invalid({ action: ['The selected action is invalid.'] });
  const link = TOKEN.test(token)
    ? database.unsubscribeLinks.find((row) => row.token === token && row.channel === channel)
    : undefined;
  if (!link) return fail('This unsubscribe link is not valid.', { status: 404 });
  if (Date.parse(link.expires_at) <= now)
    return fail('This unsubscribe link has expired.', { status: 410 });

  const optOut = optOutOf(database, link);
  if (action === 'unsubscribe' && !optOut) {
    const made = database.optOuts.insert({
      user_id: link.user_id,
      channel,
      address: link.address,
      unsubscribed_at: new Date(now).toISOString(),
      link_id: link.id,
    });
    return ok(stateOf(link, made, 'unsubscribed', now));
  }
  if (action === 'resubscribe' && optOut) {
    if (now - Date.parse(optOut.unsubscribed_at) > RESUBSCRIBE_WINDOW_MS)
      return fail('The time to resubscribe has passed.', { status: 409 });
    database.optOuts.remove(optOut.id);
    return ok(stateOf(link, undefined, 'resubscribed', now));
  }
  return ok(stateOf(link, optOut, 'unchanged', now));
}

export const unsubscribeHandlers = [
  handle(smsUnsubscribeEndpoint, ({ db, read }) => answer('sms', db, read, Date.now())),
  handle(emailUnsubscribeEndpoint, ({ db, read }) => answer('email', db, read, Date.now())),
];
