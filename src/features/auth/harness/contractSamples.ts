import {
  editBasicUserProfileEndpoint,
  getProfileEndpoint,
  loginEndpoint,
  showUpgradeOptionEndpoint,
  affiliateUpgradeEndpoint,
  updateProfileCompleteEndpoint,
} from '../api';
import { DEMO_PASSWORD } from '../../../mocks/auth/seed';
import { type ContractSample, sample } from '../../../../tests/unit/mocks/contract/sample';

export const CONTRACT_SAMPLES: ContractSample[] = [
  sample(loginEndpoint, null, { email: 'market@mailcraft.demo', password: DEMO_PASSWORD }),
  sample(getProfileEndpoint, 'market', {}),
  sample(showUpgradeOptionEndpoint, 'market', {}),
  sample(affiliateUpgradeEndpoint, 'market', {}),
  sample(editBasicUserProfileEndpoint, 'market', {
    fname: 'Maya',
    lname: 'Market',
    phone_no: '(555) 010-0002',
  }),
  sample(updateProfileCompleteEndpoint, 'newcomer', { profilecomplete_status: 1 }),
];
