import type { CampaignQuery } from './api';
import type { CampaignType } from './schemas';

/** The page size of campaign lists ("not shown" in §9: ours). */
export const CAMPAIGN_PAGE_SIZE = 10;

export interface CampaignFilters {
  title: string;
  categoryIds: number[];
  industryId: number | null;
  touches: number | null;
  campaignType: CampaignType | null;
}

export const NO_CAMPAIGN_FILTERS: CampaignFilters = {
  title: '',
  categoryIds: [],
  industryId: null,
  touches: null,
  campaignType: null,
};

/** list_campaign's request (§3): each filter is sent only when set. */
export function campaignQuery(page: number, filters: CampaignFilters): CampaignQuery {
  const title = filters.title.trim();
  return {
    limit: CAMPAIGN_PAGE_SIZE,
    offset: (page - 1) * CAMPAIGN_PAGE_SIZE,
    ...(filters.categoryIds.length > 0 ? { categories: filters.categoryIds.join(',') } : {}),
    ...(filters.industryId !== null ? { industry_id: filters.industryId } : {}),
    ...(title !== '' ? { title } : {}),
    ...(filters.touches !== null ? { no_of_touches: filters.touches } : {}),
    ...(filters.campaignType !== null ? { campaign_type: filters.campaignType } : {}),
  };
}

export function isFiltered(filters: CampaignFilters): boolean {
  return (
    JSON.stringify(campaignQuery(1, filters)) !==
    JSON.stringify(campaignQuery(1, NO_CAMPAIGN_FILTERS))
  );
}
