import * as z from 'zod/mini';

export const industryRecordSchema = z.object({
  id: z.number(),
  industry_name: z.string(),
  profile_type: z.string(),
  assets_status: z.number(),
  private_status: z.number(),
  /** 1 active, 0 inactive. */
  status: z.number(),
});
export type IndustryRecord = z.infer<typeof industryRecordSchema>;

export const categoryRecordSchema = z.object({
  id: z.number(),
  category_name: z.string(),
  industry_id: z.nullable(z.number()),
  category_slug: z.string(),
  status: z.number(),
});
export type CategoryRecord = z.infer<typeof categoryRecordSchema>;
