import { Collection } from './collection';
import { type SeedData, createSeed } from './seed';

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

export interface Database {
  users: Collection<UserRecord>;
  cards: Collection<CardRecord>;
}

export const DB_SCHEMA_VERSION = 1;

function fromSeed(seed: SeedData): Database {
  return { users: new Collection(seed.users), cards: new Collection(seed.cards) };
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
  return { users: database.users.toJSON(), cards: database.cards.toJSON() };
}

/** The browser persists the database after each change; tests do not. */
export function onDatabaseChange(listener: (() => void) | null): void {
  changeListener = listener;
}

export function databaseChanged(): void {
  changeListener?.();
}
