import * as z from 'zod/mini';

/**
 * The data service's files (templates-campaigns-contacts §7 "State, county, city and zipcode
 * lists"): states.json, then counties/, cities/ and zipcodes/{ST}.json per state. Each is checked
 * as a whole, so one bad row makes the file fail visibly rather than a select misbehave later.
 */
const name = z.string().check(z.trim(), z.minLength(1));

export const STATE_CODE = /^[A-Z]{2}$/;

export const geoStateSchema = z.object({ code: z.string().check(z.regex(STATE_CODE)), name });
export type GeoState = z.infer<typeof geoStateSchema>;
export const statesFileSchema = z.array(geoStateSchema).check(z.minLength(1));

export const countySchema = z.object({ name });
export type County = z.infer<typeof countySchema>;
export const countiesFileSchema = z.array(countySchema);

/** A city names its county, so the city select can follow the chosen counties. */
export const citySchema = z.object({ name, county: name });
export type City = z.infer<typeof citySchema>;
export const citiesFileSchema = z.array(citySchema);

/** A ZIP names its city and county, so the ZIP select can follow both. */
export const zipCodeSchema = z.object({
  zip: z.string().check(z.regex(/^\d{5}$/)),
  city: name,
  county: name,
});
export type ZipCode = z.infer<typeof zipCodeSchema>;
export const zipCodesFileSchema = z.array(zipCodeSchema);

/** What the builder knows of one state: its places, or that the service has none for it. */
export type StateDetail =
  | { state: string; available: true; counties: County[]; cities: City[]; zipcodes: ZipCode[] }
  | { state: string; available: false };
