import {
  addCardEndpoint,
  autoFundEndpoint,
  chargeCardEndpoint,
  deleteCardEndpoint,
  paymentMethodsEndpoint,
  planPricingSummaryEndpoint,
  pricingSummaryEndpoint,
  setDefaultCardEndpoint,
  topUpEndpoint,
  updateCardEndpoint,
} from '../api';
import { db } from '../../../mocks/db';
import { type ContractSample, sample } from '../../../../tests/unit/mocks/contract/sample';

const ADDRESS = {
  line1: '1 Main St',
  line2: '',
  city: 'Portland',
  state: 'ME',
  postal_code: '04101',
};

/** The seeded Marketplace cards: 1 the default Visa, 2 an expired Mastercard, 3 the declining Visa. */
export const CONTRACT_SAMPLES: ContractSample[] = [
  sample(paymentMethodsEndpoint, 'market', {}),
  sample(addCardEndpoint, 'market', {
    card_token: 'demo_visa_4242_12_2031',
    billing_details: { name: 'Maya Market', address: ADDRESS },
    make_default: false,
    idempotency_key: 'contract-add-card',
  }),
  sample(updateCardEndpoint, 'market', {
    card_id: 1,
    exp_month: 9,
    exp_year: 2031,
    billing_details: { name: 'Maya Market', address: ADDRESS },
  }),
  sample(setDefaultCardEndpoint, 'market', { card_id: 3 }),
  sample(deleteCardEndpoint, 'market', { card_id: 2 }),
  sample(chargeCardEndpoint, 'market', {
    payment_token: 1,
    amount: 50,
    idempotency_key: 'contract-charge',
  }),
  sample(topUpEndpoint, 'market', () => {
    const charge = db().charges.insert({
      user_id: 2,
      card_id: 1,
      amount_cents: 5000,
      kind: 'fund',
      credited: false,
      created_at: '2026-01-01T00:00:00.000Z',
    });
    return { charge_id: charge.id, amount: 50, idempotency_key: 'contract-top-up' };
  }),
  sample(autoFundEndpoint, 'market', { autofund_status: 1 }),
  sample(pricingSummaryEndpoint, 'market', {}),
  sample(planPricingSummaryEndpoint, 'studio', { plan: 'essentials' }),
];
