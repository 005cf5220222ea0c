import type { CardRecord } from '../auth';
import type { ChargeRecord, IdempotencyRecord } from './records';

const address = (line1: string, city: string, state: string, postal_code: string) => ({
  line1,
  line2: '',
  city,
  state,
  postal_code,
});

/**
 * Cards on file: the Marketplace user's default Visa, an expired Mastercard and a card that is
 * declined (Stripe's test number ending 0002); the studio's Amex; the cancelled account's Visa;
 * the print-brand tier 0 user's Visa.
 */
export function seedCards(): CardRecord[] {
  return [
    {
      id: 1,
      user_id: 2,
      brand: 'visa',
      last4: '4242',
      exp_month: 8,
      exp_year: 2029,
      defaultcard_status: 1,
      billing_details: {
        name: 'Maya Market',
        address: { ...address('120 Harbor Street', 'Portland', 'ME', '04101'), line2: 'Suite 4' },
      },
    },
    {
      id: 2,
      user_id: 2,
      brand: 'mastercard',
      last4: '4444',
      exp_month: 3,
      exp_year: 2024,
      defaultcard_status: 0,
      billing_details: {
        name: 'Maya Market',
        address: address('120 Harbor Street', 'Portland', 'ME', '04101'),
      },
    },
    {
      id: 3,
      user_id: 2,
      brand: 'visa',
      last4: '0002',
      exp_month: 11,
      exp_year: 2030,
      defaultcard_status: 0,
      billing_details: {
        name: 'Maya Market',
        address: address('8 Dock Road', 'Bangor', 'ME', '04401'),
      },
    },
    {
      id: 4,
      user_id: 4,
      brand: 'amex',
      last4: '8431',
      exp_month: 5,
      exp_year: 2028,
      defaultcard_status: 1,
      billing_details: {
        name: 'Stella Studio',
        address: address('77 Canvas Avenue', 'Austin', 'TX', '78701'),
      },
    },
    // The cancelled account's card: what it reactivates with (/cancelled-account).
    {
      id: 5,
      user_id: 6,
      brand: 'visa',
      last4: '1881',
      exp_month: 6,
      exp_year: 2030,
      defaultcard_status: 1,
      billing_details: {
        name: 'Carla Cancelled',
        address: address('9 Quay Lane', 'Salem', 'MA', '01970'),
      },
    },
    // The print-brand tier 0 user's card (Tia): the card is not what stops her ordering.
    {
      id: 6,
      user_id: 8,
      brand: 'visa',
      last4: '5556',
      exp_month: 2,
      exp_year: 2031,
      defaultcard_status: 1,
      billing_details: {
        name: 'Tia Tierzero',
        address: address('31 Press Row', 'Providence', 'RI', '02903'),
      },
    },
  ];
}

export function seedCharges(): ChargeRecord[] {
  return [];
}

export function seedIdempotencyKeys(): IdempotencyRecord[] {
  return [];
}
