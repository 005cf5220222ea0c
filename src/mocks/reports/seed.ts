import type { VendorJobRecord } from './records';

/** Who fulfils each product, and what one piece costs the platform (cents). */
export const VENDOR_BOOK = [
  { product: 'Postcard 4x6', vendor: 'Northstar Print', unitCents: 38, batch: [50, 900] },
  { product: 'Postcard 6x9', vendor: 'Northstar Print', unitCents: 52, batch: [50, 700] },
  { product: 'Jumbo Postcard 6x11', vendor: 'Northstar Print', unitCents: 71, batch: [25, 400] },
  { product: 'Letter', vendor: 'Harbor Mail Co.', unitCents: 64, batch: [25, 500] },
  { product: 'Greeting Card', vendor: 'Harbor Mail Co.', unitCents: 118, batch: [10, 150] },
  { product: 'Text Message', vendor: 'Relay SMS', unitCents: 1, batch: [200, 5000] },
  { product: 'Email', vendor: 'Beacon Email', unitCents: 0.1, batch: [500, 20000] },
  { product: 'Skip Trace', vendor: 'Tracer Data', unitCents: 9, batch: [20, 600] },
] as const;

/** The seeded day every date of the demo counts from (the other domains' seeds use it too). */
const SEED_DATE = Date.UTC(2026, 9, 30, 12);
const DAY_MS = 24 * 60 * 60 * 1000;
/** A year of sent jobs, and six weeks of scheduled ones. */
const DAYS_BEFORE = 365;
const DAYS_AFTER = 42;
/** The seeded customers: Maya (Marketplace) and the PRO studio's basic users. */
const CUSTOMERS = [2, 5, 6];

/** A small deterministic generator (mulberry32): the same demo data on every machine. */
function randomFrom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

/** About four jobs a day over the year before the seed date and the weeks after it. */
export function seedVendorJobs(): VendorJobRecord[] {
  const random = randomFrom(20261030);
  const jobs: VendorJobRecord[] = [];
  for (let day = -DAYS_BEFORE; day <= DAYS_AFTER; day += 1) {
    const count = Math.floor(random() * 7);
    for (let job = 0; job < count; job += 1) {
      const entry = VENDOR_BOOK[Math.floor(random() * VENDOR_BOOK.length)]!;
      const [low, high] = entry.batch;
      const quantity = low + Math.floor(random() * (high - low));
      const at = SEED_DATE + day * DAY_MS + Math.floor(random() * 10) * 60 * 60 * 1000;
      jobs.push({
        id: jobs.length + 1,
        sent_at: new Date(at).toISOString(),
        vendor: entry.vendor,
        product: entry.product,
        quantity,
        cost_cents: Math.round(quantity * entry.unitCents),
        user_id: CUSTOMERS[Math.floor(random() * CUSTOMERS.length)]!,
        order_no: `VJ-${String(100000 + jobs.length + 1)}`,
      });
    }
  }
  return jobs;
}
