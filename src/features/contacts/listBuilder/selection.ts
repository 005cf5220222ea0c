import type { City, StateDetail, ZipCode } from './geoSchemas';

/**
 * What the user has picked. Each level narrows the one above it; an empty level means "all of
 * them", so a state alone stands for the whole state.
 */
export interface Selection {
  state: string | null;
  counties: string[];
  cities: string[];
  zipcodes: string[];
}

export const emptySelection = (): Selection => ({
  state: null,
  counties: [],
  cities: [],
  zipcodes: [],
});

type Places = Extract<StateDetail, { available: true }>;

const within = (chosen: string[], value: string) => chosen.length === 0 || chosen.includes(value);

/** The cities the city select offers: those of the chosen counties, or all. */
export function citiesOffered(detail: Places, selection: Selection): City[] {
  return detail.cities.filter((city) => within(selection.counties, city.county));
}

/** The ZIP codes the ZIP select offers: those of the chosen cities and counties, or all. */
export function zipcodesOffered(detail: Places, selection: Selection): ZipCode[] {
  return detail.zipcodes.filter(
    (zip) => within(selection.counties, zip.county) && within(selection.cities, zip.city),
  );
}

/**
 * Drops the picks a parent's change left without a match: a city outside the chosen counties, a ZIP
 * outside the chosen cities or counties. Without detail nothing below the state can be kept.
 */
export function pruned(selection: Selection, detail: StateDetail | null): Selection {
  if (!detail?.available || detail.state !== selection.state)
    return { ...selection, counties: [], cities: [], zipcodes: [] };
  const counties = selection.counties.filter((name) =>
    detail.counties.some((county) => county.name === name),
  );
  const withCounties = { ...selection, counties };
  const cities = selection.cities.filter((name) =>
    citiesOffered(detail, withCounties).some((city) => city.name === name),
  );
  const withCities = { ...withCounties, cities };
  const zipcodes = selection.zipcodes.filter((zip) =>
    zipcodesOffered(detail, withCities).some((row) => row.zip === zip),
  );
  return { ...withCities, zipcodes };
}
