import type { Schema } from './endpoint';
import { ApiError } from './errors';
import { installedFetch } from './transport';

/**
 * A plain JSON file served by GET (a data service's files, not an API envelope): fetched with a
 * timeout and checked with a schema. Failures are ApiErrors like any call's (http, network,
 * timeout, invalid-response), so slices and screens treat them the same way.
 */
export async function fetchJsonFile<T>(
  url: string,
  schema: Schema<T>,
  options: { signal?: AbortSignal; timeoutMs: number },
): Promise<T> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs);
  const forwardAbort = () => controller.abort();
  options.signal?.addEventListener('abort', forwardAbort);
  let body: unknown;
  try {
    const response = await (installedFetch() ?? fetch)(url, {
      headers: { Accept: 'application/json' },
      signal: controller.signal,
    });
    if (!response.ok) throw new ApiError('http', { httpStatus: response.status });
    const text = await response.text();
    try {
      body = JSON.parse(text) as unknown;
    } catch (cause) {
      throw new ApiError('invalid-response', { httpStatus: response.status, cause });
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError(timedOut ? 'timeout' : 'network', { cause: error });
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', forwardAbort);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ApiError('invalid-response', { cause: parsed.error });
  return parsed.data;
}
