import type { AxiosInstance, AxiosRequestConfig, AxiosResponse, AxiosStatic } from 'axios';
import { DEFAULT_TIMEOUT_MS } from '../config/constants';
import { trackRequest } from './inFlight';

/** Calls given more than this are long by design (uploads): the slow-request notice leaves them. */
const LONG_BY_DESIGN_MS = 60_000;
import { getConfig, type ApiBase } from '../config/env';
import { ACTING_USER_HEADER, type Endpoint, IDEMPOTENCY_HEADER, resolvePath } from './endpoint';
import {
  type Envelope,
  flattenErrors,
  isStatusTrue,
  messageOf,
  readEnvelope,
  totalCountOf,
} from './envelope';
import { ApiError } from './errors';
import { installedFetch } from './transport';

export interface CallContext {
  token?: string | null;
  userId?: number | string | null;
  /** The admin acting as this session's user, when it is an impersonation. */
  actorId?: number | null;
  signal?: AbortSignal;
}

export interface ApiResult<Data> {
  data: Data;
  totalCount: number | undefined;
  message: string | undefined;
  httpStatus: number;
  envelope: Envelope;
}

const clients = new Map<ApiBase, AxiosInstance>();
let axiosLoading: Promise<AxiosStatic> | null = null;

/** axios is fetched with the first call, so pages that make none (sign-in) do not pay for it. */
function loadAxios(): Promise<AxiosStatic> {
  axiosLoading ??= import('axios').then((module) => module.default);
  return axiosLoading;
}

async function clientFor(base: ApiBase): Promise<AxiosInstance> {
  const axios = await loadAxios();
  let client = clients.get(base);
  if (!client) {
    const answeredBy = installedFetch();
    client = axios.create({
      // An installed fetch (the demo's backend) answers through axios' fetch adapter.
      ...(answeredBy ? { adapter: 'fetch' as const, env: { fetch: answeredBy } } : {}),
      baseURL: getConfig().apiBases[base],
      // Statuses and bodies are judged by the endpoint's success rule, not by axios.
      validateStatus: () => true,
      responseType: 'text',
      transformResponse: [(raw: unknown) => raw],
      headers: { Accept: 'application/json' },
      // No API of ours reads an XSRF cookie (the token travels in the body or a header); without
      // this, axios reads document.cookie before every same-origin call, a synchronous round trip
      // that took 40 ms on the demo's first call.
      withXSRFToken: false,
    });
    clients.set(base, client);
  }
  return client;
}

/** Drops cached clients; tests call it after changing the configuration. */
export function resetApiClients(): void {
  clients.clear();
}

function withCredentials<Req>(
  endpoint: Endpoint<Req, unknown>,
  request: Req,
  context: CallContext,
): { payload: Record<string, unknown>; headers: Record<string, string> } {
  const payload: Record<string, unknown> = { ...(request as Record<string, unknown>) };
  const headers: Record<string, string> = {};
  const placement = endpoint.token;
  if (placement.in === 'body' && context.token) payload.api_token = context.token;
  if (placement.in === 'header' && context.token) headers[placement.name] = context.token;
  if (placement.in === 'userId' && context.userId !== undefined && context.userId !== null) {
    payload.user_id = context.userId;
  }
  if (context.actorId != null && placement.in !== 'none') {
    headers[ACTING_USER_HEADER] = String(context.actorId);
  }
  if (endpoint.idempotent && typeof payload.idempotency_key === 'string') {
    headers[IDEMPOTENCY_HEADER] = payload.idempotency_key;
    delete payload.idempotency_key;
  }
  return { payload, headers };
}

/** An answer as the judge reads it: its status and its body (text, or parsed by the client). */
interface RawAnswer {
  status: number;
  data: unknown;
}

function parseBody(response: RawAnswer): unknown {
  const raw = response.data;
  if (typeof raw !== 'string') return raw;
  if (raw.trim() === '') return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

/** Anything thrown below the HTTP layer (offline, DNS, CORS, aborted) is a network failure. */
function transportError(error: unknown): ApiError {
  return new ApiError('network', { cause: error });
}

function judge<Data>(endpoint: Endpoint<never, Data>, response: RawAnswer): ApiResult<Data> {
  const httpStatus = response.status;
  const body = parseBody(response);
  const envelope = readEnvelope(body);
  const serverMessage = messageOf(envelope);
  const fieldErrors = flattenErrors(envelope?.errors);
  const details = { httpStatus, serverMessage, fieldErrors, body };

  const expectedHttp =
    endpoint.success === 'http200' ? 200 : endpoint.success === 'http201' ? 201 : undefined;
  const httpOk = expectedHttp ? httpStatus === expectedHttp : httpStatus >= 200 && httpStatus < 300;
  if (!httpOk) throw new ApiError('http', details);
  if (!envelope) throw new ApiError('invalid-response', details);

  if (endpoint.success === 'status' && !isStatusTrue(envelope.status))
    throw new ApiError('status', details);
  if (endpoint.success === 'newer') {
    if (typeof envelope.status !== 'boolean') throw new ApiError('invalid-response', details);
    if (!envelope.status) throw new ApiError('status', details);
    if (!('data' in envelope) || typeof envelope.message !== 'string')
      throw new ApiError('invalid-response', details);
  }

  const data = endpoint.data.safeParse(endpoint.dataFrom === 'envelope' ? envelope : envelope.data);
  if (!data.success) {
    // An envelope that claims success ("Success") around malformed data: its message would
    // mislead, so the screen words the failure itself. A refusal's message still explains it.
    const claimsSuccess = isStatusTrue(envelope.status);
    throw new ApiError('invalid-response', {
      ...details,
      serverMessage: claimsSuccess ? undefined : serverMessage,
      cause: data.error,
    });
  }
  return {
    data: data.data,
    totalCount: totalCountOf(envelope),
    message: serverMessage,
    httpStatus,
    envelope,
  };
}

/** One value of a query string: text, a number or a flag as written, anything else as JSON. */
function queryValue(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return `${value}`;
  return JSON.stringify(value) ?? '';
}

/** A query string as axios writes one: empty values left out, arrays as key[]=… for each item. */
function queryOf(params: Record<string, unknown> | undefined): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value))
      for (const item of value as unknown[]) query.append(`${key}[]`, queryValue(item));
    else query.append(key, queryValue(value));
  }
  return query.toString();
}

/**
 * A JSON call with the platform's fetch (or the installed one: the demo's backend): what axios
 * did for these, without its 20 KB on every page. Statuses are judged by the endpoint's rule.
 */
async function fetchJson(
  base: ApiBase,
  config: AxiosRequestConfig,
  signal: AbortSignal,
): Promise<RawAnswer> {
  const answeredBy = installedFetch() ?? globalThis.fetch.bind(globalThis);
  const isGet = config.method === 'GET';
  const path = config.url ?? '';
  const query = isGet ? queryOf(config.params as Record<string, unknown>) : '';
  const url = `${getConfig().apiBases[base]}${path}${query ? `${path.includes('?') ? '&' : '?'}${query}` : ''}`;
  const response = await answeredBy(url, {
    method: config.method,
    headers: {
      Accept: 'application/json',
      ...(isGet ? {} : { 'Content-Type': 'application/json' }),
      ...(config.headers as Record<string, string>),
    },
    body: isGet ? undefined : JSON.stringify(config.data ?? {}),
    signal,
  });
  return { status: response.status, data: await response.text() };
}

/** Sends one prepared request with our own timer and judges the answer by the endpoint's rule. */
async function send<Data>(
  endpoint: Endpoint<never, Data>,
  config: AxiosRequestConfig,
  context: CallContext,
): Promise<ApiResult<Data>> {
  // Our own timer rather than axios' `timeout`, so a timeout is the same in every adapter and under msw.
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, endpoint.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const forwardAbort = () => controller.abort();
  context.signal?.addEventListener('abort', forwardAbort);
  // A call made to last long (an upload's chunk, minutes) has its own progress: not offered to cancel.
  const untrack =
    (endpoint.timeoutMs ?? DEFAULT_TIMEOUT_MS) > LONG_BY_DESIGN_MS
      ? () => {}
      : trackRequest(() => {
          timedOut = true;
          controller.abort();
        });
  let response: RawAnswer;
  try {
    // JSON calls go through fetch itself; axios (its progress events) only for uploads.
    if (config.onUploadProgress) {
      const client = await clientFor(endpoint.base);
      response = await client.request({ ...config, signal: controller.signal });
    } else response = await fetchJson(endpoint.base, config, controller.signal);
  } catch (error) {
    // Stopped by the user's "stop waiting" as by our timer: no answer came.
    throw timedOut ? new ApiError('timeout', { cause: error }) : transportError(error);
  } finally {
    clearTimeout(timer);
    untrack();
    context.signal?.removeEventListener('abort', forwardAbort);
  }
  return judge(endpoint, response);
}

/** The only way the app talks to a server. Resolves with validated data or rejects with an ApiError. */
export function callEndpoint<Req, Data>(
  endpoint: Endpoint<Req, Data>,
  request: Req,
  context: CallContext = {},
): Promise<ApiResult<Data>> {
  const { payload, headers } = withCredentials(endpoint, request, context);
  return send(
    endpoint as unknown as Endpoint<never, Data>,
    {
      url: resolvePath(endpoint, request),
      method: endpoint.method,
      headers,
      ...(endpoint.method === 'GET' ? { params: payload } : { data: payload }),
    },
    context,
  );
}

/**
 * The same, for a multipart upload (a contact file's chunk): the request's fields and one file
 * part, with the browser's upload progress in bytes of this request.
 */
export function uploadToEndpoint<Req extends Record<string, string | number>, Data>(
  endpoint: Endpoint<Req, Data>,
  request: Req,
  file: { field: string; blob: Blob; name: string },
  context: CallContext & { onProgress?: (loadedBytes: number) => void } = {},
): Promise<ApiResult<Data>> {
  const { payload, headers } = withCredentials(endpoint, request, context);
  const form = new FormData();
  for (const [key, value] of Object.entries(payload)) form.append(key, String(value));
  form.append(file.field, file.blob, file.name);
  return send(
    endpoint as unknown as Endpoint<never, Data>,
    {
      url: resolvePath(endpoint, request),
      method: 'POST',
      headers,
      data: form,
      onUploadProgress: (event) => context.onProgress?.(event.loaded),
    },
    context,
  );
}

/**
 * Downloads a file a call pointed at (an export), relative to an API base, with the token in a
 * header and the browser's download progress as a fraction (or null when the size is unknown).
 */
export async function downloadFile(
  base: ApiBase,
  url: string,
  context: CallContext & { onProgress?: (fraction: number | null) => void } = {},
): Promise<Blob> {
  let response: AxiosResponse<unknown>;
  try {
    const client = await clientFor(base);
    response = await client.request({
      url,
      method: 'GET',
      responseType: 'blob',
      // The client's text transform would turn the file into a string: keep the Blob.
      transformResponse: [(raw: unknown) => raw],
      headers: {
        ...(context.token ? { api_token: context.token } : {}),
        ...(context.actorId != null ? { [ACTING_USER_HEADER]: String(context.actorId) } : {}),
      },
      signal: context.signal,
      timeout: 0,
      onDownloadProgress: (event) =>
        context.onProgress?.(event.total ? event.loaded / event.total : null),
    });
  } catch (error) {
    throw transportError(error);
  }
  if (response.status !== 200 || !(response.data instanceof Blob))
    throw new ApiError('http', { httpStatus: response.status });
  return response.data;
}
