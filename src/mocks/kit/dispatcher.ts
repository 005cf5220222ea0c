import { http, type HttpHandler } from 'msw';
import type { MockRoute } from './handle';

interface PatternRoute {
  route: MockRoute;
  pattern: RegExp;
  names: string[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `…/contacts/:id/` → a RegExp with one group per `:name` segment, compiled once. */
function compile(route: MockRoute): PatternRoute {
  const names: string[] = [];
  const source = route.url
    .split(/(:[A-Za-z_]\w*)/)
    .map((part) => {
      if (!part.startsWith(':')) return escapeRegExp(part);
      names.push(part.slice(1));
      return '([^/]+)';
    })
    .join('');
  return { route, pattern: new RegExp(`^${source}/?$`), names };
}

/** A URL without its query and hash, and without a trailing slash, as routes are looked up. */
const keyOf = (method: string, url: string) => `${method} ${url.replace(/\/$/, '')}`;

/**
 * One msw handler for every endpoint route: requests outside the API bases are passed over by one
 * RegExp test, and a request to them finds its route in a map (or, for the few computed paths, in
 * a short list of precompiled patterns). Tests still override single calls with msw handlers of
 * their own (`server.use`), which msw tries before this one.
 */
export function apiDispatcher(routes: readonly MockRoute[], bases: readonly string[]): HttpHandler {
  const exact = new Map<string, MockRoute>();
  const patterned: PatternRoute[] = [];
  for (const route of routes) {
    if (route.url.includes('/:')) patterned.push(compile(route));
    // The first route for a URL wins, as msw's first matching handler did.
    else if (!exact.has(keyOf(route.method, route.url)))
      exact.set(keyOf(route.method, route.url), route);
  }
  const anyBase = new RegExp(`^(?:${[...new Set(bases)].map(escapeRegExp).join('|')})`);

  return http.all(anyBase, ({ request }) => {
    const address = new URL(request.url);
    const url = `${address.origin}${address.pathname}`;
    const route = exact.get(keyOf(request.method, url));
    if (route) return route.respond(request, {});
    for (const { route: candidate, pattern, names } of patterned) {
      if (candidate.method !== request.method) continue;
      const match = pattern.exec(url);
      if (!match) continue;
      const params = Object.fromEntries(
        names.map((name, index) => [name, decodeURIComponent(match[index + 1]!)]),
      );
      return candidate.respond(request, params);
    }
    // Not ours (another handler may serve it, or it goes to the network).
    return undefined;
  });
}
