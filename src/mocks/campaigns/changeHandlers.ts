import {
  createCampaignEndpoint,
  deleteCampaignEndpoint,
  duplicateCampaignEndpoint,
  favouriteCampaignEndpoint,
  updateCampaignEndpoint,
  updateCampaignStatusEndpoint,
} from '../../features/campaigns/api';
import { handle } from '../kit/handle';
import { fail, invalid, ok } from '../kit/replies';
import { designFields, nameProblem } from './fields';
import { campaignFor, campaignView, copyOf, flagField, forDesigners, now, sameName } from './rules';

export const IN_ORDERS_MESSAGE =
  'This campaign cannot be deleted while Marketplace orders are running it.';
export const NAME_TAKEN_MESSAGE = 'A campaign with this name already exists.';

export const campaignChangeHandlers = [
  // A new design is the caller's and starts active (the status values are "not shown": ours).
  handle(
    createCampaignEndpoint,
    forDesigners(({ body, db }, me) => {
      const checked = designFields(db, me, body);
      if ('reply' in checked) return checked.reply;
      const at = now();
      const created = db.campaigns.insert({
        ...checked.fields,
        user_id: me.id,
        status: 1,
        favourite_user_ids: [],
        created_at: at,
        updated_at: at,
      });
      return ok(campaignView(db, created, me), { message: 'Campaign is created successfully!' });
    }),
  ),

  // Only the owner edits; the id, status, favourites and created_at stay (§8's message).
  handle(
    updateCampaignEndpoint,
    forDesigners(({ body, db }, me) => {
      const found = campaignFor(db, body.campaign_id, me, true);
      if ('reply' in found) return found.reply;
      const checked = designFields(db, me, body);
      if ('reply' in checked) return checked.reply;
      const updated = db.campaigns.update(found.row.id, { ...checked.fields, updated_at: now() })!;
      return ok(campaignView(db, updated, me), { message: 'Campaign is updated successfully!' });
    }),
  ),

  // Only the owner activates or deactivates; the answer is the changed design (§4). The design
  // itself is unchanged, so updated_at (and its place in the list) stays.
  handle(
    updateCampaignStatusEndpoint,
    forDesigners(({ body, db }, me) => {
      const found = campaignFor(db, body.campaign_id, me, true);
      if ('reply' in found) return found.reply;
      const status = flagField('status', body.status);
      if ('reply' in status) return status.reply;
      const updated = db.campaigns.update(found.row.id, { status: status.flag })!;
      return ok(campaignView(db, updated, me), { message: 'Campaign status is updated.' });
    }),
  ),

  // Only the owner deletes, and not while an active Marketplace order runs the design; its
  // shares go with it.
  handle(
    deleteCampaignEndpoint,
    forDesigners(({ body, db }, me) => {
      const found = campaignFor(db, body.campaign_id, me, true);
      if ('reply' in found) return found.reply;
      const id = found.row.id;
      const ordered = db.userCampaigns.find(
        (order) => order.status === 'active' && order.selected_campaign_id === id,
      );
      if (ordered) return fail(IN_ORDERS_MESSAGE, { status: 400 });
      for (const share of db.campaignShares.filter((row) => row.campaign_id === id))
        db.campaignShares.remove(share.id);
      db.campaigns.remove(id);
      return ok({ campaign_id: id }, { message: 'Campaign is deleted successfully!' });
    }),
  ),

  // Anyone who sees a design may copy it: the copy is theirs, keeps the status, has no favourites;
  // its name must be new among the caller's designs (case and outer spaces ignored).
  handle(
    duplicateCampaignEndpoint,
    forDesigners(({ body, read, db }, me) => {
      const found = campaignFor(db, body.campaign_id, me);
      if ('reply' in found) return found.reply;
      const name = read.text('campaign_name');
      const problem = nameProblem(name);
      if (problem) return invalid({ campaign_name: [problem] });
      if (db.campaigns.find((row) => row.user_id === me.id && sameName(row.name, name)))
        return fail(NAME_TAKEN_MESSAGE, { status: 400 });
      const copy = copyOf(db, found.row, me, { name });
      return ok(campaignView(db, copy, me), { message: 'Campaign is duplicated successfully!' });
    }),
  ),

  // Favourites are per user; anyone who sees a design may mark it.
  handle(
    favouriteCampaignEndpoint,
    forDesigners(({ body, db }, me) => {
      const found = campaignFor(db, body.campaign_id, me);
      if ('reply' in found) return found.reply;
      const favourite = flagField('favourite_status', body.favourite_status);
      if ('reply' in favourite) return favourite.reply;
      const others = found.row.favourite_user_ids.filter((id) => id !== me.id);
      const updated = db.campaigns.update(found.row.id, {
        favourite_user_ids: favourite.flag === 1 ? [...others, me.id] : others,
      })!;
      return ok(campaignView(db, updated, me));
    }),
  ),
];
