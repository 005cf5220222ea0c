import * as z from 'zod/mini';
import { defineEndpoint, dialog, inline } from '../../../api';
import { idLike } from '../../../api/fields';

/**
 * The list builder's two server calls (templates-campaigns-contacts §7 "Contact lists";
 * accounts-money §7 "orders/data/property-search"). The request shapes are ours: the spec names
 * the calls but not their bodies.
 */
export interface PropertyCriteria {
  /** Two-letter state code. */
  state: string;
  /** Empty means "every county" (likewise cities and ZIP codes). */
  counties: string[];
  cities: string[];
  zipcodes: string[];
}

/** A count is a whole number of properties, as a number or a digit string; anything else is refused. */
const countLike = z.pipe(
  z.union([z.int().check(z.nonnegative()), z.string().check(z.regex(/^\d+$/))]),
  z.transform(Number),
);

export const propertyCountSchema = z.object({ count: countLike });
export type PropertyCount = z.infer<typeof propertyCountSchema>;

export const propertySearchEndpoint = defineEndpoint<PropertyCriteria, PropertyCount>({
  id: 'listBuilder.propertySearch',
  base: 'orders',
  path: 'orders/data/property-search',
  data: propertyCountSchema,
  showFailure: inline('listBuilder.count.failed'),
});

export interface BuiltListRequest extends PropertyCriteria {
  name: string;
}

export const builtListSchema = z.object({
  id: idLike,
  name: z.string(),
  total_count: countLike,
});
export type BuiltList = z.infer<typeof builtListSchema>;

export const saveBuiltListEndpoint = defineEndpoint<BuiltListRequest, BuiltList>({
  id: 'listBuilder.saveList',
  base: 'main',
  path: 'addcontacts-bybenutech/',
  data: builtListSchema,
  showFailure: dialog('listBuilder.save.failed'),
});
