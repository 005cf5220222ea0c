import { existsSync, readdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import type { FeatureRoutes } from '../../src/components/routeEntries';

/**
 * For every built dashboard route (tests/e2e/faults.spec.ts): the call whose failure is the
 * screen's own error state, and what the screen shows once that call has answered. A route that
 * loads nothing has `load: null`: under any fault it still shows its own heading and nothing
 * breaks. The fault sweep fails on a built route without a record, naming the file to add it to,
 * so a new screen joins by an entry.
 *
 * Each feature records its own routes (the ones its routes.ts declares) in
 * src/features/<feature>/harness/e2e/routeLoads.ts, typed FeatureRouteLoads; this module is the
 * kit they are written with and gathers them (Playwright has no import.meta.glob: fs and import,
 * as failureWording.ts). The features import only its types: a feature's file that imported this
 * module's values would wait for this module, which waits for it (top-level await).
 */

/** A call as the sweep needs it: its id (for failureWording.ts) and the path its URL ends with. */
export interface LoadCall {
  id: string;
  path: string;
}

export interface RouteLoad {
  /** The screen's own list or record; its failure words come from failureWording.ts. */
  load: LoadCall | null;
  /** Something only the loaded screen shows (a row of the seeded data). */
  loaded: (main: Locator) => Locator;
  /**
   * What the screen says, instead of the call's own failure, when the server answers 404: the
   * record the URL names does not exist. That view has no Retry; the sweep opens the screen again.
   */
  notFound?: string;
}

/** The rows of the screen's table (the catalogue and contact list pages). */
const tableRows = (main: Locator) => main.locator('.data-table tbody tr');
/** The templates of a library page. */
const templateItems = (main: Locator) => main.locator('.template-item');
/** Nothing to wait for: the screen loads no data of its own. */
const theHeading = (main: Locator) => main.getByRole('heading', { level: 1 });

/** What loaded screens of several features show, named in their records. */
export const SHARED_LOADED = { tableRows, templateItems, theHeading } as const;

/** The parts of an endpoint definition the sweep reads. */
export interface LoadEndpoint {
  id: string;
  path: string | ((request: never) => string);
}

/** A route's record as a feature writes it: its endpoint itself, and a shared locator by name. */
export interface FeatureRouteLoad {
  load: LoadEndpoint | null;
  loaded: keyof typeof SHARED_LOADED | RouteLoad['loaded'];
  notFound?: string;
}

/** What a feature's harness/e2e/routeLoads.ts exports as ROUTE_LOADS, by route path. */
export type FeatureRouteLoads = Record<string, FeatureRouteLoad>;

/** A request whose every field reads 1: enough to compute a path that carries its query. */
const ANY_REQUEST = new Proxy({}, { get: () => 1 });

/** The parts of an endpoint definition the sweep reads; a computed path loses its query string. */
export function call(endpoint: LoadEndpoint): LoadCall {
  const path =
    typeof endpoint.path === 'string' ? endpoint.path : endpoint.path(ANY_REQUEST as never);
  return { id: endpoint.id, path: path.split('?')[0] };
}

/** The file of the app's own routes' records (src/app/shellRoutes.ts): this one. */
const APP_FILE = 'tests/e2e/routeLoads.ts (APP_ROUTE_LOADS)';

/** Routes the app declares itself rather than a feature (src/app/shellRoutes.ts). */
const APP_ROUTE_LOADS: FeatureRouteLoads = {
  'iframe-loader': { load: null, loaded: 'theHeading' },
};

// The route table is app code; in Node the version that Vite would inline must exist first.
(globalThis as { __APP_VERSION__?: string }).__APP_VERSION__ ??= 'e2e';

const featuresDir = new URL('../../src/features/', import.meta.url);
const featureNames = readdirSync(featuresDir).sort();
const fileOf = (feature: string) => `src/features/${feature}/harness/e2e/routeLoads.ts`;

/** Which feature declares each dashboard route, from the features' own routes.ts. */
const featureOfRoute = new Map<string, string>();
for (const feature of featureNames) {
  const routes = new URL(`${feature}/routes.ts`, featuresDir);
  if (!existsSync(routes)) continue;
  const exported = Object.values((await import(routes.href)) as Record<string, unknown>);
  for (const value of exported as Partial<FeatureRoutes>[])
    for (const route of value?.dashboardRoutes ?? []) featureOfRoute.set(route.path, feature);
}

/** Where a dashboard route's record belongs: its feature's file, or this one for the app's own. */
export function routeLoadFileOf(path: string): string {
  const feature = featureOfRoute.get(path);
  return feature === undefined ? APP_FILE : fileOf(feature);
}

/** Every record, with the file it was found in. */
const records: { path: string; file: string; record: FeatureRouteLoad }[] = [
  ...Object.entries(APP_ROUTE_LOADS).map(([path, record]) => ({ path, file: APP_FILE, record })),
];
for (const feature of featureNames) {
  const file = new URL(`${feature}/harness/e2e/routeLoads.ts`, featuresDir);
  if (!existsSync(file)) continue;
  const { ROUTE_LOADS } = (await import(file.href)) as { ROUTE_LOADS: FeatureRouteLoads };
  for (const [path, record] of Object.entries(ROUTE_LOADS))
    records.push({ path, file: fileOf(feature), record });
}

/** The files each route's records were found in (the guard wants exactly its own, once). */
export const ROUTE_LOAD_FILES: Readonly<Record<string, readonly string[]>> = records.reduce<
  Record<string, string[]>
>((files, { path, file }) => ({ ...files, [path]: [...(files[path] ?? []), file] }), {});

export const ROUTE_LOADS: Record<string, RouteLoad> = Object.fromEntries(
  records.map(({ path, record }) => [
    path,
    {
      load: record.load && call(record.load),
      loaded: typeof record.loaded === 'string' ? SHARED_LOADED[record.loaded] : record.loaded,
      ...(record.notFound === undefined ? {} : { notFound: record.notFound }),
    },
  ]),
);

/** The page's main landmark, where a screen shows its own state. */
export const mainOf = (page: Page) => page.locator('main#main-content');
