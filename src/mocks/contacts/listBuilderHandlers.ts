import {
  propertySearchEndpoint,
  saveBuiltListEndpoint,
} from '../../features/contacts/listBuilder/api';
import { fail, invalid, ok, type MockReply } from '../kit/replies';
import { handle } from '../kit/handle';
import { geoDataHandlers, stateCodes, type ZipRow, zipRowsOf } from './geoData';
import { textOf } from '../kit/fields';

/** The server's limit on a list's name (the form checks the same). */
const LIST_NAME_MAX = 100;

interface Criteria {
  state: string;
  counties: string[];
  cities: string[];
  zipcodes: string[];
}

/** FNV-1a: a stable number for a string, so counts and seeds never change between runs. */
function hashOf(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** Properties on record in one ZIP code: a plausible 1,200–8,999, always the same for that ZIP. */
export function propertiesInZip(zip: string): number {
  return 1200 + (hashOf(`properties:${zip}`) % 7800);
}

/** A list of names: absent means none; anything but an array of strings is refused (false). */
function namesOf(value: unknown): string[] | false {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) return false;
  return [...new Set(value.map((item) => item.trim()).filter((item) => item !== ''))];
}

async function criteriaOf(body: Record<string, unknown>): Promise<Criteria | MockReply> {
  const state = textOf(body.state).toUpperCase();
  const errors: Record<string, string[]> = {};
  if (state === '') errors.state = ['The state field is required.'];
  else if (!(await stateCodes()).includes(state)) errors.state = ['The selected state is invalid.'];
  const lists = {
    counties: namesOf(body.counties),
    cities: namesOf(body.cities),
    zipcodes: namesOf(body.zipcodes),
  };
  for (const [field, names] of Object.entries(lists))
    if (names === false) errors[field] = [`The ${field} must be a list of names.`];
  if (Object.keys(errors).length > 0) return invalid(errors);
  return { state, ...(lists as Omit<Criteria, 'state'>) };
}

const within = (chosen: string[], value: string) => chosen.length === 0 || chosen.includes(value);

/** The state's known ZIP codes that every given level admits (an empty level admits all). */
async function matchingZips(criteria: Criteria): Promise<ZipRow[]> {
  return (await zipRowsOf(criteria.state)).filter(
    (row) =>
      within(criteria.counties, row.county) &&
      within(criteria.cities, row.city) &&
      within(criteria.zipcodes, row.zip),
  );
}

const countOf = (rows: ZipRow[]) => rows.reduce((sum, row) => sum + propertiesInZip(row.zip), 0);

/** Order-free, so the same places always generate the same contacts. */
function seedOf(criteria: Criteria): number {
  const sorted = (names: string[]) => [...names].sort().join(',');
  return hashOf(
    [
      criteria.state,
      sorted(criteria.counties),
      sorted(criteria.cities),
      sorted(criteria.zipcodes),
    ].join('|'),
  );
}

export const listBuilderHandlers = [
  ...geoDataHandlers,

  handle(propertySearchEndpoint, async ({ body }) => {
    const criteria = await criteriaOf(body);
    if (!('state' in criteria)) return criteria;
    return ok({ count: countOf(await matchingZips(criteria)) });
  }),

  handle(saveBuiltListEndpoint, async ({ body, read, db, user }) => {
    const name = read.text('name');
    if (name === '') return invalid({ name: ['The name field is required.'] });
    if ([...name].length > LIST_NAME_MAX)
      return invalid({ name: [`The name may not be greater than ${LIST_NAME_MAX} characters.`] });
    const criteria = await criteriaOf(body);
    if (!('state' in criteria)) return criteria;
    const taken = db.contactLists.find(
      (list) => list.user_id === user!.id && list.name.trim().toLowerCase() === name.toLowerCase(),
    );
    if (taken) return fail('A contact list with this name already exists.');
    const rows = await matchingZips(criteria);
    const count = countOf(rows);
    if (count === 0) return fail('No properties match this selection.');
    const created = db.contactLists.insert({
      user_id: user!.id,
      name,
      created_at: new Date().toISOString(),
      status: 'ready',
      status_polls: 0,
      source: 'builder',
      generated: {
        seed: seedOf(criteria),
        count,
        places: rows.map(({ city, zip, county }) => ({ city, state: criteria.state, zip, county })),
      },
      removed_ids: [],
      edited: {},
      dpv_failed_count: 0,
      upload: null,
    });
    return ok(
      { id: created.id, name: created.name, total_count: count },
      { message: 'Contact list created.' },
    );
  }),
];
