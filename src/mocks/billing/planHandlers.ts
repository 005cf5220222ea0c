import {
  priceBySkuEndpoint,
  productEndpoint,
  upgradeBasicToProEndpoint,
  upgradeFreemiumToBasicEndpoint,
  upgradeFreemiumToProEndpoint,
} from '../../features/billing/plans/api';
import { PLAN_SKUS } from '../../config/constants';
import { type UserRecord, profileOf } from '../auth';
import type { Database } from '../db';
import { handle, type MockRequest } from '../kit/handle';
import { oncePerKey } from '../kit/idempotency';
import { type MockReply, fail, invalid, ok } from '../kit/replies';
import { cardOwnerOf } from './cardOwner';

/** Plan prices in dollars (annual ≈ 20 % below twelve months), and the Pro trial. */
const PLAN_PRICES: Record<string, number> = {
  [PLAN_SKUS.free]: 0,
  [PLAN_SKUS.basicMonth]: 49,
  [PLAN_SKUS.basicAnnual]: 470,
  [PLAN_SKUS.proMonth]: 99,
  [PLAN_SKUS.proAnnual]: 950,
};
const TRIAL_DAYS: Record<string, number> = { [PLAN_SKUS.proMonth]: 14, [PLAN_SKUS.proAnnual]: 14 };
const PLAN_ID: Record<string, number> = {
  [PLAN_SKUS.basicMonth]: 2,
  [PLAN_SKUS.basicAnnual]: 3,
  [PLAN_SKUS.proMonth]: 4,
  [PLAN_SKUS.proAnnual]: 5,
};
const SKU_OF_PLAN = Object.fromEntries(Object.entries(PLAN_ID).map(([sku, id]) => [id, sku]));

/** The default card of whoever pays for this user, if it can be charged. */
function payingCard(db: Database, user: UserRecord): MockReply | { id: number } {
  const card = db.cards.find(
    (row) => row.user_id === cardOwnerOf(user) && row.defaultcard_status === 1,
  );
  if (!card)
    return fail('You must have a valid card on file before placing the order', { status: 402 });
  const today = new Date();
  if (card.exp_year * 12 + card.exp_month < today.getFullYear() * 12 + today.getMonth() + 1)
    return fail('Your card has expired.', { status: 402 });
  if (card.last4 === '0002') return fail('Your card was declined.', { status: 402 });
  return card;
}

function charge(db: Database, user: UserRecord, cardId: number, dollars: number): void {
  db.charges.insert({
    user_id: user.id,
    card_id: cardId,
    amount_cents: Math.round(dollars * 100),
    kind: 'upgrade',
    credited: false,
    created_at: new Date().toISOString(),
  });
}

/** freemium → basic or pro: charges the plan and changes the account (accounts-money §4). */
function upgradeFreemium<Req>(request: MockRequest<Req>, to: 'basic' | 'pro'): MockReply {
  const { body, db, user } = request;
  if (user!.user_type !== 'freemium') return fail('Only a free account can take this upgrade.');
  const sku = typeof body.product_sku === 'string' ? body.product_sku : '';
  const wanted =
    to === 'pro'
      ? [PLAN_SKUS.proMonth, PLAN_SKUS.proAnnual]
      : [PLAN_SKUS.basicMonth, PLAN_SKUS.basicAnnual];
  if (!(wanted as string[]).includes(sku))
    return invalid({ product_sku: ['The selected product sku is invalid.'] });
  const card = payingCard(db, user!);
  if ('status' in card) return card;
  charge(db, user!, card.id, PLAN_PRICES[sku]!);
  const updated = db.users.update(user!.id, {
    user_type: to,
    role_id: to === 'pro' ? 3 : 2,
    tier: 1,
    plan_id: PLAN_ID[sku]!,
  })!;
  return ok(
    { user_type: updated.user_type, role_id: updated.role_id },
    { message: 'Your plan has been upgraded.' },
  );
}

const loginOf = (user: UserRecord) => ({ ...profileOf(user), api_token: user.api_token });

export const planHandlers = [
  handle(priceBySkuEndpoint, ({ body, read }) => {
    const skus = Array.isArray(body.sku_numbers) ? body.sku_numbers : [];
    const quantity = read.int('quantity', 0);
    if (
      skus.length === 0 ||
      quantity < 1 ||
      skus.some((sku) => typeof sku !== 'string' || !(sku in PLAN_PRICES))
    )
      return invalid({ sku_numbers: ['The sku numbers are invalid.'] });
    const total =
      skus.reduce((sum: number, sku) => sum + PLAN_PRICES[sku as string]!, 0) * quantity;
    return ok({ total_price: total });
  }),

  handle(productEndpoint, ({ params }) => {
    const sku = params.sku ?? '';
    if (!(sku in PLAN_PRICES)) return fail('No such product.', { status: 404 });
    return ok({ sku, trialPeriodDays: TRIAL_DAYS[sku] ?? 0 });
  }),

  handle(upgradeFreemiumToBasicEndpoint, (request) =>
    oncePerKey(upgradeFreemiumToBasicEndpoint, request, () => upgradeFreemium(request, 'basic')),
  ),

  handle(upgradeFreemiumToProEndpoint, (request) =>
    oncePerKey(upgradeFreemiumToProEndpoint, request, () => upgradeFreemium(request, 'pro')),
  ),

  /**
   * basic → pro: a PRO admin account is opened for the user and charged; the basic account now
   * sits under it and is seen as role 3 through impersonation. Both sign-ins are returned (§4).
   */
  handle(upgradeBasicToProEndpoint, (request) =>
    oncePerKey(upgradeBasicToProEndpoint, request, () => {
      const { body, read, db, user } = request;
      if (user!.user_type !== 'basic')
        return fail('Only an Essentials account can take this upgrade.');
      if (
        body.email !== user!.email ||
        read.int('domain', 0) !== user!.id ||
        body.user_type !== 'basic'
      )
        return invalid({ email: ['The account does not match.'] });
      const sku = SKU_OF_PLAN[read.int('plan_id', 0)];
      if (sku !== PLAN_SKUS.proMonth && sku !== PLAN_SKUS.proAnnual)
        return invalid({ plan_id: ['The selected plan is invalid.'] });
      const card = payingCard(db, user!);
      if ('status' in card) return card;
      charge(db, user!, card.id, PLAN_PRICES[sku]!);
      const admin = db.users.insert({
        ...user!,
        email: `pro.${user!.email}`,
        role_id: 3,
        user_type: 'pro',
        plan_id: PLAN_ID[sku]!,
        api_token: `demo-pro-${user!.id}-${crypto.randomUUID()}`,
        total_creditpoints: 0,
        basicuser_bycoachid: null,
      });
      // The card that pays for Pro goes with the account that pays: the new Pro one.
      for (const owned of db.cards.filter((row) => row.user_id === user!.id))
        db.cards.update(owned.id, { user_id: admin.id });
      const basic = db.users.update(user!.id, {
        role_id: 3,
        basicuser_bycoachid: admin.id,
        basicuser_allowimpersonate_toproadmin: '1',
      })!;
      db.users.update(admin.id, { linked_account_id: basic.id });
      return ok(
        { impersonator: loginOf(admin), impersonatee: loginOf(basic) },
        { message: 'Welcome to Pro!' },
      );
    }),
  ),
];
