import * as z from 'zod/mini';

/** Only what the template and list rules need until the campaigns issue: what a campaign uses. */
export const campaignRecordSchema = z.object({
  id: z.number(),
  user_id: z.number(),
  name: z.string(),
  template_ids: z.array(z.number()),
  /** The contact lists it sends to: a list in an active campaign cannot be deleted. */
  contact_list_ids: z.array(z.number()),
  status: z.enum(['active', 'draft', 'cancelled']),
});
export type CampaignRecord = z.infer<typeof campaignRecordSchema>;
