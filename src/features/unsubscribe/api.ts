import * as z from 'zod/mini';
import {
  type ApiFailure,
  type UserMessage,
  defineEndpoint,
  failureMessage,
  inline,
} from '../../api';
import { text } from '../../api/fields';

/**
 * The unsubscribe links of texts and emails (accounts-money §2 /phone-unsubs/{token} and
 * /email-unsubs/{token}; §7 names the calls `sms-unsubs` and `email-unsubs` and shows nothing
 * else of them). The shapes here are ours: one public call per channel (no session: the visitor
 * is a recipient, not a user), carrying the link's token and what the recipient asks for. Every
 * answer is the recipient's state after the request, so a second click or a reload reads the same
 * state instead of failing (unsubscribing is idempotent).
 */

export type UnsubscribeChannel = 'sms' | 'email';

/** `status` only reads; `unsubscribe` and `resubscribe` are idempotent. */
export type UnsubscribeAction = 'status' | 'unsubscribe' | 'resubscribe';

export interface UnsubscribeRequest {
  token: string;
  action: UnsubscribeAction;
}

export const unsubscribeStateSchema = z.object({
  /** The number or address the link was sent to, masked by the server (never sent whole). */
  recipient: text,
  /** The business that sent the message. */
  sender: text,
  state: z.enum(['subscribed', 'unsubscribed']),
  /** What this request changed: `unchanged` for a read, or a request the state already met. */
  outcome: z.enum(['unchanged', 'unsubscribed', 'resubscribed']),
  /** Seconds left to undo an unsubscribe (0: none), counted by the server's clock. */
  resubscribe_seconds: z.catch(z.number().check(z.gte(0)), 0),
});
export type UnsubscribeState = z.infer<typeof unsubscribeStateSchema>;

/** The server's refusals that are about the link itself: trying again changes nothing. */
export function linkRefused(failure: ApiFailure): 'badLink' | 'expired' | null {
  if (failure.kind !== 'http') return null;
  if (failure.httpStatus === 404) return 'badLink';
  if (failure.httpStatus === 410) return 'expired';
  return null;
}

/** The resubscribe came after its window (HTTP 409): the recipient stays unsubscribed. */
export const resubscribeClosed = (failure: ApiFailure) =>
  failure.kind === 'http' && failure.httpStatus === 409;

/**
 * Our words for the link's refusals (a recipient may read any of the five languages, and the
 * server words them in English), the server's words for anything else (spec §8), else ours.
 */
function wordingOf(channel: UnsubscribeChannel) {
  return (failure: ApiFailure): UserMessage => {
    const refused = linkRefused(failure);
    if (refused === 'badLink') return { id: 'unsubscribe.badLink' };
    if (refused === 'expired') return { id: `unsubscribe.${channel}.expired` };
    if (resubscribeClosed(failure)) return { id: 'unsubscribe.resubscribeClosed' };
    return failureMessage(failure, 'unsubscribe.failed');
  };
}

export const smsUnsubscribeEndpoint = defineEndpoint<UnsubscribeRequest, UnsubscribeState>({
  id: 'unsubscribe.sms',
  base: 'main',
  path: 'sms-unsubs',
  token: { in: 'none' },
  data: unsubscribeStateSchema,
  showFailure: inline(wordingOf('sms')),
});

export const emailUnsubscribeEndpoint = defineEndpoint<UnsubscribeRequest, UnsubscribeState>({
  id: 'unsubscribe.email',
  base: 'main',
  path: 'email-unsubs',
  token: { in: 'none' },
  data: unsubscribeStateSchema,
  showFailure: inline(wordingOf('email')),
});
