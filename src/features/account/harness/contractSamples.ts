import {
  apiKeyEndpoint,
  changePasswordEndpoint,
  checkAccountPhoneEndpoint,
  editCoachEndpoint,
  regenerateApiKeyEndpoint,
  revealApiKeyEndpoint,
  updateEmailEndpoint,
  updateMobileEndpoint,
  updateReferralNotesEndpoint,
  updateSecondaryEmailEndpoint,
} from '../api';
import { DEMO_PASSWORD } from '../../../mocks/auth/seed';
import { type ContractSample, sample } from '../../../../tests/unit/mocks/contract/sample';

export const CONTRACT_SAMPLES: ContractSample[] = [
  sample(editCoachEndpoint, 'studio', {
    fname: 'Stella',
    lname: 'Studio',
    business_name: 'Bright Lane Design Studio',
    industry_id: null,
  }),
  sample(changePasswordEndpoint, 'market', {
    current_password: DEMO_PASSWORD,
    new_password: 'Harbor2026!',
  }),
  sample(checkAccountPhoneEndpoint, 'market', { phone_number: '(503) 555-0147' }),
  sample(updateMobileEndpoint, 'market', { phone_no: '5035550147' }),
  sample(updateEmailEndpoint, 'market', { email: 'maya.market@example.com' }),
  sample(updateSecondaryEmailEndpoint, 'market', { secondary_email: 'maya@example.org' }),
  sample(updateReferralNotesEndpoint, 'market', { referral_notes: 'Stella at Bright Lane' }),
  sample(apiKeyEndpoint, 'market', {}),
  sample(revealApiKeyEndpoint, 'market', {}),
  sample(regenerateApiKeyEndpoint, 'market', { idempotency_key: 'contract-regenerate-1' }),
];
