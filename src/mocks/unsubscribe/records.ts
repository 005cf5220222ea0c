import * as z from 'zod/mini';

export const UNSUBSCRIBE_CHANNELS = ['sms', 'email'] as const;
export type UnsubscribeChannel = (typeof UNSUBSCRIBE_CHANNELS)[number];

/**
 * The unsubscribe link of one text or email: its token names one recipient (`address`, as sent:
 * a phone's 10 digits, an email in lower case) of one sender (`user_id`). The sender's name is the
 * one the message went out under. A link works until `expires_at` (60 days: CAN-SPAM wants an
 * opt-out honoured for 30 days after the message).
 */
export const unsubscribeLinkRecordSchema = z.object({
  id: z.number(),
  token: z.string(),
  channel: z.enum(UNSUBSCRIBE_CHANNELS),
  user_id: z.number(),
  sender_name: z.string(),
  /** The contact it was sent to, when it came from a contact list. */
  contact_id: z.nullable(z.number()),
  address: z.string(),
  issued_at: z.string(),
  expires_at: z.string(),
});
export type UnsubscribeLinkRecord = z.infer<typeof unsubscribeLinkRecordSchema>;

/** A recipient who asked one sender to stop one channel (by link; a STOP reply would add one too). */
export const optOutRecordSchema = z.object({
  id: z.number(),
  user_id: z.number(),
  channel: z.enum(UNSUBSCRIBE_CHANNELS),
  address: z.string(),
  unsubscribed_at: z.string(),
  /** The link it was asked through, or null for another way. */
  link_id: z.nullable(z.number()),
});
export type OptOutRecord = z.infer<typeof optOutRecordSchema>;
