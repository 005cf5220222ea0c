import {
  addContactsEndpoint,
  addContactsPriceEndpoint,
  campaignCatalogueEndpoint,
  campaignPriceEndpoint,
  cancelUserCampaignEndpoint,
  clearFinishedEndpoint,
  launchCampaignEndpoint,
  newCampaignEmailEndpoint,
  userCampaignsEndpoint,
  zapHistoryEndpoint,
} from '../api';
import { intentLedgerEndpoint } from '../../../moneyCheck/api';
import { orderHistoryEndpoint } from '../../../orders/api';
import { bulkPriceEndpoint, bulkSendEndpoint } from '../../../orders/bulk/api';
import { type ContractSample, sample } from '../../../../../tests/unit/mocks/contract/sample';

/**
 * Maya (market) orders. Seed: design 1 "Just listed blitz" (sms 31, mail 131, card 231) is active;
 * her lists 1 (24 contacts) and 2; her running order 1 (list 2, its email step still to come) and
 * cancelled order 2. Template 31's text has no opt-out: the launch sends its own.
 */
export const CONTRACT_SAMPLES: ContractSample[] = [
  sample(campaignCatalogueEndpoint, 'market', { categories: '1', campaign_type: 'Online' }),
  sample(campaignPriceEndpoint, 'market', { selected_campaign_id: 1, contact_list_ids: [1] }),
  sample(launchCampaignEndpoint, 'market', {
    selected_campaign_id: 1,
    campaign_name: 'Contract launch',
    contact_list_ids: [1],
    template_content: [{ step: 1, content: 'Just listed near you. Reply STOP to opt out.' }],
    idempotency_key: 'contract-launch',
  }),
  sample(userCampaignsEndpoint, 'market', { limit: 10, offset: 0, status: 'active' }),
  sample(cancelUserCampaignEndpoint, 'market', { camp_id: 1, idempotency_key: 'contract-cancel' }),
  sample(clearFinishedEndpoint, 'market', {}),
  sample(newCampaignEmailEndpoint, 'market', { user_campaign_id: 1 }),
  sample(addContactsPriceEndpoint, 'market', { user_campaign_id: 1, contact_list_ids: [1] }),
  sample(addContactsEndpoint, 'market', {
    user_campaign_id: 1,
    contact_list_ids: [1],
    idempotency_key: 'contract-add-contacts',
  }),
  sample(zapHistoryEndpoint, 'market', { limit: 10, offset: 0 }),
  // The order history and the bulk mail center (template 3's text says how to opt out).
  sample(orderHistoryEndpoint, 'market', { limit: 10, offset: 0, kind: 'campaign' }),
  sample(intentLedgerEndpoint, 'market', { reference: 'contract-launch' }),
  sample(bulkPriceEndpoint, 'market', { template_id: 3, contact_list_ids: [1] }),
  sample(bulkSendEndpoint, 'market', {
    template_id: 3,
    contact_list_ids: [1],
    proof_approved: 1,
    idempotency_key: 'contract-bulk-send',
  }),
];
