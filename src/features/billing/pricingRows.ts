import { TOP_TIER_THRESHOLD } from '../../config/constants';
import type { PricingPlan } from './endpoints/pricing';
import type { PricedProduct, PriceTier, PricingSummary } from './schemas';
import type { PricingTableData } from './slice';

/** The Pricing Table's columns: the user's own prices, then each plan's (accounts-money §2). */
export type PriceColumn = 'mine' | PricingPlan;
export const PRICE_COLUMNS: readonly PriceColumn[] = ['mine', 'starter', 'essentials', 'pro'];

/** A quantity tier as the table labels it: 'min - max', the top tier '1000+' (§2, §9). */
export type TierLabel = { kind: 'range'; min: number; max: number } | { kind: 'top'; min: number };

export function tierLabelOf(tier: PriceTier): TierLabel {
  if (tier.quantity_max === null || tier.quantity_min >= TOP_TIER_THRESHOLD)
    return { kind: 'top', min: Math.max(tier.quantity_min, TOP_TIER_THRESHOLD) };
  return { kind: 'range', min: tier.quantity_min, max: tier.quantity_max };
}

export interface TierRow {
  key: string;
  label: TierLabel;
  /** Cents per piece in each column; null where that plan has no such tier. */
  prices: Record<PriceColumn, number | null>;
}

export interface ProductTiers {
  name: string;
  tiers: TierRow[];
}

export interface DigitalGroup {
  category: string;
  products: { name: string; prices: Record<PriceColumn, number | null> }[];
}

const byOrder = (a: PricedProduct, b: PricedProduct) => a.sortOrder - b.sortOrder;

function productIn(summary: PricingSummary, category: string, name: string) {
  return summary
    .find((entry) => entry.category === category)
    ?.products.find((product) => product.product_metadata.name === name);
}

function pricesOf(
  data: PricingTableData,
  category: string,
  name: string,
  pick: (product: PricedProduct) => number | null,
): Record<PriceColumn, number | null> {
  const columns = {} as Record<PriceColumn, number | null>;
  for (const column of PRICE_COLUMNS) {
    const product = productIn(data[column], category, name);
    columns[column] = product ? pick(product) : null;
  }
  return columns;
}

/** Print & Mail (First Class): per product, a row per quantity tier of the user's own prices. */
export function printRows(data: PricingTableData): ProductTiers[] {
  const print = data.mine.find((entry) => entry.category === 'PRINT');
  return [...(print?.products ?? [])].sort(byOrder).map((product) => {
    const name = product.product_metadata.name;
    return {
      name,
      tiers: product.pricing.map((tier) => ({
        key: `${name}:${tier.quantity_min}`,
        label: tierLabelOf(tier),
        prices: pricesOf(
          data,
          'PRINT',
          name,
          (other) =>
            other.pricing.find((candidate) => candidate.quantity_min === tier.quantity_min)
              ?.price ?? null,
        ),
      })),
    };
  });
}

/** Digital & Data: one price per product per plan, grouped by category (not print or plans). */
export function digitalGroups(data: PricingTableData): DigitalGroup[] {
  return data.mine
    .filter((entry) => entry.category !== 'PRINT' && entry.category !== 'SUBSCRIPTION')
    .map((entry) => ({
      category: entry.category,
      products: [...entry.products].sort(byOrder).map((product) => ({
        name: product.product_metadata.name,
        prices: pricesOf(
          data,
          entry.category,
          product.product_metadata.name,
          (other) => other.pricing[0]?.price ?? null,
        ),
      })),
    }));
}
