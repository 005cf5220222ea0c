import { ApiError } from '../../../api';
import type { Schema } from '../../../api/endpoint';
import { fetchJsonFile } from '../../../api/jsonFile';
import { getConfig } from '../../../config/env';
import {
  type GeoState,
  STATE_CODE,
  type StateDetail,
  citiesFileSchema,
  countiesFileSchema,
  statesFileSchema,
  zipCodesFileSchema,
} from './geoSchemas';

/**
 * The geo data service's files: plain JSON, not API envelopes, so they come through the API
 * layer's fetchJsonFile rather than callEndpoint.
 */
export const GEO_TIMEOUT_MS = 15_000;

function getFile<T>(path: string, schema: Schema<T>, signal?: AbortSignal): Promise<T> {
  return fetchJsonFile(`${getConfig().geoDataUrl}${path}`, schema, {
    signal,
    timeoutMs: GEO_TIMEOUT_MS,
  });
}

export function fetchStates(signal?: AbortSignal): Promise<GeoState[]> {
  return getFile('states.json', statesFileSchema, signal);
}

const isNotFound = (error: unknown) => error instanceof ApiError && error.httpStatus === 404;

/**
 * A state's counties, cities and ZIP codes, fetched together. The service has files for some
 * states only: a 404 means "no detail for this state", which the screen says, not a failure.
 */
export async function fetchStateDetail(state: string, signal?: AbortSignal): Promise<StateDetail> {
  // The code becomes part of a URL: only two capital letters may get there.
  if (!STATE_CODE.test(state)) return { state, available: false };
  try {
    const [counties, cities, zipcodes] = await Promise.all([
      getFile(`counties/${state}.json`, countiesFileSchema, signal),
      getFile(`cities/${state}.json`, citiesFileSchema, signal),
      getFile(`zipcodes/${state}.json`, zipCodesFileSchema, signal),
    ]);
    return { state, available: true, counties, cities, zipcodes };
  } catch (error) {
    if (isNotFound(error)) return { state, available: false };
    throw error;
  }
}
