import * as z from 'zod/mini';

/**
 * A message the server would have sent (an email or a text): the demo records it instead, so the
 * demo can show what a person would have received (issue 28 "outbox").
 */
export const outboxRecordSchema = z.object({
  id: z.number(),
  channel: z.enum(['email', 'sms']),
  /** The address (lower case) or the phone's 10 digits it went to. */
  to: z.string(),
  /** What it is for: 'password_reset' or 'username_reminder'. */
  kind: z.string(),
  /** The email's subject ('' for a text). */
  subject: z.string(),
  body: z.string(),
  /** The app path of the link it carries, e.g. /reset-password/{token} ('' when none). */
  link: z.string(),
  created_at: z.string(),
});
export type OutboxRecord = z.infer<typeof outboxRecordSchema>;

/**
 * A password-reset link: one user, valid for an hour (`expires_at`), good once (`used_at`, also
 * set on the user's other open links when one of them resets the password).
 */
export const passwordResetRecordSchema = z.object({
  id: z.number(),
  user_id: z.number(),
  token: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
  used_at: z.nullable(z.string()),
});
export type PasswordResetRecord = z.infer<typeof passwordResetRecordSchema>;
