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
 * Password and username recovery (accounts-money §7 Auth: forget-password {email} and
 * reset-password {api_token, password}; their answers are "not shown", so the shapes of the
 * answers are ours, as are the two calls the spec does not name: forget-username and
 * reset-password-status). All are public (no session): `api_token` here is the reset link's
 * token, not a session's. The demo's outbox read is the demo backend's own, never called in
 * connected mode.
 */

/** What both "forgot" calls answer, whether or not an account matched (no account enumeration). */
export const requestAcceptedSchema = z.object({
  /** Seconds before the page offers to send again (the server's count: 60). */
  resend_after_seconds: z.number().check(z.gte(0)),
});
export type RequestAccepted = z.infer<typeof requestAcceptedSchema>;

export interface ForgotPasswordRequest {
  email: string;
}

export type ForgotUsernameRequest = { email: string } | { phone_number: string };

export interface ResetTokenRequest {
  api_token: string;
}

export interface ResetPasswordRequest {
  api_token: string;
  password: string;
}

/** A reset link that may still be used: whose account it resets, and for how long. */
export const resetLinkSchema = z.object({
  email: z.string(),
  expires_seconds: z.number().check(z.gte(0)),
});
export type ResetLink = z.infer<typeof resetLinkSchema>;

export const passwordResetSchema = z.object({ email: z.string() });

/** One message the demo's backend recorded instead of sending it. */
export const outboxMessageSchema = z.object({
  id: z.number(),
  channel: z.enum(['email', 'sms']),
  to: text,
  kind: text,
  subject: text,
  body: text,
  link: text,
  created_at: text,
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

/**
 * The server's refusals that are about the reset link itself (trying again changes nothing): 404
 * not valid (malformed or unknown), 410 expired (over an hour), 409 used (or the password was
 * changed since it was sent).
 */
export type LinkRefusal = 'invalid' | 'expired' | 'used';

export function linkRefusal(failure: ApiFailure): LinkRefusal | null {
  if (failure.kind !== 'http') return null;
  if (failure.httpStatus === 404) return 'invalid';
  if (failure.httpStatus === 410) return 'expired';
  if (failure.httpStatus === 409) return 'used';
  return null;
}

/** Our words for the link's refusals (the server words them in English); else the spec's rule. */
function resetWording(fallback: 'recovery.reset.checkFailed' | 'recovery.reset.failed') {
  return (failure: ApiFailure): UserMessage => {
    const refused = linkRefusal(failure);
    if (refused) return { id: `recovery.reset.link.${refused}` };
    if (failure.kind === 'network') return { id: 'recovery.network' };
    return failureMessage(failure, fallback);
  };
}

/** A send: the server's words when it gave some, ours for a network failure, else ours. */
function sendWording(failure: ApiFailure): UserMessage {
  if (failure.kind === 'network') return { id: 'recovery.network' };
  return failureMessage(failure, 'recovery.sendFailed');
}

export const forgotPasswordEndpoint = defineEndpoint<ForgotPasswordRequest, RequestAccepted>({
  id: 'recovery.forgotPassword',
  base: 'main',
  path: 'forget-password',
  token: { in: 'none' },
  data: requestAcceptedSchema,
  showFailure: inline(sendWording),
});

/** Ours (the spec has no such call): the username (the sign-in email) by email or by text. */
export const forgotUsernameEndpoint = defineEndpoint<ForgotUsernameRequest, RequestAccepted>({
  id: 'recovery.forgotUsername',
  base: 'main',
  path: 'forget-username',
  token: { in: 'none' },
  data: requestAcceptedSchema,
  showFailure: inline(sendWording),
});

/** Ours: whether a reset link can still be used, read when the page opens (changes nothing). */
export const resetLinkStatusEndpoint = defineEndpoint<ResetTokenRequest, ResetLink>({
  id: 'recovery.resetLinkStatus',
  base: 'main',
  path: 'reset-password-status',
  token: { in: 'none' },
  data: resetLinkSchema,
  showFailure: inline(resetWording('recovery.reset.checkFailed')),
});

export const resetPasswordEndpoint = defineEndpoint<
  ResetPasswordRequest,
  z.infer<typeof passwordResetSchema>
>({
  id: 'recovery.resetPassword',
  base: 'main',
  path: 'reset-password',
  token: { in: 'none' },
  data: passwordResetSchema,
  showFailure: inline(resetWording('recovery.reset.failed')),
});

/**
 * The demo only: what the demo's backend "sent" to an address or a number, newest first, so the
 * demo can go on (open the reset link). Called only when getConfig().mode is 'demo'.
 */
export const demoOutboxEndpoint = defineEndpoint<{ to: string }, OutboxMessage[]>({
  id: 'recovery.demoOutbox',
  base: 'main',
  path: 'demo-outbox',
  token: { in: 'none' },
  data: z.array(outboxMessageSchema),
  showFailure: inline((failure) =>
    failure.kind === 'network'
      ? { id: 'recovery.network' }
      : failureMessage(failure, 'recovery.outbox.failed'),
  ),
});
