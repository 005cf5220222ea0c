import type * as z from 'zod/mini';
import { cardRecordSchema, userRecordSchema } from './auth/records';
import { seedUsers } from './auth/seed';
import { chargeRecordSchema, idempotencyRecordSchema } from './billing/records';
import { seedCards, seedCharges, seedIdempotencyKeys } from './billing/seed';
import {
  billingAddressRecordSchema,
  subscriptionRecordSchema,
} from './billing/subscriptionRecords';
import { seedBillingAddresses, seedSubscriptions } from './billing/subscriptionSeed';
import {
  campaignRecordSchema,
  campaignShareRecordSchema,
  userCampaignRecordSchema,
} from './campaigns/records';
import { seedCampaignShares, seedCampaigns, seedUserCampaigns } from './campaigns/seed';
import { categoryRecordSchema, industryRecordSchema } from './catalog/records';
import { seedCategories, seedIndustries } from './catalog/seed';
import {
  contactListRecordSchema,
  contactRecordSchema,
  failedAddressRecordSchema,
} from './contacts/records';
import { seedContactLists, seedContacts, seedFailedAddresses } from './contacts/seed';
import { orderRecordSchema, zapSendRecordSchema } from './orders/records';
import { vendorJobRecordSchema } from './reports/records';
import { seedVendorJobs } from './reports/seed';
import { seedOrders, seedZapSends } from './orders/seed';
import { templateRecordSchema } from './templates/records';
import { seedTemplates } from './templates/seed';
import { optOutRecordSchema, unsubscribeLinkRecordSchema } from './unsubscribe/records';
import { seedOptOuts, seedUnsubscribeLinks } from './unsubscribe/seed';
import { outboxRecordSchema, passwordResetRecordSchema } from './recovery/records';
import { oauthCodeRecordSchema } from './externalSignIn/records';
import { apiKeyRecordSchema } from './account/records';
import { seedApiKeys } from './account/seed';
import { auditRecordSchema, impersonationRecordSchema } from './accountSwitch/records';
import { affiliatePayoutRecordSchema, referralRecordSchema } from './affiliate/records';
import {
  seedAffiliatePayouts,
  seedReferredSubscriptions,
  seedReferredUsers,
  seedReferrals,
} from './affiliate/seed';
import {
  notificationSettingsRecordSchema,
  webhookEventRecordSchema,
  webhookRecordSchema,
} from './integrations/records';

type RecordSchema = z.ZodMiniType<{ id: number }>;

/** One collection of the mock database: the schema of its records and their deterministic seed. */
interface CollectionSpec<S extends RecordSchema> {
  schema: S;
  seed: () => z.infer<S>[];
}

function collection<S extends RecordSchema>(schema: S, seed: () => z.infer<S>[]) {
  return { schema, seed } satisfies CollectionSpec<S>;
}

/**
 * Every collection of the mock database, named once. The database, its seed, snapshot, restore
 * and reset are all derived from this table (src/mocks/db.ts).
 */
export const COLLECTIONS = {
  // With the accounts that signed up through Stella's referral link (the affiliate program).
  users: collection(userRecordSchema, () => [...seedUsers(), ...seedReferredUsers()]),
  cards: collection(cardRecordSchema, seedCards),
  industries: collection(industryRecordSchema, seedIndustries),
  categories: collection(categoryRecordSchema, seedCategories),
  templates: collection(templateRecordSchema, seedTemplates),
  campaigns: collection(campaignRecordSchema, seedCampaigns),
  userCampaigns: collection(userCampaignRecordSchema, seedUserCampaigns),
  campaignShares: collection(campaignShareRecordSchema, seedCampaignShares),
  contactLists: collection(contactListRecordSchema, seedContactLists),
  contacts: collection(contactRecordSchema, seedContacts),
  failedAddresses: collection(failedAddressRecordSchema, seedFailedAddresses),
  orders: collection(orderRecordSchema, seedOrders),
  zapSends: collection(zapSendRecordSchema, seedZapSends),
  vendorJobs: collection(vendorJobRecordSchema, seedVendorJobs),
  charges: collection(chargeRecordSchema, seedCharges),
  idempotencyKeys: collection(idempotencyRecordSchema, seedIdempotencyKeys),
  subscriptions: collection(subscriptionRecordSchema, () => [
    ...seedSubscriptions(),
    ...seedReferredSubscriptions(),
  ]),
  billingAddresses: collection(billingAddressRecordSchema, seedBillingAddresses),
  unsubscribeLinks: collection(unsubscribeLinkRecordSchema, () => seedUnsubscribeLinks()),
  optOuts: collection(optOutRecordSchema, () => seedOptOuts()),
  outbox: collection(outboxRecordSchema, () => []),
  passwordResets: collection(passwordResetRecordSchema, () => []),
  oauthCodes: collection(oauthCodeRecordSchema, () => []),
  apiKeys: collection(apiKeyRecordSchema, seedApiKeys),
  impersonations: collection(impersonationRecordSchema, () => []),
  impersonationAudit: collection(auditRecordSchema, () => []),
  referrals: collection(referralRecordSchema, seedReferrals),
  affiliatePayouts: collection(affiliatePayoutRecordSchema, seedAffiliatePayouts),
  // Nobody has a webhook, a test event or saved notification settings yet (every kind on).
  webhooks: collection(webhookRecordSchema, () => []),
  webhookEvents: collection(webhookEventRecordSchema, () => []),
  notificationSettings: collection(notificationSettingsRecordSchema, () => []),
};

export type CollectionName = keyof typeof COLLECTIONS;
export type RecordOf<N extends CollectionName> = z.infer<(typeof COLLECTIONS)[N]['schema']>;

export const COLLECTION_NAMES = Object.keys(COLLECTIONS) as CollectionName[];

/**
 * Bumped whenever a record's shape changes, or seeded records change in a way a saved copy would
 * break (8: seeded cards hold card documents; 9: the vendors' jobs; 10: users' business, domain
 * and first-login fields; 11: users' secondary email and referral notes, and API keys; 12:
 * webhooks, their test events and notification settings; the affiliate program's referrals,
 * payouts and referred accounts), so a
 * browser's saved database of another version
 * is dropped.
 */
export const DB_SCHEMA_VERSION = 12;
