import { planPricingSummaryEndpoint, pricingSummaryEndpoint } from '../../features/billing/api';
import { handle } from '../kit/handle';
import { fail, ok } from '../kit/replies';
import { isPlanName, planOfUser, pricingSummaryOf } from './priceBook';

export const pricingHandlers = [
  /** The caller's own prices: their plan's price book. */
  handle(pricingSummaryEndpoint, ({ user }) => ok(pricingSummaryOf(planOfUser(user!)))),

  handle(planPricingSummaryEndpoint, ({ params }) => {
    const plan = params.plan ?? '';
    return isPlanName(plan) ? ok(pricingSummaryOf(plan)) : fail('No such plan.', { status: 404 });
  }),
];
