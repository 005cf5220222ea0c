import type { UserRecord } from '../auth';

/** The price books of the plans (per piece, in dollars), as the orders service would keep them. */
export type PlanName = 'starter' | 'essentials' | 'pro';

interface ProductPrice {
  category: 'PRINT' | 'DIGITAL' | 'DATA' | 'SUBSCRIPTION';
  name: string;
  shortDesc: string;
  sortOrder: number;
  /** Starter's price per tier; the other plans take a discount off it. */
  starter: number[];
}

/** Quantity tiers of print products: 1–249, 250–499, 500–999 and 1000 and up. */
const PRINT_TIERS: [number, number | null][] = [
  [1, 249],
  [250, 499],
  [500, 999],
  [1000, null],
];

const PRODUCTS: ProductPrice[] = [
  {
    category: 'PRINT',
    name: 'Postcard 4x6',
    shortDesc: 'First Class, full colour',
    sortOrder: 1,
    starter: [0.89, 0.79, 0.72, 0.65],
  },
  {
    category: 'PRINT',
    name: 'Postcard 6x9',
    shortDesc: 'First Class, full colour',
    sortOrder: 2,
    starter: [1.09, 0.98, 0.9, 0.82],
  },
  {
    category: 'PRINT',
    name: 'Jumbo Postcard 6x11',
    shortDesc: 'First Class, full colour',
    sortOrder: 3,
    starter: [1.29, 1.17, 1.07, 0.97],
  },
  {
    category: 'PRINT',
    name: 'Letter',
    shortDesc: 'First Class, one sheet in an envelope',
    sortOrder: 4,
    starter: [1.49, 1.35, 1.24, 1.12],
  },
  {
    category: 'PRINT',
    name: 'Greeting Card',
    shortDesc: 'First Class, folded, hand-addressed look',
    sortOrder: 5,
    starter: [2.99, 2.79, 2.59, 2.39],
  },
  {
    category: 'DIGITAL',
    name: 'Text Message',
    shortDesc: 'Per message sent',
    sortOrder: 1,
    starter: [0.05],
  },
  {
    category: 'DIGITAL',
    name: 'Email',
    shortDesc: 'Per email sent',
    sortOrder: 2,
    starter: [0.01],
  },
  {
    category: 'DATA',
    name: 'Skip Trace',
    shortDesc: 'Per contact matched',
    sortOrder: 1,
    starter: [0.15],
  },
  {
    category: 'DATA',
    name: 'Property Data',
    shortDesc: 'Per record',
    sortOrder: 2,
    starter: [0.08],
  },
  { category: 'SUBSCRIPTION', name: 'Pro Plan', shortDesc: 'Monthly', sortOrder: 1, starter: [99] },
];

/** What each plan pays of Starter's price. */
const PLAN_SHARE: Record<PlanName, number> = { starter: 1, essentials: 0.9, pro: 0.8 };

const cents = (dollars: number) => Math.round(dollars * 100) / 100;

/** A plan's pricing summary, in the shape of pricing/summary (accounts-money §3). */
export function pricingSummaryOf(plan: PlanName) {
  const categories = [...new Set(PRODUCTS.map((product) => product.category))];
  return categories.map((category) => ({
    category,
    products: PRODUCTS.filter((product) => product.category === category).map((product) => ({
      product_metadata: {
        name: product.name,
        shortDesc: product.shortDesc,
        thumbnail: '',
        sortOrder: product.sortOrder,
      },
      sortOrder: product.sortOrder,
      pricing: product.starter.map((price, index) => {
        const [min, max] = category === 'PRINT' ? PRINT_TIERS[index]! : [1, null];
        return {
          quantity_min: min,
          quantity_max: max,
          price: category === 'SUBSCRIPTION' ? price : cents(price * PLAN_SHARE[plan]),
        };
      }),
    })),
  }));
}

/** The plan a user's own prices come from: freemium pays Starter's, basic Essentials', pro Pro's. */
export function planOfUser(user: UserRecord): PlanName {
  if (user.user_type === 'pro') return 'pro';
  if (user.user_type === 'basic') return 'essentials';
  return 'starter';
}

export function isPlanName(value: string): value is PlanName {
  return value === 'starter' || value === 'essentials' || value === 'pro';
}

/** A quantity tier: from `min` pieces, up to `max` (null: no upper bound). */
export interface QuantityTier {
  min: number;
  max: number | null;
}

/**
 * What one piece of a product costs on a plan at a quantity (accounts-money §7): the price of the
 * tier the quantity falls in (below 1 counts as the first tier), that tier, and the next tier with
 * its price (null at the top tier, and for products that have one price).
 */
export function unitPriceOf(
  plan: PlanName,
  productName: string,
  quantity: number,
): { price: number; tier: QuantityTier; next: { min: number; price: number } | null } {
  const product = PRODUCTS.find((each) => each.name === productName);
  if (!product) throw new Error(`No product ${productName} in the price book`);
  const priceAt = (index: number) => cents(product.starter[index]! * PLAN_SHARE[plan]);
  if (product.category !== 'PRINT')
    return { price: priceAt(0), tier: { min: 1, max: null }, next: null };
  const index = Math.max(
    0,
    PRINT_TIERS.findIndex(([min, max]) => quantity >= min && (max === null || quantity <= max)),
  );
  const [min, max] = PRINT_TIERS[index]!;
  const following = PRINT_TIERS[index + 1];
  return {
    price: priceAt(index),
    tier: { min, max },
    next: following ? { min: following[0], price: priceAt(index + 1) } : null,
  };
}
