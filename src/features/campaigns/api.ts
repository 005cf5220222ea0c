import { defineEndpoint, dialog, inline, toast } from '../../api';
import {
  type AgentType,
  type Campaign,
  type CampaignType,
  type ShareRecipient,
  type StepMode,
  campaignIdSchema,
  campaignListSchema,
  campaignSchema,
  shareRecipientListSchema,
} from './schemas';

/*
 * Campaign calls (templates-campaigns-contacts §7 "Campaigns"): "Campaign calls error on any HTTP
 * status other than 200" (§8), so each succeeds on HTTP 200 and a refusal shows the server's words.
 */

/** The campaign list request (§3); the filters are sent only when set. */
export interface CampaignQuery {
  limit: number;
  offset: number;
  /** Comma-separated category ids. */
  categories?: string;
  industry_id?: number;
  title?: string;
  no_of_touches?: number;
  campaign_type?: CampaignType;
}

export const listCampaignsEndpoint = defineEndpoint<CampaignQuery, Campaign[]>({
  id: 'campaigns.list',
  base: 'main',
  path: 'list_campaign',
  success: 'http200',
  data: campaignListSchema,
  showFailure: inline('campaigns.list.failed'),
});

export const getCampaignEndpoint = defineEndpoint<{ id: number }, Campaign>({
  id: 'campaigns.get',
  base: 'main',
  path: 'get_campaignByid',
  success: 'http200',
  data: campaignSchema,
  showFailure: inline('campaigns.builder.loadFailed'),
});

/** The builder's fields as sent (§3 Campaign): categories comma-separated, steps as JSON content. */
export interface CampaignFields {
  name: string;
  description: string;
  tags: string;
  category_id: string;
  type: CampaignType;
  step: StepMode;
  content: string;
  industry_id: number | null;
  agent_type: AgentType;
}

export const createCampaignEndpoint = defineEndpoint<CampaignFields, Campaign>({
  id: 'campaigns.create',
  base: 'main',
  path: 'create_campaign',
  success: 'http200',
  data: campaignSchema,
  showFailure: inline('campaigns.builder.saveFailed'),
});

export const updateCampaignEndpoint = defineEndpoint<
  CampaignFields & { campaign_id: number },
  Campaign
>({
  id: 'campaigns.update',
  base: 'main',
  path: 'update_campaign',
  success: 'http200',
  data: campaignSchema,
  showFailure: inline('campaigns.builder.saveFailed'),
});

export const updateCampaignStatusEndpoint = defineEndpoint<
  { campaign_id: number; status: 0 | 1 },
  Campaign
>({
  id: 'campaigns.status',
  base: 'main',
  path: 'update-campaign-status',
  success: 'http200',
  data: campaignSchema,
  showFailure: toast('campaigns.status.failed'),
});

export const deleteCampaignEndpoint = defineEndpoint<
  { campaign_id: number },
  { campaign_id: number }
>({
  id: 'campaigns.delete',
  base: 'main',
  path: 'delete-maincampaign/',
  success: 'http200',
  data: campaignIdSchema,
  // Deleting asks in a popover, not a dialog: a refusal is a toast with the server's words.
  showFailure: toast('campaigns.delete.failed'),
});

/** dupicate-campaign/ (spelled so, §7): the copy under its new name. */
export const duplicateCampaignEndpoint = defineEndpoint<
  { campaign_id: number; campaign_name: string },
  Campaign
>({
  id: 'campaigns.duplicate',
  base: 'main',
  path: 'dupicate-campaign/',
  success: 'http200',
  data: campaignSchema,
  showFailure: dialog('campaigns.duplicate.failed'),
});

export const favouriteCampaignEndpoint = defineEndpoint<
  { campaign_id: number; favourite_status: 0 | 1 },
  Campaign
>({
  id: 'campaigns.favourite',
  base: 'main',
  path: 'campaign-favouriteoperation/',
  success: 'http200',
  data: campaignSchema,
  showFailure: toast('campaigns.favourite.failed'),
});

/** share-campaign/ (§7): to a PRO admin by email or user id; the answer's shape is ours. */
export const shareCampaignEndpoint = defineEndpoint<
  { campaign_id: number; shareto_userid: string },
  { campaign_id: number }
>({
  id: 'campaigns.share',
  base: 'main',
  path: 'share-campaign/',
  success: 'http200',
  data: campaignIdSchema,
  showFailure: dialog('campaigns.share.failed'),
});

/**
 * share-recipients/ (ours; the spec names no way to find a PRO admin): the PRO admins other than
 * the caller, whose name or email contains `search` when sent, 20 at most, by name. The share
 * dialog's searchable picker reads it.
 */
export const shareRecipientsEndpoint = defineEndpoint<{ search?: string }, ShareRecipient[]>({
  id: 'campaigns.shareRecipients',
  base: 'main',
  path: 'share-recipients/',
  success: 'http200',
  data: shareRecipientListSchema,
  showFailure: inline('campaigns.share.recipientsFailed'),
});

/** The shared-campaign notification calls (list, accept, reject): the notifications feature's. */
export {
  acceptSharedCampaignEndpoint,
  rejectSharedCampaignEndpoint,
  sharedCampaignsEndpoint,
} from '../notifications';
