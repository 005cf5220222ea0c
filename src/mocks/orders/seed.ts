import { seedUserCampaigns } from '../campaigns';
import { seedTemplates } from '../templates';
import type { OrderRecord, ZapSendRecord } from './records';

/**
 * The order rows of Maya's seeded campaign orders (src/mocks/campaigns/seed.ts): each launch, and
 * the refund of the cancelled one; newest first, as the table keeps them. Single sends, skip
 * traces, launches, top-ups and refunds add more.
 */
export function seedOrders(): OrderRecord[] {
  const rows: Omit<OrderRecord, 'id'>[] = [];
  for (const order of seedUserCampaigns().sort((a, b) =>
    a.launched_at.localeCompare(b.launched_at),
  )) {
    const common = {
      user_id: order.user_id,
      template_id: null,
      contact_id: null,
      contact_list_id: null,
      user_campaign_id: order.id,
      quantity: order.contacts,
    };
    rows.push({
      ...common,
      kind: 'campaign',
      created_at: order.launched_at,
      amount_cents: order.charged_cents,
      description: `Campaign "${order.campaign_name}": ${order.steps.length} steps to ${order.contacts} contacts`,
    });
    if (order.cancelled_at)
      rows.push({
        ...common,
        kind: 'refund',
        created_at: order.cancelled_at,
        amount_cents: order.refunded_cents,
        description: `Refund for "${order.campaign_name}": the steps not yet sent`,
      });
  }
  return rows
    .sort((a, b) => a.created_at.localeCompare(b.created_at))
    .map((row, index) => ({ ...row, id: index + 1 }))
    .reverse();
}

const MARKET_ID = 2;
const SEED_DATE = Date.UTC(2026, 9, 30, 12);

/** The zaps and the seeded templates they send (102 is the mail template marked zapier_used). */
const ZAPS = [
  { name: 'New Zillow lead → welcome text', type: 'sms', template: 6 },
  { name: 'Facebook lead ad → intro email', type: 'mail', template: 102 },
  { name: 'Deal closed → thank-you card', type: 'card', template: 208 },
] as const;
const RECIPIENTS = [
  ['(207) 555-0142', 'jordan.lee@example.com', '14 Cedar Ln, Portland, ME 04101'],
  ['(617) 555-0199', 'sam.rivera@example.org', '88 Elm St, Boston, MA 02108'],
  ['(512) 555-0107', 'alex.kim@example.net', '301 Oak Ave, Austin, TX 78701'],
  ['(303) 555-0163', 'casey.nguyen@example.com', '9 Lake Rd, Denver, CO 80202'],
  ['(206) 555-0121', 'morgan.okafor@example.org', '52 Park Ave, Seattle, WA 98101'],
] as const;

/** Why a send of each channel failed in the seed: the likeliest reason for that channel. */
const FAILURE_OF_CHANNEL = { sms: 'not_mobile', mail: 'bounced', card: 'undeliverable' } as const;

/**
 * Maya's Zapier history: 25 templates her zaps sent over the weeks before the seed date, most
 * sent, a few failed, the latest two still queued. Fixed dates: the same on every run.
 */
export function seedZapSends(): ZapSendRecord[] {
  const titles = new Map(seedTemplates().map((template) => [template.id, template.title]));
  return Array.from({ length: 25 }, (_, index) => {
    const zap = ZAPS[index % ZAPS.length]!;
    const recipient = RECIPIENTS[index % RECIPIENTS.length]!;
    const channel = zap.type === 'sms' ? 0 : zap.type === 'mail' ? 1 : 2;
    const status = index >= 23 ? 'queued' : index % 7 === 4 ? 'failed' : 'sent';
    return {
      id: index + 1,
      user_id: MARKET_ID,
      template_id: zap.template,
      template_title: titles.get(zap.template) ?? '',
      template_type: zap.type,
      recipient: recipient[channel],
      zap_name: zap.name,
      // Oldest first: every 19 hours from 20 days before the seed date.
      sent_at: new Date(SEED_DATE - 20 * 86_400_000 + index * 19 * 3_600_000).toISOString(),
      status,
      ...(status === 'failed' ? { failure_reason: FAILURE_OF_CHANNEL[zap.type] } : {}),
    } satisfies ZapSendRecord;
  });
}
