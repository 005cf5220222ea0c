import * as z from 'zod/mini';
import { idLike, numberLike, optionalId, text } from '../../api/fields';

/** A template category (accounts-money §3 "Categories and industries"). */
export const categorySchema = z.object({
  id: idLike,
  category_name: text,
  industry_id: optionalId,
  category_slug: text,
  status: numberLike,
});
export type Category = z.infer<typeof categorySchema>;

/** An industry; status 1 is active, 0 inactive (the admin toggles it). */
export const industrySchema = z.object({
  id: idLike,
  industry_name: text,
  profile_type: text,
  assets_status: numberLike,
  private_status: numberLike,
  status: numberLike,
});
export type Industry = z.infer<typeof industrySchema>;

export const categoryListSchema = z.array(categorySchema);
export const industryListSchema = z.array(industrySchema);
