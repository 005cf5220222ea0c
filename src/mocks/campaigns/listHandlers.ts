import { getCampaignEndpoint, listCampaignsEndpoint } from '../../features/campaigns/api';
import { CAMPAIGN_TYPES } from '../../features/campaigns/schemas';
import { idOf } from '../kit/fields';
import { handle } from '../kit/handle';
import { matches, pageOf } from '../kit/paging';
import { invalid, ok } from '../kit/replies';
import type { CampaignRecord } from './records';
import { campaignFor, campaignView, forDesigners, maySee } from './rules';

/** Newest first: by the last change, then by id (the newer record first on a tie). */
const newestFirst = (a: CampaignRecord, b: CampaignRecord) =>
  b.updated_at.localeCompare(a.updated_at) || b.id - a.id;

export const campaignListHandlers = [
  /*
   * list_campaign (§3 Campaign list request): each filter applies only when sent and non-empty
   * (0 touches reads as not sent); categories match when any of them overlaps, the title is a
   * case-insensitive "contains" on the name, no_of_touches counts the steps.
   */
  handle(
    listCampaignsEndpoint,
    forDesigners(({ body, read, db }, me) => {
      const categories = read
        .text('categories')
        .split(',')
        .map((part) => idOf(part))
        .filter((id): id is number => id !== null);
      const industry = read.id('industry_id');
      const title = read.text('title');
      const touches = read.id('no_of_touches');
      const type = read.text('campaign_type');
      if (type !== '' && !(CAMPAIGN_TYPES as readonly string[]).includes(type))
        return invalid({ campaign_type: ['The selected campaign type is invalid.'] });
      const rows = db.campaigns
        .filter(
          (row) =>
            maySee(db, row, me) &&
            (categories.length === 0 || row.category_ids.some((id) => categories.includes(id))) &&
            (industry === null || row.industry_id === industry) &&
            matches(row.name, title) &&
            (touches === null || row.steps.length === touches) &&
            (type === '' || row.type === type),
        )
        .sort(newestFirst);
      return ok(
        pageOf(rows, body).map((row) => campaignView(db, row, me)),
        { total_count: rows.length },
      );
    }),
  ),

  handle(
    getCampaignEndpoint,
    forDesigners(({ body, db }, me) => {
      const found = campaignFor(db, body.id, me);
      return 'reply' in found ? found.reply : ok(campaignView(db, found.row, me));
    }),
  ),
];
