import { FIRST_TEMPLATE_ID } from '../templates/seed';
import type { CampaignRecord } from './records';

const MARKET_ID = 2;
const STUDIO_ID = 4;

export function seedCampaigns(): CampaignRecord[] {
  return [
    // The first template of each type is in a campaign, so it cannot be deleted.
    {
      id: 1,
      user_id: STUDIO_ID,
      name: 'Spring listing drip',
      template_ids: [FIRST_TEMPLATE_ID.sms, FIRST_TEMPLATE_ID.mail],
      contact_list_ids: [],
      status: 'active',
    },
    {
      id: 2,
      user_id: STUDIO_ID,
      name: 'Storm season postcards',
      template_ids: [FIRST_TEMPLATE_ID.card],
      contact_list_ids: [],
      status: 'draft',
    },
    // The Marketplace user's running order: its list ("Past clients") cannot be deleted.
    {
      id: 3,
      user_id: MARKET_ID,
      name: 'Past clients thank-you cards',
      template_ids: [],
      contact_list_ids: [2],
      status: 'active',
    },
  ];
}
