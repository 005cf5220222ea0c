import {
  affiliateEndpoint,
  checkDomainEndpoint,
  checkEmailEndpoint,
  checkPhoneEndpoint,
  registerEndpoint,
  signupIndustriesEndpoint,
} from '../api';
import { type ContractSample, sample } from '../../../../tests/unit/mocks/contract/sample';

/** Public calls (no session): a visitor signing up, and the seeded reseller's referral page. */
export const CONTRACT_SAMPLES: ContractSample[] = [
  sample(checkEmailEndpoint, null, { email: 'new.person@example.com' }),
  sample(checkPhoneEndpoint, null, { phone_number: '(555) 010-7788' }),
  sample(checkDomainEndpoint, null, { domain_name: 'https://www.new-business.example/about' }),
  sample(signupIndustriesEndpoint, null, {}),
  sample(affiliateEndpoint, null, { domain_name: 'brightlanestudio.com' }),
  sample(registerEndpoint, null, {
    idempotency_key: 'contract-register-1',
    fname: 'Nora',
    lname: 'New',
    email: 'nora.new@example.com',
    phone_no: '5550107789',
    password: 'Harbour7lights',
    password_confirmation: 'Harbour7lights',
    business_name: 'Nora’s Bakery',
    domain: 'norasbakery.example',
    industry_id: 1,
    referralby_userid: 4,
  }),
];
