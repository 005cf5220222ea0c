import type { DemoAccount } from '../../components/demo';
import { DEMO_PRINT_BRAND_ORG_ID } from '../../config/env';
import type { UserRecord } from './records';

/** Every demo account signs in with this password. */
export const DEMO_PASSWORD = 'Demo@1234';

const baseUser = {
  password: DEMO_PASSWORD,
  organization_id: 1,
  tier: 1,
  plan_id: 2,
  total_creditpoints: 0,
  profilecomplete_status: 1 as const,
  basicuser_bycoachid: null,
  referralby_userid: null,
  basicuser_allowimpersonate_toproadmin: '0' as const,
  java_stripesubscription_status: 'active',
  disable_upgrade: 'no' as const,
  autofund_status: 0 as const,
  business_name: '',
  domain: '',
  industry_id: null,
  // The seeded accounts have met the welcome already; sign-up's new accounts have not.
  firstlogin_status: 1 as const,
  secondary_email: '',
  referral_notes: '',
};

/** One account per role and per state worth showing; the same on every run. */
export function seedUsers(): UserRecord[] {
  return [
    {
      ...baseUser,
      id: 1,
      fname: 'Ada',
      lname: 'Admin',
      email: 'admin@mailcraft.demo',
      role_id: 1,
      api_token: 'seed-token-admin',
      user_type: 'superadmin',
      plan_id: null,
      phone_no: '5550100001',
    },
    {
      ...baseUser,
      id: 2,
      fname: 'Maya',
      lname: 'Market',
      email: 'market@mailcraft.demo',
      role_id: 2,
      api_token: 'seed-token-market',
      user_type: 'basic',
      total_creditpoints: 1250.5,
      referralby_userid: 4,
      phone_no: '5550100002',
    },
    {
      ...baseUser,
      id: 3,
      fname: 'Noah',
      lname: 'Newcomer',
      email: 'newcomer@mailcraft.demo',
      role_id: 2,
      api_token: 'seed-token-newcomer',
      user_type: 'freemium',
      tier: 0,
      plan_id: 1,
      profilecomplete_status: 0,
      phone_no: '',
    },
    {
      ...baseUser,
      id: 4,
      fname: 'Stella',
      lname: 'Studio',
      email: 'studio@mailcraft.demo',
      role_id: 3,
      api_token: 'seed-token-studio',
      user_type: 'pro',
      plan_id: 4,
      phone_no: '5550100004',
      // The reseller whose referral page is /affiliate/brightlanestudio.com.
      business_name: 'Bright Lane Design Studio',
      linked_account_id: 11,
      domain: 'brightlanestudio.com',
      industry_id: 1,
    },
    {
      ...baseUser,
      id: 5,
      fname: 'Paul',
      lname: 'Pastdue',
      email: 'pastdue@mailcraft.demo',
      role_id: 2,
      api_token: 'seed-token-pastdue',
      user_type: 'basic',
      total_creditpoints: 12,
      java_stripesubscription_status: 'past_due',
      phone_no: '5550100005',
    },
    {
      ...baseUser,
      id: 6,
      fname: 'Carla',
      lname: 'Cancelled',
      email: 'cancelled@mailcraft.demo',
      role_id: 2,
      api_token: 'seed-token-cancelled',
      user_type: 'basic',
      total_creditpoints: 40,
      java_stripesubscription_status: 'cancelled',
      phone_no: '5550100006',
    },
    {
      // A basic (Essentials) user under a coach: the studio (Stella) pays, so card management
      // goes through the parent (accounts-money §6).
      ...baseUser,
      id: 7,
      fname: 'Cody',
      lname: 'Coached',
      email: 'coached@mailcraft.demo',
      role_id: 2,
      api_token: 'seed-token-coached',
      user_type: 'basic',
      total_creditpoints: 75,
      basicuser_bycoachid: 4,
      phone_no: '5550100007',
    },
    {
      // The print-brand rule (§5): a tier 0 user of the product's own print brand's organisation
      // (DEMO_PRINT_BRAND_ORG_ID) sees the upgrade modal instead of ordering or active campaigns.
      // A card on file, a complete profile and a balance, so nothing else stands in the way.
      ...baseUser,
      id: 8,
      fname: 'Tia',
      lname: 'Tierzero',
      email: 'tia@mailcraft.demo',
      role_id: 2,
      api_token: 'seed-token-tierzero',
      organization_id: DEMO_PRINT_BRAND_ORG_ID,
      tier: 0,
      plan_id: 1,
      user_type: 'freemium',
      total_creditpoints: 150,
      phone_no: '5550100008',
    },
    // Two more Design Studio users, so a campaign can be shared with someone (issue 25); not
    // listed on the sign-in page.
    {
      ...baseUser,
      id: 9,
      fname: 'Priya',
      lname: 'Patel',
      email: 'priya@mailcraft.demo',
      role_id: 3,
      api_token: 'seed-token-priya',
      user_type: 'pro',
      plan_id: 4,
      phone_no: '5550100009',
    },
    {
      ...baseUser,
      id: 10,
      fname: 'Omar',
      lname: 'Haddad',
      email: 'omar@mailcraft.demo',
      role_id: 3,
      api_token: 'seed-token-omar',
      user_type: 'pro',
      plan_id: 5,
      phone_no: '5550100010',
    },
    {
      // Stella's own Marketplace account, linked to her Design Studio one: the top bar's switch
      // moves between the two (accounts-money §4 "Account switching"). Reached only that way.
      ...baseUser,
      id: 11,
      fname: 'Stella',
      lname: 'Studio',
      email: 'studio+marketplace@mailcraft.demo',
      role_id: 2,
      api_token: 'seed-token-studio-market',
      user_type: 'basic',
      total_creditpoints: 320,
      basicuser_bycoachid: 4,
      basicuser_allowimpersonate_toproadmin: '1',
      linked_account_id: 4,
      phone_no: '5550100011',
      business_name: 'Bright Lane Design Studio',
    },
  ];
}

/** The accounts the sign-in page lists in demo mode. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { email: 'admin@mailcraft.demo', name: 'Ada', roleLabelId: 'auth.demo.role.admin' },
  { email: 'market@mailcraft.demo', name: 'Maya', roleLabelId: 'auth.demo.role.market' },
  { email: 'newcomer@mailcraft.demo', name: 'Noah', roleLabelId: 'auth.demo.role.newcomer' },
  { email: 'studio@mailcraft.demo', name: 'Stella', roleLabelId: 'auth.demo.role.studio' },
  { email: 'pastdue@mailcraft.demo', name: 'Paul', roleLabelId: 'auth.demo.role.pastdue' },
  { email: 'cancelled@mailcraft.demo', name: 'Carla', roleLabelId: 'auth.demo.role.cancelled' },
  { email: 'coached@mailcraft.demo', name: 'Cody', roleLabelId: 'auth.demo.role.coached' },
];
