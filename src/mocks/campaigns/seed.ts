import { getConfig } from '../../config/env';
import { FIRST_TEMPLATE_ID } from '../templates';
import { orderStepsOf } from './ordering/steps';
import type {
  CampaignRecord,
  CampaignShareRecord,
  CampaignStepRecord,
  UserCampaignRecord,
} from './records';

const ADMIN_ID = 1;
const MARKET_ID = 2;
const STUDIO_ID = 4;
const SEED_DATE = Date.UTC(2026, 9, 30, 12);
const daysAgo = (days: number) => new Date(SEED_DATE - days * 86_400_000).toISOString();

/** The admin's design the Marketplace order runs (so it cannot be deleted). */
export const ORDERED_CAMPAIGN_ID = 3;

/** Steps with their waits; a duration's id is its place in the sequence. */
function steps(
  ...list: [CampaignStepRecord['type'], number, number, CampaignStepRecord['duration']['type']][]
): CampaignStepRecord[] {
  return list.map(([type, template, value, unit], index) => ({
    type,
    template,
    duration: { id: index + 1, type: unit, value },
  }));
}

type Design = Omit<CampaignRecord, 'created_at' | 'updated_at'> & { age: number };

/**
 * The admin's designs use admin templates (sms 25–36, mail 125–136, card 225–236); the studio's
 * use its own (the first 24 of each type), the first template of each type among them: the
 * template rules keep those from being deleted. Incomplete cards (204, 211, 218, 225, 232) and
 * the templates other tests delete (2, 3, 27) are left out.
 */
const DESIGNS: Design[] = [
  {
    id: 1,
    user_id: ADMIN_ID,
    name: 'Just listed blitz',
    description: 'Text, email and a postcard for the neighbours of a new listing.',
    tags: 'listing,neighbours',
    category_ids: [1],
    industry_id: 1,
    agent_type: 'listing',
    type: 'Online',
    step: 'Multiple',
    steps: steps(['sms', 31, 0, 'days'], ['mail', 131, 2, 'days'], ['card', 231, 1, 'weeks']),
    status: 1,
    favourite_user_ids: [ADMIN_ID],
    age: 2,
  },
  {
    id: 2,
    user_id: ADMIN_ID,
    name: 'Just sold neighbours',
    description: 'One card to the street once the sale closes.',
    tags: 'sold',
    category_ids: [2, 3],
    industry_id: 1,
    agent_type: 'listing',
    type: 'Offline',
    step: 'Single',
    steps: steps(['card', 233, 0, 'days']),
    status: 1,
    favourite_user_ids: [],
    age: 9,
  },
  {
    id: ORDERED_CAMPAIGN_ID,
    user_id: ADMIN_ID,
    name: 'Past clients thank-you cards',
    description: 'A thank-you card, then a check-in email two weeks later.',
    tags: 'thank you,past clients',
    category_ids: [14],
    industry_id: null,
    agent_type: 'any',
    type: 'Offline',
    step: 'Multiple',
    steps: steps(['card', 236, 0, 'days'], ['mail', 134, 2, 'weeks']),
    status: 1,
    favourite_user_ids: [ADMIN_ID],
    age: 20,
  },
  {
    id: 4,
    user_id: ADMIN_ID,
    name: 'New patient welcome',
    description: '',
    tags: '',
    category_ids: [7, 8],
    industry_id: 3,
    agent_type: 'any',
    type: 'Online',
    step: 'Multiple',
    steps: steps(['sms', 35, 0, 'hours'], ['mail', 135, 3, 'days']),
    status: 0,
    favourite_user_ids: [],
    age: 30,
  },
  {
    id: 5,
    user_id: STUDIO_ID,
    name: 'Spring listing drip',
    description: 'A text the day a listing goes live, an email, then a reminder.',
    tags: 'spring,listing',
    category_ids: [1, 4],
    industry_id: 1,
    agent_type: 'listing',
    type: 'Online',
    step: 'Multiple',
    steps: steps(
      ['sms', FIRST_TEMPLATE_ID.sms, 0, 'days'],
      ['mail', FIRST_TEMPLATE_ID.mail, 3, 'days'],
      ['sms', 16, 1, 'weeks'],
    ),
    status: 1,
    favourite_user_ids: [STUDIO_ID],
    age: 1,
  },
  {
    id: 6,
    user_id: STUDIO_ID,
    name: 'Storm season postcards',
    description: 'Five touches after a storm: cards first, then text and email.',
    tags: 'storm,roofing',
    category_ids: [5, 6],
    industry_id: 2,
    agent_type: 'any',
    type: 'Offline',
    step: 'Multiple',
    steps: steps(
      ['card', FIRST_TEMPLATE_ID.card, 0, 'days'],
      ['sms', 5, 1, 'days'],
      ['card', 205, 1, 'weeks'],
      ['mail', 105, 3, 'days'],
      ['card', 206, 2, 'weeks'],
    ),
    status: 0,
    favourite_user_ids: [],
    age: 12,
  },
  {
    id: 7,
    user_id: STUDIO_ID,
    name: 'Open house invitations',
    description: 'Invite buyers to the weekend open house.',
    tags: 'open house,buyers',
    category_ids: [3],
    industry_id: 1,
    agent_type: 'buyer',
    type: 'Online',
    step: 'Multiple',
    steps: steps(
      ['sms', 18, 0, 'days'],
      ['mail', 118, 1, 'days'],
      ['card', 207, 1, 'weeks'],
      ['sms', 19, 12, 'hours'],
    ),
    status: 1,
    favourite_user_ids: [STUDIO_ID],
    // The same age as the admin's first design: newest first then falls back to the id.
    age: 2,
  },
  {
    // The studio's copy of the admin's design 2, from the accepted share below.
    id: 8,
    user_id: STUDIO_ID,
    name: 'Just sold neighbours',
    description: 'One card to the street once the sale closes.',
    tags: 'sold',
    category_ids: [2, 3],
    industry_id: 1,
    agent_type: 'listing',
    type: 'Offline',
    step: 'Single',
    steps: steps(['card', 233, 0, 'days']),
    status: 1,
    favourite_user_ids: [],
    age: 15,
  },
];

/** Campaign designs: four of the admin's, four of the studio's (Stella). */
export function seedCampaigns(): CampaignRecord[] {
  return DESIGNS.map(({ age, ...design }) => ({
    ...design,
    steps: design.steps.map((step) => ({ ...step, duration: { ...step.duration } })),
    created_at: daysAgo(age + 10),
    updated_at: daysAgo(age),
  }));
}

/**
 * The Marketplace orders are placed relative to the clock when the database is seeded (their
 * progress is read from the clock, so fixed dates would show them long finished): on the hour,
 * so the orders and their order rows, seeded separately, agree.
 */
export function orderSeedClock(): number {
  return Math.floor(Date.now() / 3_600_000) * 3_600_000;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Maya's orders: the running one (2 days old) and the cancelled one (launched 10 days ago). */
export const SEEDED_ORDERS = {
  running: { id: 1, age: 2 * DAY, contacts: 5 },
  cancelled: { id: 2, age: 10 * DAY, cancelledAfter: 3 * DAY, contacts: 24 },
} as const;

const designSteps = (id: number) => DESIGNS.find((design) => design.id === id)!.steps;
const sum = (steps: { amount_cents: number }[]) =>
  steps.reduce((total, step) => total + step.amount_cents, 0);

/**
 * Maya's (Essentials prices) orders. Running: the admin's thank-you cards design (3) to "Past
 * clients" (list 2, 5 contacts): the card went out two days ago (mailed), the email goes in 12 days;
 * the list and the design cannot be deleted meanwhile. Cancelled: "Just listed blitz" (1) to
 * "Portland homeowners" (list 1, 24 contacts), cancelled on day 3, after its window: the text and
 * email had gone, the card (day 9) stopped and was refunded.
 */
export function seedUserCampaigns(): UserCampaignRecord[] {
  const now = orderSeedClock();
  const { running, cancelled } = SEEDED_ORDERS;
  const runningSteps = orderStepsOf(
    designSteps(ORDERED_CAMPAIGN_ID),
    running.contacts,
    'essentials',
  );
  const blitzSteps = orderStepsOf(designSteps(1), cancelled.contacts, 'essentials').map((step) =>
    step.type === 'card' ? { ...step, stopped: true } : step,
  );
  const at = (age: number) => new Date(now - age).toISOString();
  const window = getConfig().cancelWindowHours * HOUR;
  return [
    {
      id: cancelled.id,
      user_id: MARKET_ID,
      selected_campaign_id: 1,
      campaign_name: 'Harbor Street listing blitz',
      contact_list_ids: [1],
      status: 'cancelled',
      launched_at: at(cancelled.age),
      cancellable_until: at(cancelled.age - window),
      cancelled_at: at(cancelled.age - cancelled.cancelledAfter),
      steps: blitzSteps,
      template_content: [
        {
          step: 1,
          content:
            'Hi {{first_name}}, {{business_name}} here. 120 Harbor Street just listed. Reply STOP to opt out.',
        },
      ],
      contacts: cancelled.contacts,
      charged_cents: sum(blitzSteps),
      refunded_cents: sum(blitzSteps.filter((step) => step.stopped)),
    },
    {
      id: running.id,
      user_id: MARKET_ID,
      selected_campaign_id: ORDERED_CAMPAIGN_ID,
      campaign_name: 'Past clients thank-you cards',
      contact_list_ids: [2],
      status: 'active',
      launched_at: at(running.age),
      cancellable_until: at(running.age - window),
      cancelled_at: null,
      steps: runningSteps,
      template_content: [],
      contacts: running.contacts,
      charged_cents: sum(runningSteps),
      refunded_cents: 0,
    },
  ];
}

/** The admin shared two designs with the studio: one accepted (design 8 is the copy), one waiting. */
export function seedCampaignShares(): CampaignShareRecord[] {
  return [
    {
      id: 1,
      campaign_id: 2,
      from_user_id: ADMIN_ID,
      to_user_id: STUDIO_ID,
      action_status: 1,
      created_at: daysAgo(16),
    },
    {
      id: 2,
      campaign_id: 1,
      from_user_id: ADMIN_ID,
      to_user_id: STUDIO_ID,
      action_status: 0,
      created_at: daysAgo(1),
    },
  ];
}
