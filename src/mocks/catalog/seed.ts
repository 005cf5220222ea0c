import type { CategoryRecord, IndustryRecord } from './records';

const INDUSTRIES: [name: string, status: number][] = [
  ['Real Estate', 1],
  ['Roofing', 1],
  ['Dental', 1],
  ['Insurance', 1],
  ['Solar', 1],
  ['Landscaping', 1],
  ['Restaurants', 1],
  ['Home Services', 1],
  ['Fitness', 1],
  ['Legal', 1],
  ['Automotive', 1],
  ['Legacy Retail', 0],
];

/** [category, industry id or null for every industry]. */
const CATEGORIES: [name: string, industryId: number | null][] = [
  ['Just Listed', 1],
  ['Just Sold', 1],
  ['Open House', 1],
  ['Market Update', 1],
  ['Storm Damage', 2],
  ['Free Inspection', 2],
  ['New Patient', 3],
  ['Recall Reminder', 3],
  ['Quote Follow-up', 4],
  ['Savings Estimate', 5],
  ['Spring Clean-up', 6],
  ['Weekly Specials', 7],
  ['Holiday Greetings', null],
  ['Thank You', null],
  ['Seasonal Promo', null],
];

export const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/* Industries and categories: enough of each for the admin lists to page (10 a page). */

export function seedIndustries(): IndustryRecord[] {
  return INDUSTRIES.map(([industry_name, status], index) => ({
    id: index + 1,
    industry_name,
    profile_type: index % 3 === 0 ? 'agent' : 'business',
    assets_status: index % 2,
    private_status: index === 9 ? 1 : 0,
    status,
  }));
}

export function seedCategories(): CategoryRecord[] {
  return CATEGORIES.map(([category_name, industry_id], index) => ({
    id: index + 1,
    category_name,
    industry_id,
    category_slug: slugOf(category_name),
    status: 0,
  }));
}
