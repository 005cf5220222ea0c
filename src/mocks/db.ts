import { Collection } from './collection';
import { type SeedData, createSeed } from './seed';
import type { ContactFields } from '../features/contacts/contactFields';

export interface UserRecord {
  id: number;
  fname: string;
  lname: string;
  email: string;
  password: string;
  role_id: 1 | 2 | 3;
  api_token: string;
  organization_id: number | null;
  tier: number;
  plan_id: number | null;
  user_type: string;
  total_creditpoints: number;
  profilecomplete_status: 0 | 1;
  basicuser_bycoachid: number | null;
  referralby_userid: number | null;
  basicuser_allowimpersonate_toproadmin: '1' | '0';
  java_stripesubscription_status: string;
  phone_no: string;
  disable_upgrade: 'yes' | 'no';
}

export interface CardRecord {
  id: number;
  user_id: number;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  defaultcard_status: 0 | 1;
  billing_details: {
    name: string;
    address: { line1: string; line2: string; city: string; state: string; postal_code: string };
  };
}

export interface IndustryRecord {
  id: number;
  industry_name: string;
  profile_type: string;
  assets_status: number;
  private_status: number;
  /** 1 active, 0 inactive. */
  status: number;
}

export interface CategoryRecord {
  id: number;
  category_name: string;
  industry_id: number | null;
  category_slug: string;
  status: number;
}

export interface TemplateRecord {
  id: number;
  user_id: number;
  type: 'sms' | 'mail' | 'card';
  title: string;
  subject: string;
  content: string;
  category: number | null;
  industry_id: number | null;
  front_svg: string;
  back_svg: string;
  /** Users who marked it favourite: favourites are per user. */
  favourite_user_ids: number[];
  /** Users it was shared with, who see it among their own. */
  shared_with_user_ids: number[];
  /** A card with a property photo (the gallery can ask for these only). */
  propertyphoto_status: 0 | 1;
  /** Used by a Zapier integration: it cannot be deleted then. */
  zapier_used: 0 | 1;
  updated_at: string;
}

/** Only what the template rules need until the campaigns issue: which templates a campaign uses. */
export interface CampaignRecord {
  id: number;
  user_id: number;
  name: string;
  template_ids: number[];
  /** The contact lists it sends to: a list in an active campaign cannot be deleted. */
  contact_list_ids: number[];
  status: 'active' | 'draft' | 'cancelled';
}

/**
 * A list moves uploading → processing → verifying → ready as its status is polled (or `failed`
 * when its file cannot be read).
 */
export type ContactListStatus = 'uploading' | 'processing' | 'verifying' | 'ready' | 'failed';

export interface ContactListRecord {
  id: number;
  user_id: number;
  name: string;
  created_at: string;
  status: ContactListStatus;
  /** Polls answered in the current status: the status advances every few polls. */
  status_polls: number;
  source: 'seed' | 'upload' | 'builder';
  /**
   * Contacts too many to store one by one (the 100,000-contact list, big uploads, built lists)
   * are generated on demand from (seed, index); `places` pins their addresses (list builder).
   */
  generated: GeneratedContacts | null;
  /** Generated contacts deleted or edited since. */
  removed_ids: number[];
  edited: Record<string, ContactFields>;
  /** Addresses that failed verification (known once the list is ready). */
  dpv_failed_count: number;
  /** An upload in progress: its file, the bytes received, and the line breaks counted so far. */
  upload: ContactUpload | null;
}

export interface GeneratedContacts {
  seed: number;
  count: number;
  places: { city: string; state: string; zip: string; county?: string }[] | null;
}

export interface ContactUpload {
  file_name: string;
  size: number;
  received_bytes: number;
  next_chunk: number;
  line_breaks: number;
  header_mapping: Record<string, number | null> | null;
  repair_zips: boolean;
}

export interface ContactRecord extends ContactFields {
  id: number;
  contact_list_id: number;
}

/** A list's addresses that failed DPV verification: the failed-address notification. */
export interface FailedAddressRecord {
  id: number;
  user_id: number;
  contact_list_id: number;
  name: string;
  created_at: string;
  contact_count: number;
  total_importcontacts: number;
  notifyread_status: 0 | 1;
}

/** Orders placed by single sends, proofs and skip traces, recorded like a server would. */
export interface OrderRecord {
  id: number;
  user_id: number;
  kind: 'single-send' | 'skip-trace';
  template_id: number | null;
  contact_id: number | null;
  contact_list_id: number | null;
  created_at: string;
}

export interface Database {
  users: Collection<UserRecord>;
  cards: Collection<CardRecord>;
  industries: Collection<IndustryRecord>;
  categories: Collection<CategoryRecord>;
  templates: Collection<TemplateRecord>;
  campaigns: Collection<CampaignRecord>;
  contactLists: Collection<ContactListRecord>;
  contacts: Collection<ContactRecord>;
  failedAddresses: Collection<FailedAddressRecord>;
  orders: Collection<OrderRecord>;
}

/** Bumped whenever the shape changes: a browser's saved database of another version is dropped. */
export const DB_SCHEMA_VERSION = 3;

function fromSeed(seed: SeedData): Database {
  return {
    users: new Collection(seed.users),
    cards: new Collection(seed.cards),
    industries: new Collection(seed.industries),
    categories: new Collection(seed.categories),
    templates: new Collection(seed.templates),
    campaigns: new Collection(seed.campaigns),
    contactLists: new Collection(seed.contactLists),
    contacts: new Collection(seed.contacts),
    failedAddresses: new Collection(seed.failedAddresses),
    orders: new Collection(seed.orders),
  };
}

let database: Database = fromSeed(createSeed());
let changeListener: (() => void) | null = null;

export function db(): Database {
  return database;
}

/** Back to the deterministic seed: before every test, and from the demo's reset button. */
export function resetDatabase(): void {
  database = fromSeed(createSeed());
}

export function loadDatabase(snapshot: SeedData): void {
  database = fromSeed(snapshot);
}

export function snapshotDatabase(): SeedData {
  return {
    users: database.users.toJSON(),
    cards: database.cards.toJSON(),
    industries: database.industries.toJSON(),
    categories: database.categories.toJSON(),
    templates: database.templates.toJSON(),
    campaigns: database.campaigns.toJSON(),
    contactLists: database.contactLists.toJSON(),
    contacts: database.contacts.toJSON(),
    failedAddresses: database.failedAddresses.toJSON(),
    orders: database.orders.toJSON(),
  };
}

/** The browser persists the database after each change; tests do not. */
export function onDatabaseChange(listener: (() => void) | null): void {
  changeListener = listener;
}

export function databaseChanged(): void {
  changeListener?.();
}
