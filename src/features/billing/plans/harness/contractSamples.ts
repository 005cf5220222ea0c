import {
  priceBySkuEndpoint,
  productEndpoint,
  upgradeBasicToProEndpoint,
  upgradeFreemiumToBasicEndpoint,
  upgradeFreemiumToProEndpoint,
} from '../api';
import { db } from '../../../../mocks/db';
import { type ContractSample, sample } from '../../../../../tests/unit/mocks/contract/sample';

/** The newcomer (freemium, id 3) needs a card on file to upgrade. */
function giveTheNewcomerACard(): void {
  db().cards.insert({
    user_id: 3,
    brand: 'visa',
    last4: '4242',
    exp_month: 1,
    exp_year: 2035,
    defaultcard_status: 1,
    billing_details: {
      name: 'Noah Newcomer',
      address: { line1: '', line2: '', city: '', state: '', postal_code: '' },
    },
  });
}

export const CONTRACT_SAMPLES: ContractSample[] = [
  sample(priceBySkuEndpoint, 'market', { sku_numbers: ['SUB-PRO-ANNUAL'], quantity: 1 }),
  sample(productEndpoint, 'market', { sku: 'SUB-PRO-MONTH' }),
  sample(upgradeFreemiumToBasicEndpoint, 'newcomer', () => {
    giveTheNewcomerACard();
    return { product_sku: 'SUB-BASIC-MONTH' as const, idempotency_key: 'contract-to-basic' };
  }),
  sample(upgradeFreemiumToProEndpoint, 'newcomer', () => {
    giveTheNewcomerACard();
    return { product_sku: 'SUB-PRO-ANNUAL' as const, idempotency_key: 'contract-to-pro' };
  }),
  sample(upgradeBasicToProEndpoint, 'market', {
    email: 'market@mailcraft.demo',
    user_type: 'basic',
    plan_id: 4,
    domain: 2,
    idempotency_key: 'contract-basic-to-pro',
  }),
];
