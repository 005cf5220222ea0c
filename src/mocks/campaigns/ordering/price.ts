import type { StepType } from '../../../features/campaigns/schemas';
import { nextSendTime, recipientOf } from '../../../lib/quietHours';
import type { PlanName, QuantityTier } from '../../billing';
import { type ContactListRecord, allContacts, contactCount, zipCountsOf } from '../../contacts';
import type { Database } from '../../db';
import { normalisedAddress } from '../../unsubscribe';
import { dollars } from './rules';
import { stepPrice } from './steps';

/** A step to price: its place in the order, its channel and when it goes. */
export interface StepToPrice {
  index: number;
  type: StepType;
  sendAt: Date;
}

export interface Price {
  contacts: number;
  excluded: number;
  steps: {
    index: number;
    type: StepType;
    product: string;
    unitCents: number;
    quantity: number;
    amountCents: number;
  }[];
  totalCents: number;
  tier: QuantityTier | null;
  nextTier: { min: number; unitCents: number } | null;
  quietHours: { shifted: number; firstSend: string | null };
}

/** A list's eligible contacts (those whose address failed verification are left out). */
export function eligibleOf(db: Database, list: ContactListRecord) {
  const total = contactCount(db, list);
  const excluded = Math.min(total, list.dpv_failed_count);
  return { total, excluded, eligible: total - excluded };
}

/** The channel of a step's messages that a recipient can opt out of by link (a card goes by post). */
const OPT_OUT_CHANNEL = { sms: 'sms', mail: 'email' } as const;

/**
 * How many of the lists' contacts asked the list's owner to stop this channel (an unsubscribe
 * link, src/mocks/unsubscribe): a step leaves them out, so they get nothing and cost nothing. A
 * list whose owner has no opt-out on the channel is not read.
 */
function optedOutOf(db: Database, lists: ContactListRecord[], channel: 'sms' | 'email'): number {
  let count = 0;
  for (const list of lists) {
    const stopped = new Set(
      db.optOuts
        .filter((row) => row.user_id === list.user_id && row.channel === channel)
        .map((row) => row.address),
    );
    if (stopped.size === 0) continue;
    for (const contact of allContacts(db, list)) {
      const address = channel === 'sms' ? contact.phone : contact.email;
      if (address && stopped.has(normalisedAddress(channel, address))) count += 1;
    }
  }
  return count;
}

/**
 * A list's contacts grouped by what quiet hours look at (time zone and sending window), with one
 * ZIP to stand for each group: nextSendTime then runs once per group and step, not per contact.
 */
function quietGroupsOf(db: Database, list: ContactListRecord) {
  const groups = new Map<string, { zip: string; count: number }>();
  for (const [zip, count] of zipCountsOf(db, list)) {
    const { timeZone, window } = recipientOf(zip);
    const key = `${timeZone}|${window.join('-')}`;
    const group = groups.get(key);
    if (group) group.count += count;
    else groups.set(key, { zip, count });
  }
  return groups;
}

/**
 * For every SMS step, at its send time, how many of its texts quiet hours hold back, and the
 * earliest moment a held text goes. Every contact's ZIP is read (the 100,000-contact list's too: a
 * generated list reads only its ZIPs); a list with failed addresses counts its groups in proportion
 * to its eligible contacts (which addresses failed is not kept per contact for generated lists).
 */
function quietHoursOf(db: Database, steps: StepToPrice[], lists: ContactListRecord[]) {
  const texts = steps.filter((step) => step.type === 'sms');
  if (texts.length === 0) return { shifted: 0, firstSend: null };
  const perList = lists.map((list) => {
    const { total, eligible } = eligibleOf(db, list);
    return { groups: quietGroupsOf(db, list), share: total === 0 ? 0 : eligible / total };
  });
  let shifted = 0;
  let first: number | null = null;
  for (const step of texts) {
    const answers = new Map<string, ReturnType<typeof nextSendTime>>();
    for (const { groups, share } of perList) {
      let held = 0;
      for (const [key, group] of groups) {
        let answer = answers.get(key);
        if (!answer) {
          answer = nextSendTime(step.sendAt, group.zip);
          answers.set(key, answer);
        }
        if (!answer.shifted || share === 0) continue;
        held += group.count;
        first = Math.min(first ?? Infinity, answer.at.getTime());
      }
      shifted += Math.round(held * share);
    }
  }
  return { shifted, firstSend: first === null ? null : new Date(first).toISOString() };
}

/**
 * pricing/campaign (accounts-money §7, shape ours): each step priced for the lists' eligible
 * contacts at the plan's price for that quantity; the print tier of the card steps and the next one.
 */
export function priceOf(
  db: Database,
  plan: PlanName,
  steps: StepToPrice[],
  lists: ContactListRecord[],
): Price {
  let contacts = 0;
  let excluded = 0;
  for (const list of lists) {
    const counted = eligibleOf(db, list);
    contacts += counted.eligible;
    excluded += counted.excluded;
  }
  const optedOut = new Map<'sms' | 'email', number>();
  const recipientsOf = (type: StepType) => {
    const channel = type === 'card' ? undefined : OPT_OUT_CHANNEL[type];
    if (!channel) return contacts;
    if (!optedOut.has(channel)) optedOut.set(channel, optedOutOf(db, lists, channel));
    return Math.max(0, contacts - optedOut.get(channel)!);
  };
  const priced = steps.map((step) => {
    const quantity = recipientsOf(step.type);
    const { product, unitCents, amountCents } = stepPrice(step.type, plan, quantity);
    return {
      index: step.index,
      type: step.type,
      product,
      unitCents,
      quantity,
      amountCents,
    };
  });
  const print = steps.some((step) => step.type === 'card')
    ? stepPrice('card', plan, contacts)
    : null;
  return {
    contacts,
    excluded,
    steps: priced,
    totalCents: priced.reduce((sum, step) => sum + step.amountCents, 0),
    tier: print?.tier ?? null,
    nextTier: print?.next ?? null,
    quietHours: quietHoursOf(db, steps, lists),
  };
}

/** The price on the wire: amounts in dollars (the app's schema turns them into cents). */
export function priceView(price: Price, balanceCents: number) {
  return {
    contacts: price.contacts,
    excluded: price.excluded,
    steps: price.steps.map((step) => ({
      index: step.index,
      type: step.type,
      product: step.product,
      unit_price: dollars(step.unitCents),
      quantity: step.quantity,
      amount: dollars(step.amountCents),
    })),
    total: dollars(price.totalCents),
    balance: dollars(balanceCents),
    tier: price.tier,
    next_tier: price.nextTier && {
      min: price.nextTier.min,
      unit_price: dollars(price.nextTier.unitCents),
    },
    quiet_hours: { shifted: price.quietHours.shifted, first_send: price.quietHours.firstSend },
  };
}
