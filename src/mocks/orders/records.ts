import * as z from 'zod/mini';

/** Orders placed by single sends, proofs and skip traces, recorded like a server would. */
export const orderRecordSchema = z.object({
  id: z.number(),
  user_id: z.number(),
  kind: z.enum(['single-send', 'skip-trace']),
  template_id: z.nullable(z.number()),
  contact_id: z.nullable(z.number()),
  contact_list_id: z.nullable(z.number()),
  created_at: z.string(),
});
export type OrderRecord = z.infer<typeof orderRecordSchema>;
