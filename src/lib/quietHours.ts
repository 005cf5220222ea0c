/**
 * Quiet hours for texts (the TCPA's 8:00–21:00 in the recipient's local time, and the stricter
 * state windows of the "mini-TCPA" laws: FL, OK, MD, MS and NJ 8:00–20:00, CT 9:00–20:00, RI
 * 9:00–18:00). The recipient's state and time zone come from the ZIP code's first three digits
 * (USPS assigns ZIP prefixes by state); a state that spans two zones takes its main one, and a DST
 * change on the day is not modelled: both err by at most an hour on a few ZIPs.
 */

/** [first prefix, last prefix, state] by USPS ZIP prefix ranges. */
const PREFIX_STATES: readonly [number, number, string][] = [
  [5, 5, 'NY'],
  [6, 9, 'PR'],
  [10, 27, 'MA'],
  [28, 29, 'RI'],
  [30, 38, 'NH'],
  [39, 49, 'ME'],
  [50, 59, 'VT'],
  [60, 69, 'CT'],
  [70, 89, 'NJ'],
  [100, 149, 'NY'],
  [150, 196, 'PA'],
  [197, 199, 'DE'],
  [200, 205, 'DC'],
  [206, 219, 'MD'],
  [220, 246, 'VA'],
  [247, 268, 'WV'],
  [270, 289, 'NC'],
  [290, 299, 'SC'],
  [300, 319, 'GA'],
  [320, 349, 'FL'],
  [350, 369, 'AL'],
  [370, 385, 'TN'],
  [386, 397, 'MS'],
  [398, 399, 'GA'],
  [400, 427, 'KY'],
  [430, 458, 'OH'],
  [460, 479, 'IN'],
  [480, 499, 'MI'],
  [500, 528, 'IA'],
  [530, 549, 'WI'],
  [550, 567, 'MN'],
  [570, 577, 'SD'],
  [580, 588, 'ND'],
  [590, 599, 'MT'],
  [600, 629, 'IL'],
  [630, 658, 'MO'],
  [660, 679, 'KS'],
  [680, 693, 'NE'],
  [700, 714, 'LA'],
  [716, 729, 'AR'],
  [730, 749, 'OK'],
  [750, 799, 'TX'],
  [800, 816, 'CO'],
  [820, 831, 'WY'],
  [832, 838, 'ID'],
  [840, 847, 'UT'],
  [850, 865, 'AZ'],
  [870, 884, 'NM'],
  [889, 898, 'NV'],
  [900, 961, 'CA'],
  [967, 968, 'HI'],
  [970, 979, 'OR'],
  [980, 994, 'WA'],
  [995, 999, 'AK'],
];

const EASTERN = 'America/New_York';
const CENTRAL = 'America/Chicago';
const MOUNTAIN = 'America/Denver';
const PACIFIC = 'America/Los_Angeles';

const STATE_ZONES: Record<string, string> = {
  CT: EASTERN,
  DC: EASTERN,
  DE: EASTERN,
  FL: EASTERN,
  GA: EASTERN,
  IN: EASTERN,
  KY: EASTERN,
  MA: EASTERN,
  MD: EASTERN,
  ME: EASTERN,
  MI: EASTERN,
  NC: EASTERN,
  NH: EASTERN,
  NJ: EASTERN,
  NY: EASTERN,
  OH: EASTERN,
  PA: EASTERN,
  RI: EASTERN,
  SC: EASTERN,
  VA: EASTERN,
  VT: EASTERN,
  WV: EASTERN,
  AL: CENTRAL,
  AR: CENTRAL,
  IA: CENTRAL,
  IL: CENTRAL,
  KS: CENTRAL,
  LA: CENTRAL,
  MN: CENTRAL,
  MO: CENTRAL,
  MS: CENTRAL,
  ND: CENTRAL,
  NE: CENTRAL,
  OK: CENTRAL,
  SD: CENTRAL,
  TN: CENTRAL,
  TX: CENTRAL,
  WI: CENTRAL,
  CO: MOUNTAIN,
  ID: MOUNTAIN,
  MT: MOUNTAIN,
  NM: MOUNTAIN,
  UT: MOUNTAIN,
  WY: MOUNTAIN,
  AZ: 'America/Phoenix',
  CA: PACIFIC,
  NV: PACIFIC,
  OR: PACIFIC,
  WA: PACIFIC,
  AK: 'America/Anchorage',
  HI: 'Pacific/Honolulu',
  PR: 'America/Puerto_Rico',
};

/** Sending windows as [first hour, hour it ends], local time. */
const DEFAULT_WINDOW: readonly [number, number] = [8, 21];
const STATE_WINDOWS: Record<string, readonly [number, number]> = {
  FL: [8, 20],
  OK: [8, 20],
  MD: [8, 20],
  MS: [8, 20],
  NJ: [8, 20],
  CT: [9, 20],
  RI: [9, 18],
};

export interface Recipient {
  state: string | null;
  timeZone: string;
  window: readonly [number, number];
}

/** The state, time zone and sending window of a ZIP; an unknown ZIP is held to Eastern time. */
export function recipientOf(zip: string): Recipient {
  const prefix = Number(zip.trim().slice(0, 3));
  const state = /^\d{3}/.test(zip.trim())
    ? (PREFIX_STATES.find(([first, last]) => prefix >= first && prefix <= last)?.[2] ?? null)
    : null;
  return {
    state,
    timeZone: (state === null ? undefined : STATE_ZONES[state]) ?? EASTERN,
    window: (state === null ? undefined : STATE_WINDOWS[state]) ?? DEFAULT_WINDOW,
  };
}

/** Minutes since local midnight of an instant in a time zone. */
function localMinutes(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  return value('hour') * 60 + value('minute');
}

/** When a text to this ZIP may go, from `now`: at once inside its window, else when it next opens. */
export function nextSendTime(now: Date, zip: string): { at: Date; shifted: boolean } {
  const { timeZone, window } = recipientOf(zip);
  const [start, end] = window.map((hour) => hour * 60) as [number, number];
  const minutes = localMinutes(now, timeZone);
  if (minutes >= start && minutes < end) return { at: now, shifted: false };
  const wait = minutes < start ? start - minutes : 24 * 60 - minutes + start;
  const at = new Date(now.getTime() + wait * 60_000);
  at.setUTCSeconds(0, 0);
  return { at, shifted: true };
}
