import { ApiError } from '../../../api';
import type { Schema } from '../../../api/endpoint';
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
 * The GET client of the geo data service. Its files are plain JSON, not API envelopes, so they do
 * not go through callEndpoint; failures still become ApiErrors (http, network, timeout,
 * invalid-response) so the slice and the screen treat them like any other failed call.
 */
export const GEO_TIMEOUT_MS = 15_000;

async function getJson(path: string, signal?: AbortSignal): Promise<unknown> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, GEO_TIMEOUT_MS);
  const forwardAbort = () => controller.abort();
  signal?.addEventListener('abort', forwardAbort);
  try {
    const response = await fetch(`${getConfig().geoDataUrl}${path}`, {
      headers: { Accept: 'application/json' },
      signal: controller.signal,
    });
    if (!response.ok) throw new ApiError('http', { httpStatus: response.status });
    const text = await response.text();
    try {
      return JSON.parse(text) as unknown;
    } catch (cause) {
      throw new ApiError('invalid-response', { httpStatus: response.status, cause });
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError(timedOut ? 'timeout' : 'network', { cause: error });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}

async function getFile<T>(path: string, schema: Schema<T>, signal?: AbortSignal): Promise<T> {
  const parsed = schema.safeParse(await getJson(path, signal));
  if (!parsed.success) throw new ApiError('invalid-response', { cause: parsed.error });
  return parsed.data;
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
