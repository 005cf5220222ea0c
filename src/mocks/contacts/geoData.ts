import { http, HttpResponse } from 'msw';
import { getConfig } from '../../config/env';

/**
 * The demo's geo data service: the very files public/geo-data ships (all states; counties, cities
 * and ZIP codes for a few). The mock server reads them to count and place properties, and serves
 * them at the configured data-service URL, so tests (which have no static server) and the browser
 * demo see the same data. Each file loads on first use; a state without files is a 404.
 */
const FILES = import.meta.glob<unknown>('../../../public/geo-data/**/*.json', {
  import: 'default',
});
const PREFIX = '../../../public/geo-data/';

export interface ZipRow {
  zip: string;
  city: string;
  county: string;
}

async function geoFile(path: string): Promise<unknown> {
  const load = FILES[`${PREFIX}${path}`];
  return load ? load() : undefined;
}

/** The two-letter codes of every state the service lists. */
export async function stateCodes(): Promise<string[]> {
  const states = (await geoFile('states.json')) as { code: string }[];
  return states.map((state) => state.code);
}

/** A state's ZIP codes with their city and county; none for a state without detail files. */
export async function zipRowsOf(state: string): Promise<ZipRow[]> {
  if (!/^[A-Z]{2}$/.test(state)) return [];
  return ((await geoFile(`zipcodes/${state}.json`)) as ZipRow[] | undefined) ?? [];
}

export const geoDataHandlers = [
  http.get(`${getConfig().geoDataUrl}*`, async ({ request }) => {
    const path = new URL(request.url).pathname.slice(
      new URL(getConfig().geoDataUrl).pathname.length,
    );
    const file = /^[\w/-]+\.json$/.test(path) ? await geoFile(path) : undefined;
    if (file === undefined) return HttpResponse.json({ message: 'Not Found' }, { status: 404 });
    return HttpResponse.json(file as Record<string, unknown>);
  }),
];
