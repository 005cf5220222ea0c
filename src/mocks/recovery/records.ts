import * as z from 'zod/mini';

/**
 * A message the server would have sent (an email or a text): the demo records it instead, so the
 * demo can show what a person would have received (issue 28 "outbox").
 */
export const outboxRecordSchema = z.object({
  id: z.number(),
  channel: z.enum(['email', 'sms']),
  /** The address or the phone's 10 digits it went to. */
  to: z.string(),
  /** What it is for, e.g. 'password_reset', 'username_reminder'. */
  kind: z.string(),
  subject: z.string(),
  body: z.string(),
  /** The link it carries ('' when none). */
  link: z.string(),
  created_at: z.string(),
});
export type OutboxRecord = z.infer<typeof outboxRecordSchema>;

/** A password-reset link: one user, valid for an hour, good once. */
export const passwordResetRecordSchema = z.object({
  id: z.number(),
  user_id: z.number(),
  token: z.string(),
  created_at: z.string(),
  used_at: z.nullable(z.string()),
});
export type PasswordResetRecord = z.infer<typeof passwordResetRecordSchema>;
