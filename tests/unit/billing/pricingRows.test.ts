// @vitest-environment node
import {
  PRICE_COLUMNS,
  digitalGroups,
  printRows,
  tierLabelOf,
} from '../../../src/features/billing/pricingRows';
import type { PricingTableData } from '../../../src/features/billing/slice';
import type { PricingSummary } from '../../../src/features/billing/schemas';

/** The Pricing Table's rows (accounts-money §2, §9): tiers 'min - max', the top one 1000+. */

const summary = (factor: number): PricingSummary => [
  {
    category: 'PRINT',
    products: [
      {
        product_metadata: { name: 'Letter', shortDesc: '', thumbnail: '', sortOrder: 2 },
        sortOrder: 2,
        pricing: [
          { quantity_min: 1, quantity_max: 999, price: 100 * factor },
          { quantity_min: 1000, quantity_max: null, price: 90 * factor },
        ],
      },
      {
        product_metadata: { name: 'Postcard', shortDesc: '', thumbnail: '', sortOrder: 1 },
        sortOrder: 1,
        pricing: [{ quantity_min: 1, quantity_max: 249, price: 50 * factor }],
      },
    ],
  },
  {
    category: 'DIGITAL',
    products: [
      {
        product_metadata: { name: 'Email', shortDesc: '', thumbnail: '', sortOrder: 1 },
        sortOrder: 1,
        pricing: [{ quantity_min: 1, quantity_max: null, price: 1 * factor }],
      },
    ],
  },
  { category: 'SUBSCRIPTION', products: [] },
];

const data: PricingTableData = {
  mine: summary(1),
  starter: summary(2),
  essentials: summary(3),
  pro: [],
};

describe('the Pricing Table rows', () => {
  it('labels tiers min - max, and the open or 1000-and-up tier as 1000+', () => {
    expect(tierLabelOf({ quantity_min: 250, quantity_max: 499, price: 1 })).toEqual({
      kind: 'range',
      min: 250,
      max: 499,
    });
    expect(tierLabelOf({ quantity_min: 1000, quantity_max: null, price: 1 })).toEqual({
      kind: 'top',
      min: 1000,
    });
    expect(tierLabelOf({ quantity_min: 1000, quantity_max: 5000, price: 1 })).toEqual({
      kind: 'top',
      min: 1000,
    });
  });

  it('orders print products by their sort order, with each plan’s price per tier', () => {
    const rows = printRows(data);
    expect(rows.map((row) => row.name)).toEqual(['Postcard', 'Letter']);
    expect(rows[1]!.tiers.map((tier) => tier.prices)).toEqual([
      { mine: 100, starter: 200, essentials: 300, pro: null },
      { mine: 90, starter: 180, essentials: 270, pro: null },
    ]);
    expect(PRICE_COLUMNS).toEqual(['mine', 'starter', 'essentials', 'pro']);
  });

  it('groups Digital & Data by category, one price per plan, without print or subscriptions', () => {
    expect(digitalGroups(data)).toEqual([
      {
        category: 'DIGITAL',
        products: [{ name: 'Email', prices: { mine: 1, starter: 2, essentials: 3, pro: null } }],
      },
    ]);
  });
});
