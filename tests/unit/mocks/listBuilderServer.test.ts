// @vitest-environment node
import {
  propertySearchEndpoint,
  saveBuiltListEndpoint,
} from '../../../src/features/contacts/listBuilder/api';
import { getConfig } from '../../../src/config/env';
import { generatedContact } from '../../../src/mocks/contacts/factory';
import { db } from '../../../src/mocks/db';
import { propertiesInZip } from '../../../src/mocks/contacts/listBuilderHandlers';
import { callMock, seededUser } from '../../utils/mockServer';

/**
 * The list builder's side of the mock server: the geo data service's files, a property count that
 * follows the selection (sum of a stable per-ZIP figure over the ZIP codes every level admits),
 * and saving a selection as a generated contact list whose contacts live in the chosen places.
 */

interface Row {
  zip: string;
  city: string;
  county: string;
}

const DETAILED = ['ME', 'MA', 'TX', 'FL', 'CA'];

async function geo(path: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${getConfig().geoDataUrl}${path}`);
  return { status: response.status, body: await response.json() };
}

async function zipRows(state: string): Promise<Row[]> {
  return (await geo(`zipcodes/${state}.json`)).body as Row[];
}

const sumOf = (rows: Row[]) => rows.reduce((sum, row) => sum + propertiesInZip(row.zip), 0);

const search = (body: Record<string, unknown>, as: 'market' | 'admin' | null = 'market') =>
  callMock<{ count: number }>(propertySearchEndpoint, body, as);

const save = (body: Record<string, unknown>, as: 'market' | 'studio' = 'market') =>
  callMock<{ id: number; name: string; total_count: number }>(saveBuiltListEndpoint, body, as);

describe('the geo data service', () => {
  it('lists the 50 states and DC', async () => {
    const { status, body } = await geo('states.json');
    const states = body as { code: string; name: string }[];
    expect(status).toBe(200);
    expect(states).toHaveLength(51);
    expect(states).toContainEqual({ code: 'DC', name: 'District of Columbia' });
    expect(states).toContainEqual({ code: 'ME', name: 'Maine' });
    expect(new Set(states.map((state) => state.code)).size).toBe(51);
  });

  it('has real places for several states, each ZIP in a listed city of a listed county', async () => {
    for (const state of DETAILED) {
      const counties = (await geo(`counties/${state}.json`)).body as { name: string }[];
      const cities = (await geo(`cities/${state}.json`)).body as { name: string; county: string }[];
      const zips = await zipRows(state);
      expect(counties.length, state).toBeGreaterThanOrEqual(8);
      expect(cities.length, state).toBeGreaterThan(counties.length * 3);
      const countyNames = new Set(counties.map((county) => county.name));
      const countyOfCity = new Map(cities.map((city) => [city.name, city.county]));
      expect(countyOfCity.size, `${state}: city names are unique`).toBe(cities.length);
      expect(cities.filter((city) => !countyNames.has(city.county))).toEqual([]);
      expect(zips.filter((row) => countyOfCity.get(row.city) !== row.county)).toEqual([]);
      expect(new Set(zips.map((row) => row.zip)).size, `${state}: ZIPs are unique`).toBe(
        zips.length,
      );
      // Every city can be mailed: it has at least one ZIP code.
      expect(cities.filter((city) => !zips.some((row) => row.city === city.name))).toEqual([]);
    }
    const maine = await zipRows('ME');
    expect(maine).toContainEqual({ zip: '04101', city: 'Portland', county: 'Cumberland' });
  });

  it('answers 404 for a state without detail files and for anything outside its files', async () => {
    expect((await geo('counties/OH.json')).status).toBe(404);
    expect((await geo('zipcodes/oh.json')).status).toBe(404);
    expect((await geo('nothing.json')).status).toBe(404);
  });
});

describe('orders/data/property-search', () => {
  it('counts the whole state when only a state is given, the same every time', async () => {
    const all = await zipRows('ME');
    const first = await search({ state: 'ME', counties: [], cities: [], zipcodes: [] });
    expect(first.http).toBe(200);
    expect(first.body).toMatchObject({ status: true, data: { count: sumOf(all) } });
    expect(first.body.data.count).toBeGreaterThan(all.length * 1200 - 1);
    const again = await search({ state: 'ME' });
    expect(again.body.data.count).toBe(first.body.data.count);
  });

  it('narrows by county, then city, then ZIP code', async () => {
    const all = await zipRows('ME');
    const cumberland = all.filter((row) => row.county === 'Cumberland');
    const portland = cumberland.filter((row) => row.city === 'Portland');
    expect(portland.map((row) => row.zip)).toEqual(['04101', '04102', '04103']);

    const county = await search({ state: 'ME', counties: ['Cumberland'] });
    expect(county.body.data.count).toBe(sumOf(cumberland));
    const city = await search({ state: 'ME', counties: ['Cumberland'], cities: ['Portland'] });
    expect(city.body.data.count).toBe(sumOf(portland));
    const zip = await search({
      state: 'ME',
      counties: ['Cumberland'],
      cities: ['Portland'],
      zipcodes: ['04102'],
    });
    expect(zip.body.data.count).toBe(propertiesInZip('04102'));
    expect(zip.body.data.count).toBeGreaterThanOrEqual(1200);
    expect(zip.body.data.count).toBeLessThan(9000);
  });

  it('adds up several counties, and ignores the order they come in', async () => {
    const all = await zipRows('TX');
    const two = all.filter((row) => ['Travis', 'Williamson'].includes(row.county));
    const a = await search({ state: 'TX', counties: ['Travis', 'Williamson'] });
    const b = await search({ state: 'tx', counties: ['Williamson', 'Travis', 'Travis'] });
    expect(a.body.data.count).toBe(sumOf(two));
    expect(b.body.data.count).toBe(a.body.data.count);
  });

  it('counts nothing for places that do not match, or a state without property data', async () => {
    const mismatch = await search({ state: 'ME', counties: ['York'], cities: ['Portland'] });
    expect(mismatch.body).toMatchObject({ status: true, data: { count: 0 } });
    const unknown = await search({ state: 'ME', zipcodes: ['99999'] });
    expect(unknown.body.data.count).toBe(0);
    const ohio = await search({ state: 'OH' });
    expect(ohio.body.data.count).toBe(0);
  });

  it('refuses a missing or unknown state and lists that are not lists, with 422', async () => {
    const missing = await search({ counties: [] });
    expect(missing.http).toBe(422);
    expect(missing.body.errors).toEqual({ state: ['The state field is required.'] });
    const unknown = await search({ state: 'ZZ' });
    expect(unknown.body.errors).toEqual({ state: ['The selected state is invalid.'] });
    const notList = await search({ state: 'ME', counties: 'Cumberland', zipcodes: [4101] });
    expect(notList.http).toBe(422);
    expect(Object.keys(notList.body.errors ?? {})).toEqual(['counties', 'zipcodes']);
  });

  it('answers 401 without a token', async () => {
    const response = await search({ state: 'ME' }, null);
    expect(response.http).toBe(401);
  });
});

describe('addcontacts-bybenutech/', () => {
  it('saves the selection as a ready contact list of generated contacts in those places', async () => {
    const market = seededUser('market');
    const before = db().contactLists.all().length;
    const criteria = { state: 'ME', counties: ['Cumberland'], cities: ['Portland'], zipcodes: [] };
    const expected = (await search(criteria)).body.data.count;

    const saved = await save({ ...criteria, name: '  Portland owners 2027 ' });

    expect(saved.http).toBe(200);
    expect(saved.body).toMatchObject({
      status: true,
      message: 'Contact list created.',
      data: { name: 'Portland owners 2027', total_count: expected },
    });
    expect(db().contactLists.all()).toHaveLength(before + 1);
    const record = db().contactLists.get(saved.body.data.id);
    expect(record).toMatchObject({
      user_id: market.id,
      name: 'Portland owners 2027',
      status: 'ready',
      source: 'builder',
      removed_ids: [],
      dpv_failed_count: 0,
      upload: null,
    });
    expect(record?.generated?.count).toBe(expected);
    expect(record?.generated?.places).toEqual([
      { city: 'Portland', state: 'ME', zip: '04101', county: 'Cumberland' },
      { city: 'Portland', state: 'ME', zip: '04102', county: 'Cumberland' },
      { city: 'Portland', state: 'ME', zip: '04103', county: 'Cumberland' },
    ]);
    // The contacts the list is made of live at those addresses.
    const contact = generatedContact(record!.generated!, 7);
    expect(contact.city).toBe('Portland');
    expect(contact.state).toBe('ME');
    expect(['04101', '04102', '04103']).toContain(contact.zip);
  });

  it('generates the same contacts for the same places, whatever order they were picked in', async () => {
    const a = await save({ name: 'A', state: 'TX', counties: ['Travis', 'Williamson'] });
    const b = await save({ name: 'B', state: 'TX', counties: ['Williamson', 'Travis'] });
    const seedOf = (id: number) => db().contactLists.get(id)?.generated?.seed;
    expect(seedOf(a.body.data.id)).toBe(seedOf(b.body.data.id));
    const c = await save({ name: 'C', state: 'TX', counties: ['Travis'] });
    expect(seedOf(c.body.data.id)).not.toBe(seedOf(a.body.data.id));
  });

  it('refuses a name the user already has for a list, ignoring case and spaces', async () => {
    // The Marketplace user's seed has "Portland homeowners".
    const before = db().contactLists.all().length;
    const taken = await save({ name: ' PORTLAND homeowners ', state: 'ME' });
    expect(taken.http).toBe(200);
    expect(taken.body).toMatchObject({
      status: false,
      message: 'A contact list with this name already exists.',
    });
    expect(db().contactLists.all()).toHaveLength(before);
    // Another user's list names are theirs alone.
    const other = await save({ name: 'Portland homeowners', state: 'ME' }, 'studio');
    expect(other.body.status).toBe(true);
  });

  it('refuses a blank or over-long name with 422', async () => {
    const blank = await save({ name: '   ', state: 'ME' });
    expect(blank.http).toBe(422);
    expect(blank.body.errors).toEqual({ name: ['The name field is required.'] });
    const long = await save({ name: 'x'.repeat(101), state: 'ME' });
    expect(long.body.errors).toEqual({
      name: ['The name may not be greater than 100 characters.'],
    });
    const hundred = await save({ name: 'é'.repeat(100), state: 'ME' });
    expect(hundred.body.status).toBe(true);
  });

  it('refuses a selection that matches no property', async () => {
    const before = db().contactLists.all().length;
    const none = await save({
      name: 'Nowhere',
      state: 'ME',
      counties: ['York'],
      cities: ['Bangor'],
    });
    expect(none.body).toMatchObject({
      status: false,
      message: 'No properties match this selection.',
    });
    const ohio = await save({ name: 'Ohio', state: 'OH' });
    expect(ohio.body.status).toBe(false);
    expect(db().contactLists.all()).toHaveLength(before);
  });

  it('refuses an unknown state with 422', async () => {
    const response = await save({ name: 'Atlantis', state: 'AT' });
    expect(response.http).toBe(422);
    expect(response.body.errors).toEqual({ state: ['The selected state is invalid.'] });
  });
});
