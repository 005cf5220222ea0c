import {
  acceptSharedCampaignEndpoint,
  type CampaignFields,
  createCampaignEndpoint,
  deleteCampaignEndpoint,
  duplicateCampaignEndpoint,
  favouriteCampaignEndpoint,
  getCampaignEndpoint,
  listCampaignsEndpoint,
  rejectSharedCampaignEndpoint,
  shareCampaignEndpoint,
  shareRecipientsEndpoint,
  sharedCampaignsEndpoint,
  updateCampaignEndpoint,
  updateCampaignStatusEndpoint,
} from '../api';
import { type ContractSample, sample } from '../../../../tests/unit/mocks/contract/sample';

/**
 * Seeded designs: the admin owns 1–4 (3 runs a Marketplace order), the studio owns 5–8 (6 is
 * inactive and in no order); the admin's share of 1 with the studio is pending.
 */
const STUDIO_CAMPAIGN = 6;

const FIELDS: CampaignFields = {
  name: 'Contract drip',
  description: 'Sent by the contract test',
  tags: 'contract,test',
  category_id: '1,4',
  type: 'Online',
  step: 'Multiple',
  content: JSON.stringify([
    { type: 'sms', template: 1, duration: { id: 1, type: 'days', value: 0 } },
    { type: 'card', template: 201, duration: { id: 2, type: 'weeks', value: 1 } },
  ]),
  industry_id: 1,
  agent_type: 'listing',
};

export const CONTRACT_SAMPLES: ContractSample[] = [
  sample(listCampaignsEndpoint, 'studio', {
    limit: 10,
    offset: 0,
    categories: '1,3',
    campaign_type: 'Online',
  }),
  sample(getCampaignEndpoint, 'studio', { id: 1 }),
  sample(createCampaignEndpoint, 'studio', FIELDS),
  sample(updateCampaignEndpoint, 'studio', { ...FIELDS, campaign_id: STUDIO_CAMPAIGN }),
  sample(updateCampaignStatusEndpoint, 'studio', { campaign_id: STUDIO_CAMPAIGN, status: 1 }),
  sample(deleteCampaignEndpoint, 'studio', { campaign_id: STUDIO_CAMPAIGN }),
  sample(duplicateCampaignEndpoint, 'studio', { campaign_id: 1, campaign_name: 'My copy' }),
  sample(favouriteCampaignEndpoint, 'studio', { campaign_id: 2, favourite_status: 1 }),
  sample(shareCampaignEndpoint, 'admin', {
    campaign_id: 2,
    shareto_userid: 'studio@mailcraft.demo',
  }),
  sample(shareRecipientsEndpoint, 'studio', { search: 'pri' }),
  sample(sharedCampaignsEndpoint, 'studio', {}),
  sample(acceptSharedCampaignEndpoint, 'studio', { campaign_id: 1 }),
  sample(rejectSharedCampaignEndpoint, 'studio', { campaign_id: 1 }),
];
