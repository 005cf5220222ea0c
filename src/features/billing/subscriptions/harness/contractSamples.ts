import {
  activateSubscriptionEndpoint,
  allSubscriptionsEndpoint,
  autoRenewEndpoint,
  billingAddressEndpoint,
  cancelAccountEndpoint,
  cardDetailsEndpoint,
  createCustomerEndpoint,
  freeBasicCustomerEndpoint,
  inactiveDefaultCardEndpoint,
  reactivationSubscriptionEndpoint,
  saveBillingAddressEndpoint,
  saveChargeEndpoint,
  saveCustomerTokenEndpoint,
  subscriptionDetailEndpoint,
  subscriptionStatusEndpoint,
  ukVatEndpoint,
} from '../api';
import { db } from '../../../../mocks/db';
import { type ContractSample, sample } from '../../../../../tests/unit/mocks/contract/sample';

const MARKET = { email: 'market@mailcraft.demo', user_type: 'basic' };
const CANCELLED = { email: 'cancelled@mailcraft.demo', user_type: 'basic' };

/**
 * Seeded: subscription 1 is the Marketplace user's (Essentials monthly, card 1), 3 the cancelled
 * account's; card 5 is the cancelled account's Visa.
 */
export const CONTRACT_SAMPLES: ContractSample[] = [
  sample(createCustomerEndpoint, 'market', {
    ...MARKET,
    domain: '2',
    name: 'Maya Market',
    card_token: 'demo_visa_4242_12_2031',
    phone_no: '5550100002',
    address: '120 Harbor Street',
    city: 'Portland',
    state: 'ME',
    zip: '04101',
    billing_fullname: 'Maya Market',
    billing_phone_no: '5550100002',
    secondary_email: '',
  }),
  sample(saveCustomerTokenEndpoint, 'market', {
    ...MARKET,
    card_token: 'demo_mastercard_4444_10_2031',
    domain: '2',
  }),
  sample(allSubscriptionsEndpoint, 'market', { ...MARKET, billing_type: 'all' }),
  sample(subscriptionDetailEndpoint, 'market', { invoice_entryid: 1 }),
  sample(saveBillingAddressEndpoint, 'market', {
    billing_fullname: 'Maya Market',
    line1: '1 Main St',
    line2: '',
    city: 'London',
    state: '',
    postal_code: 'SW1A 1AA',
    country: 'GB',
  }),
  sample(billingAddressEndpoint, 'newcomer', {}),
  sample(ukVatEndpoint, 'market', {}),
  sample(autoRenewEndpoint, 'market', { ...MARKET, billing_type: 'monthly', plan_autorenew: 0 }),
  sample(saveChargeEndpoint, 'market', {
    ...MARKET,
    domain: '2',
    card_token: '1',
    customer_stripeid: 'cus_demo_2',
    amount: 49,
    idempotency_key: 'contract-save-charge',
  }),
  sample(freeBasicCustomerEndpoint, 'newcomer', {
    email: 'newcomer@mailcraft.demo',
    domain: '3',
    name: 'Noah Newcomer',
    user_type: 'freemium',
  }),
  sample(inactiveDefaultCardEndpoint, 'cancelled', { ...CANCELLED, card_stripeid: '5' }),
  sample(reactivationSubscriptionEndpoint, 'cancelled', {
    ...CANCELLED,
    plan_sku: 'SUB-BASIC-MONTH',
    idempotency_key: 'contract-reactivation',
  }),
  sample(cardDetailsEndpoint, 'market', { card_stripeid: '1' }),
  sample(activateSubscriptionEndpoint, 'cancelled', () => {
    // Activation follows a new subscription (the reactivation's second step).
    db().subscriptions.update(3, { status: 'active' });
    return {};
  }),
  sample(cancelAccountEndpoint, 'studio', { reason: 'Trying another tool.' }),
  sample(subscriptionStatusEndpoint, 'market', {}),
];
