import { ROLE, type Role } from '../../../config/constants';
import { paths } from '../../../config/paths';
import type { MessageId } from '../../../i18n/messageIds';

/**
 * The questions of /dashboard/faq-support, by topic and role. Each entry's words are the messages
 * `support.q.<id>` (the question) and `support.a.<id>` (the answer); each topic's title is
 * `support.topic.<id>`. Answers name real screens, so an entry may offer links to them: only to
 * screens every role the entry is shown to may open (tests/features/support holds that).
 */
export interface FaqLink {
  href: string;
  /** The screen's own name (its route title), so the link reads as the menu does. */
  labelId: MessageId;
}

export interface FaqEntry {
  id: string;
  /** Only these roles see the question; without it, every role that has the topic. */
  roles?: readonly Role[];
  links?: readonly FaqLink[];
}

export interface FaqTopic {
  id: string;
  entries: readonly FaqEntry[];
}

const { superAdmin: ADMIN, marketplace: MARKET, designStudio: STUDIO } = ROLE;
const screen = paths.dashboard;
const link = (href: string, labelId: MessageId): FaqLink => ({ href, labelId });

const TO = {
  orderCampaign: link(screen.userCreateCampaign.getHref(), 'screen.userCreateCampaign'),
  activeCampaigns: link(screen.userCampaigns.getHref(), 'screen.userCampaigns'),
  orderHistory: link(screen.orderHistory.getHref(), 'screen.orderHistory'),
  bulkMail: link(screen.bulkMailCenter.getHref(), 'screen.bulkMailCenter'),
  membership: link(screen.membership.getHref(), 'screen.membership'),
  billing: link(screen.billing.getHref(), 'screen.billing'),
  gallery: link(screen.templateGallery.getHref(), 'screen.templates'),
  zapCampaigns: link(screen.zapCampaigns.getHref(), 'screen.zapCampaigns'),
  apiKey: link(screen.apiKey.getHref(), 'screen.apiKey'),
  contactLists: link(screen.mailing.getHref(), 'screen.mailing'),
  failedAddresses: link(screen.failedMailing.getHref(), 'screen.failedMailing'),
  listBuilder: link(screen.listBuilder.getHref(), 'screen.listBuilder'),
  account: link(screen.account.getHref(), 'screen.account'),
  smsTemplates: link(screen.smsTemplates.getHref(), 'screen.message'),
  mailTemplates: link(screen.mailTemplates.getHref(), 'screen.mail'),
  cardTemplates: link(screen.cardTemplates.getHref(), 'screen.card'),
  proTemplates: link(screen.proTemplates.getHref(), 'screen.proTemplates'),
  categories: link(screen.category.getHref(), 'screen.category'),
  industries: link(screen.industry.getHref(), 'screen.industry'),
  campaigns: link(screen.campaigns.getHref(), 'screen.campaigns'),
  affiliate: link(screen.affiliate.getHref(), 'screen.affiliate'),
  vendorReport: link(screen.vendorReport.getHref(), 'screen.vendorReport'),
  systemLists: link(screen.systemMailing.getHref(), 'screen.systemMailing'),
} as const;

export const FAQ_TOPICS: readonly FaqTopic[] = [
  {
    id: 'ordering',
    entries: [
      { id: 'orderHow', links: [TO.orderCampaign] },
      { id: 'orderCard', links: [TO.membership] },
      { id: 'orderBalance' },
      { id: 'orderPrice' },
      { id: 'orderCompliance' },
      { id: 'orderQuietHours' },
      { id: 'orderTrack', links: [TO.activeCampaigns, TO.orderHistory] },
      { id: 'orderAddLists', links: [TO.activeCampaigns] },
      { id: 'orderBulk', links: [TO.bulkMail] },
    ],
  },
  {
    id: 'funding',
    entries: [
      { id: 'fundHow' },
      { id: 'fundAmounts' },
      { id: 'fundRefund' },
      { id: 'fundNoCard', links: [TO.membership] },
      { id: 'fundTwice' },
      { id: 'fundAuto' },
      { id: 'fundHistory', links: [TO.orderHistory] },
    ],
  },
  {
    id: 'cards',
    entries: [
      { id: 'cardAdd', links: [TO.membership] },
      { id: 'cardDefault' },
      { id: 'cardDelete' },
      { id: 'cardExpired' },
      { id: 'cardCoach', roles: [MARKET] },
      { id: 'billingWhere', links: [TO.billing] },
      { id: 'billingCancel' },
      { id: 'planUpgrade', roles: [MARKET] },
      { id: 'planPro', roles: [STUDIO] },
    ],
  },
  {
    id: 'templates',
    entries: [
      { id: 'tplGallery', links: [TO.gallery] },
      { id: 'tplSend' },
      { id: 'tplPdf' },
      { id: 'tplProof', links: [TO.bulkMail] },
      { id: 'tplAgency' },
      { id: 'tplOwn' },
      { id: 'tplIntegrations', links: [TO.zapCampaigns, TO.apiKey] },
    ],
  },
  {
    id: 'lists',
    entries: [
      { id: 'listUpload', links: [TO.contactLists] },
      { id: 'listFile' },
      { id: 'listCheck' },
      { id: 'listStatus' },
      { id: 'listFailed', links: [TO.failedAddresses] },
      { id: 'listBuilder', links: [TO.listBuilder] },
      { id: 'listManage', links: [TO.contactLists] },
      { id: 'listVerify' },
    ],
  },
  {
    id: 'refunds',
    entries: [
      { id: 'refundUndeliverable' },
      { id: 'refundWhere', links: [TO.orderHistory] },
      { id: 'refundCancel', links: [TO.activeCampaigns] },
      { id: 'refundWindow' },
      { id: 'refundUnsubscribed' },
      { id: 'refundFunding' },
    ],
  },
  {
    id: 'catalog',
    entries: [
      { id: 'adminIndustries', links: [TO.industries] },
      { id: 'adminDeleteCatalog' },
      { id: 'adminCategoryOwners', links: [TO.categories] },
    ],
  },
  {
    id: 'design',
    entries: [
      { id: 'designNew', links: [TO.smsTemplates, TO.mailTemplates, TO.cardTemplates] },
      { id: 'designSms' },
      { id: 'designEmail' },
      { id: 'designMergeTags' },
      { id: 'designActions' },
      { id: 'designDelete' },
      { id: 'designDrafts' },
      { id: 'designCategories', links: [TO.categories] },
      { id: 'designAgency', roles: [STUDIO] },
    ],
  },
  {
    id: 'cardStudio',
    entries: [
      { id: 'studioOpen', links: [TO.cardTemplates] },
      { id: 'studioSizes' },
      { id: 'studioImages' },
      { id: 'studioPreflight' },
      { id: 'studioPublish' },
      { id: 'studioMerge' },
      { id: 'studioExport' },
      { id: 'studioKeys' },
    ],
  },
  {
    id: 'campaigns',
    entries: [
      { id: 'campaignBuild', links: [TO.campaigns] },
      { id: 'campaignCategories' },
      { id: 'campaignMarketplace' },
      { id: 'campaignShare' },
      { id: 'campaignDuplicate' },
      { id: 'campaignDelete' },
      { id: 'campaignTiming' },
    ],
  },
  {
    id: 'affiliate',
    entries: [
      { id: 'affiliateCommission', links: [TO.affiliate] },
      { id: 'affiliateLink' },
      { id: 'affiliateWhere', links: [TO.affiliate] },
    ],
  },
  {
    id: 'admin',
    entries: [
      { id: 'adminTemplates' },
      { id: 'adminProTemplates', links: [TO.proTemplates] },
      { id: 'adminCampaigns', links: [TO.campaigns] },
      { id: 'adminVendorReport', links: [TO.vendorReport] },
      { id: 'adminLists', links: [TO.systemLists] },
      { id: 'adminNoBilling' },
    ],
  },
  {
    id: 'account',
    entries: [
      { id: 'accountProfile', links: [TO.account] },
      { id: 'accountPassword' },
      { id: 'accountLanguage' },
      { id: 'accountBrowser' },
      { id: 'accountHelp' },
    ],
  },
];

/** Each role's topics, in the order its page shows them. */
export const ROLE_TOPICS: Readonly<Record<Role, readonly string[]>> = {
  [ADMIN]: ['catalog', 'admin', 'design', 'cardStudio', 'campaigns', 'account'],
  [MARKET]: ['ordering', 'funding', 'cards', 'templates', 'lists', 'refunds', 'account'],
  [STUDIO]: ['design', 'cardStudio', 'campaigns', 'affiliate', 'cards', 'account'],
};

/** The topics a role sees, each with only the entries meant for that role; none left empty. */
export function topicsFor(role: Role): FaqTopic[] {
  return ROLE_TOPICS[role]
    .flatMap((id) => FAQ_TOPICS.filter((topic) => topic.id === id))
    .map((topic) => ({
      ...topic,
      entries: topic.entries.filter((entry) => entry.roles?.includes(role) ?? true),
    }))
    .filter((topic) => topic.entries.length > 0);
}

export const questionId = (entry: FaqEntry) => `support.q.${entry.id}`;
export const answerId = (entry: FaqEntry) => `support.a.${entry.id}`;
export const topicTitleId = (topic: FaqTopic) => `support.topic.${topic.id}`;
