import type { Socialite } from './api';

/**
 * The people the demo's simulated provider can sign in (demo mode only): one who has a Mailcraft
 * account (the Marketplace demo user's email) and one who does not, so both ends of the callback
 * can be tried. The mock provider answers with these socialite variables.
 */
export interface DemoPerson {
  id: string;
  socialite: Socialite;
  /** Whether the demo's seed has an account with this email. */
  hasAccount: boolean;
}

export const DEMO_PEOPLE: readonly DemoPerson[] = [
  {
    id: 'maya',
    hasAccount: true,
    socialite: {
      fname: 'Maya',
      email: 'market@mailcraft.demo',
      phone_no: '7015550123',
      address: '12 Market Street',
      city: 'Fargo',
      zipcode: '58102',
      flag: 'demo',
    },
  },
  {
    id: 'jordan',
    hasAccount: false,
    socialite: {
      fname: 'Jordan Rivera',
      email: 'jordan.rivera@example.com',
      phone_no: '6125550147',
      address: '400 Hennepin Avenue',
      city: 'Minneapolis',
      zipcode: '55401',
      flag: 'demo',
    },
  },
];
