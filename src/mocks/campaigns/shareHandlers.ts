import {
  acceptSharedCampaignEndpoint,
  rejectSharedCampaignEndpoint,
  shareCampaignEndpoint,
  shareRecipientsEndpoint,
  sharedCampaignsEndpoint,
} from '../../features/campaigns/api';
import type { UserRecord } from '../auth';
import type { Database } from '../db';
import { idOf } from '../kit/fields';
import { handle } from '../kit/handle';
import { fail, invalid, ok } from '../kit/replies';
import type { CampaignShareRecord } from './records';
import { campaignFor, copyOf, forDesigners, isPro, now } from './rules';

export const PRO_ONLY_MESSAGE = 'Campaigns can only be shared with a PRO admin.';
export const SELF_SHARE_MESSAGE = 'You cannot share a campaign with yourself.';
export const ALREADY_PENDING_MESSAGE = "This campaign is already waiting for that user's answer.";
export const NOT_PENDING_MESSAGE = 'This shared campaign is no longer waiting for an answer.';

const fullName = (user: UserRecord | undefined) => (user ? `${user.fname} ${user.lname}` : '');

/** The caller's share of a campaign that still waits for their answer. */
function pendingShare(db: Database, campaignId: unknown, me: UserRecord) {
  const id = idOf(campaignId);
  return db.campaignShares.find(
    (share) => share.campaign_id === id && share.to_user_id === me.id && share.action_status === 0,
  );
}

const newestFirst = (a: CampaignShareRecord, b: CampaignShareRecord) =>
  b.created_at.localeCompare(a.created_at) || b.id - a.id;

/** How many recipients one answer lists: enough to pick from, the search narrows the rest. */
const RECIPIENTS_SHOWN = 20;

export const campaignShareHandlers = [
  /** share-recipients/ (ours): the other PRO admins, by name, narrowed by a name or email part. */
  handle(
    shareRecipientsEndpoint,
    forDesigners(({ read, db }, me) => {
      const search = read.text('search').toLowerCase();
      const rows = db.users
        .filter((user) => user.id !== me.id && isPro(user))
        .map((user) => ({ id: user.id, name: fullName(user), email: user.email }))
        .filter(
          (row) =>
            search === '' ||
            row.name.toLowerCase().includes(search) ||
            row.email.toLowerCase().includes(search),
        )
        .sort((a, b) => a.name.localeCompare(b.name))
        .slice(0, RECIPIENTS_SHOWN);
      return ok(rows);
    }),
  ),

  /*
   * share-campaign/ (§7): only the owner shares, to a PRO admin (role 3) named by email or user
   * id, not to themselves, and not again while the same share still waits for an answer.
   */
  handle(
    shareCampaignEndpoint,
    forDesigners(({ body, read, db }, me) => {
      const found = campaignFor(db, body.campaign_id, me, true);
      if ('reply' in found) return found.reply;
      const target = read.text('shareto_userid');
      if (target === '') return invalid({ shareto_userid: ['Choose who to share it with.'] });
      const recipient = /^\d+$/.test(target)
        ? db.users.get(Number(target))
        : db.users.find((row) => row.email.toLowerCase() === target.toLowerCase());
      if (recipient?.id === me.id) return fail(SELF_SHARE_MESSAGE, { status: 400 });
      if (!recipient || !isPro(recipient)) return fail(PRO_ONLY_MESSAGE, { status: 400 });
      if (pendingShare(db, found.row.id, recipient))
        return fail(ALREADY_PENDING_MESSAGE, { status: 400 });
      db.campaignShares.insert({
        campaign_id: found.row.id,
        from_user_id: me.id,
        to_user_id: recipient.id,
        action_status: 0,
        created_at: now(),
      });
      return ok({ campaign_id: found.row.id }, { message: 'Campaign shared successfully!' });
    }),
  ),

  // What was shared with the caller, newest first, answered ones included (§3, §4).
  handle(
    sharedCampaignsEndpoint,
    forDesigners(({ db }, me) => {
      const shares = db.campaignShares
        .filter((share) => share.to_user_id === me.id)
        .sort(newestFirst)
        .flatMap((share) => {
          const campaign = db.campaigns.get(share.campaign_id);
          if (!campaign) return [];
          return [
            {
              campaign_id: share.campaign_id,
              name: campaign.name,
              action_status: share.action_status,
              shared_by: fullName(db.users.get(share.from_user_id)),
              created_at: share.created_at,
            },
          ];
        });
      return ok(shares);
    }),
  ),

  // Accepting copies the design to the caller (theirs, active) and marks the share accepted (§4).
  handle(
    acceptSharedCampaignEndpoint,
    forDesigners(({ body, db }, me) => {
      const share = pendingShare(db, body.campaign_id, me);
      const campaign = share && db.campaigns.get(share.campaign_id);
      if (!share || !campaign) return fail(NOT_PENDING_MESSAGE, { status: 404 });
      copyOf(db, campaign, me, { status: 1 });
      db.campaignShares.update(share.id, { action_status: 1 });
      return ok(
        { campaign_id: campaign.id },
        { message: 'Successfully accepted. Please check your campaign list!' },
      );
    }),
  ),

  handle(
    rejectSharedCampaignEndpoint,
    forDesigners(({ body, db }, me) => {
      const share = pendingShare(db, body.campaign_id, me);
      if (!share) return fail(NOT_PENDING_MESSAGE, { status: 404 });
      db.campaignShares.update(share.id, { action_status: 2 });
      return ok({ campaign_id: share.campaign_id }, { message: 'Successfully rejected!' });
    }),
  ),
];
