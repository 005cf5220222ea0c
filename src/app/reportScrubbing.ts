import type { Breadcrumb, ErrorEvent } from '@sentry/react';

/**
 * What the error reporter must never receive (issue 28): the query and fragment of the external
 * sign-in callbacks, which carry the provider's one-time `code` and the `state` that guards it.
 * The pages replace their URL as soon as they have read it, but an error, a navigation or a call
 * recorded in between would still name it; every URL Sentry collects passes through here first.
 */
const CALLBACK_PATHS = ['/oauth/callback', '/auth0loginCallback'];

/** Query parameters that are secrets wherever they appear (an OAuth answer on any URL). */
const SECRET_PARAMS = /([?&#](?:code|state|nonce|id_token|access_token|refresh_token)=)[^&#\s]*/gi;

/** Paths whose last segment is a token: a reset link and the unsubscribe links work for whoever holds them. */
const TOKEN_IN_PATH = /(\/(?:reset-password|phone-unsubs|email-unsubs)\/)[^/?#\s"'<>]+/gi;

const URL_IN_TEXT =
  /(?:\bhttps?:\/\/[^\s"'<>]+|\/(?:oauth\/callback|auth0loginCallback|reset-password\/|phone-unsubs\/|email-unsubs\/)[^\s"'<>]*)/gi;

/**
 * The URL without what it must not carry: a callback's whole query and fragment, a link's token
 * in its path, secret params anywhere.
 */
export function scrubUrl(given: string): string {
  const url = given.replace(TOKEN_IN_PATH, '$1[Filtered]');
  let parsed: URL;
  try {
    parsed = new URL(url, 'http://relative.invalid');
  } catch {
    return url.replace(SECRET_PARAMS, '$1[Filtered]');
  }
  if (CALLBACK_PATHS.some((path) => parsed.pathname.toLowerCase() === path.toLowerCase())) {
    const cut = url.search(/[?#]/);
    return cut === -1 ? url : url.slice(0, cut);
  }
  return url.replace(SECRET_PARAMS, '$1[Filtered]');
}

/** An API key (account area, issue 29): whoever holds it acts as its user. */
const API_KEY = /\b(mc_live_)[A-Za-z0-9]{4,}/g;

/** Every URL inside a free text (an error message, a breadcrumb's message), and any API key. */
export function scrubText(text: string): string {
  return text.replace(URL_IN_TEXT, (url) => scrubUrl(url)).replace(API_KEY, '$1[Filtered]');
}

function scrubValue(value: unknown): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (Array.isArray(value)) return value.map(scrubValue);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([key, inner]) => [
        key,
        scrubValue(inner),
      ]),
    );
  return value;
}

/** A breadcrumb (navigation from/to, fetch and xhr url, console message) without callback secrets. */
export function scrubBreadcrumb(breadcrumb: Breadcrumb): Breadcrumb {
  return {
    ...breadcrumb,
    ...(breadcrumb.message === undefined ? {} : { message: scrubText(breadcrumb.message) }),
    ...(breadcrumb.data ? { data: scrubValue(breadcrumb.data) as Breadcrumb['data'] } : {}),
  };
}

/** The event Sentry is about to send: its request, breadcrumbs, messages and extra data scrubbed. */
export function scrubEvent(event: ErrorEvent): ErrorEvent {
  const scrubbed: ErrorEvent = { ...event };
  if (event.request) {
    const { query_string: _query, ...request } = event.request;
    const onCallback = request.url !== undefined && scrubUrl(request.url) !== request.url;
    scrubbed.request = {
      ...request,
      ...(request.url === undefined ? {} : { url: scrubUrl(request.url) }),
      ...(request.headers
        ? { headers: scrubValue(request.headers) as Record<string, string> }
        : {}),
      // The query string is sent apart from the URL: dropped with it, kept only off the callbacks.
      ...(!onCallback && event.request.query_string !== undefined
        ? { query_string: scrubValue(event.request.query_string) as typeof _query }
        : {}),
    };
  }
  if (event.message !== undefined) scrubbed.message = scrubText(event.message);
  if (event.breadcrumbs) scrubbed.breadcrumbs = event.breadcrumbs.map(scrubBreadcrumb);
  if (event.exception?.values)
    scrubbed.exception = {
      ...event.exception,
      values: event.exception.values.map((value) =>
        value.value === undefined ? value : { ...value, value: scrubText(value.value) },
      ),
    };
  if (event.extra) scrubbed.extra = scrubValue(event.extra) as ErrorEvent['extra'];
  if (event.contexts) scrubbed.contexts = scrubValue(event.contexts) as ErrorEvent['contexts'];
  if (event.tags) scrubbed.tags = scrubValue(event.tags) as ErrorEvent['tags'];
  if (event.transaction !== undefined) scrubbed.transaction = scrubText(event.transaction);
  return scrubbed;
}
