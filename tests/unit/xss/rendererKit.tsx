import { render, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import AntdRoot from '../../../src/app/providers/AntdRoot';
import { LocaleProvider } from '../../../src/app/providers/LocaleProvider';
import type { AppStore } from '../../../src/app/store';
import { en } from '../../../src/i18n/locales/en';
import { renderApp } from '../../utils/renderApp';
import type { DemoUser } from '../../utils/session';
import { installSentinel, quoted } from '../../utils/xssSentinel';

/**
 * The kit of the XSS renderer suite (quality harness §3, renderers; the runner is
 * renderers.test.tsx): the shape of a case, the helpers cases mount and find their spots with, and
 * the checks every case goes through (`problemsOf`). The cases themselves live with their features,
 * in src/features/<feature>/harness/xssRenderers.tsx (the app shell's in shellRenderers.tsx).
 *
 * For each string a renderer shows, `problemsOf` checks that
 * - the string appears as text: the textContent of each spot that displays it contains it;
 * - no element the payload would create exists: nowhere in the document is there anything that
 *   runs script (script, iframe, object, embed, base, meta refresh, srcdoc), and no element added
 *   or changed while showing the string carries an on* attribute, a javascript: or data:text/html
 *   URL, or CSS with url(), expression() or javascript:; and each spot holds no more markup-bearing
 *   elements (svg, img, a, style, foreignObject, use, form...) than it holds for a plain string;
 * - the sentinel saw nothing: window.__xss is undefined, alert/confirm/prompt were not called,
 *   nothing was logged with console.error, and the error boundary's page is not shown.
 * jsdom runs inline handlers (vitest sets runScripts: 'dangerously') but loads no image and plays
 * no media, so here the structural checks are what would catch a payload; the Playwright suite
 * (tests/e2e/xss.spec.ts) watches for real execution in Chromium.
 *
 * Text normalisation: none. React puts strings into text nodes untouched (null bytes, control
 * characters and odd Unicode included) and jsdom keeps them, so each check is an exact `includes`
 * on textContent. What a component itself does to the string (the user menu trims "first last",
 * an empty server message falls back to our own wording) is written in the spot's `expected`.
 */

export interface Spot {
  name: string;
  /** The element that displays the string of slot `slot` (0 for one-at-a-time renderers). */
  region: (slot: number) => Element;
  /** What the region's textContent must contain once `text` is shown in slot `slot`. */
  expected: (text: string, slot: number) => string;
}

export interface Mounted {
  /** How many strings it shows at once (rows of a list); 1 when it has one place for the text. */
  slots: number;
  /** Puts up to `slots` strings on screen, the i-th in slot i; resolves once they are rendered. */
  show: (texts: readonly string[]) => Promise<void>;
  spots: Spot[];
}

/**
 * One renderer case: a screen or component, and how the suite puts strings where the user's or
 * the server's text goes. `mount` renders it once and returns `show` and the `spots` that display
 * the strings. A screen that lists things shows many strings at once, one per row (`slots`: a list
 * answer with that many rows); a screen with one place for the text shows one at a time. Every
 * string still gets every check of its own row. Cases that round-trip or remount per string are
 * slow: give them a BLNS sample size (`blns: 20`); every case sees every XSS payload.
 */
export interface RendererCase {
  /** The test group's name: what it renders, and where the strings come from. */
  name: string;
  /** 'all' BLNS strings, or the size of an even sample for renderers that round-trip per string. */
  blns: 'all' | number;
  /** Renders the screen once. */
  mount: () => Promise<Mounted>;
  /**
   * Lazy modules the case's screen loads (its route pages), imported once before the suite's
   * first test, beside the app's own (tests/utils/appSetup.ts).
   */
  preload?: readonly (() => Promise<unknown>)[];
}

/** What a feature's harness/xssRenderers.tsx exports, as `XSS_RENDERERS`. */
export type RendererCases = readonly RendererCase[];

/** The string every slot shows before the hostile ones: the baseline of each spot's markup. */
export const PLAIN = 'Plain text';

/** Rows a list renderer shows at once: a long answer, every row its own string. */
export const LIST_SLOTS = 50;

/** A renderer with one place for the text: it shows the first (and only) string it is given. */
export function oneAtATime(show: (text: string) => Promise<void>, spots: Spot[]): Mounted {
  return { slots: 1, show: (texts) => show(texts[0]!), spots };
}

// ---------------------------------------------------------------------------------------------
// Rendering.

/** The app's providers around a component, as App mounts them: store, language, antd, router. */
export function InAppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <LocaleProvider>
        <AntdRoot>
          <MemoryRouter>{children}</MemoryRouter>
        </AntdRoot>
      </LocaleProvider>
    </Provider>
  );
}

/** Renders `ui` inside the app's providers (InAppProviders). */
export function renderInApp(store: AppStore, ui: ReactNode) {
  return render(<InAppProviders store={store}>{ui}</InAppProviders>);
}

/**
 * A route of the whole app as the Marketplace user (or `as`), once `loaded` says its first answer
 * is on screen.
 */
export async function mountLoadedRoute(
  path: string,
  loaded: (store: AppStore) => void,
  as: DemoUser = 'market',
): Promise<AppStore> {
  const { store } = await renderApp(path, { as });
  // The route's own load must have answered, or its answer would overwrite the strings shown.
  await waitFor(() => loaded(store), { timeout: 15_000 });
  return store;
}

// ---------------------------------------------------------------------------------------------
// Finding spots.

export function one(selector: string, within: ParentNode = document): Element {
  const found = within.querySelector(selector);
  if (!found) throw new Error(`Nothing matches ${selector}`);
  return found;
}

/**
 * The descendants of `root` with these attribute values, in document order: what a selector such
 * as `[role="row"][data-index="3"]` finds. Such a selector has no class or id to start from, so
 * jsdom's selector engine matches it against every element, function by function: with the
 * contact grid on screen that was a fifth of the suite's time. This loop reads the attributes.
 */
export function withAttributes(
  root: Element | Document,
  values: Record<string, string>,
): Element[] {
  const entries = Object.entries(values);
  return [...root.getElementsByTagName('*')].filter((element) =>
    entries.every(([name, value]) => element.getAttribute(name) === value),
  );
}

/** The first element in the document with `role="alert"`. */
export function firstAlert(): Element {
  const [alert] = withAttributes(document, { role: 'alert' });
  if (!alert) throw new Error('Nothing matches [role="alert"]');
  return alert;
}

/**
 * What `selector:nth-child(position)` picks among `parent`'s children, found by index: jsdom's
 * selector engine works out an nth-child by walking the siblings, for every candidate in the
 * document, which was a quarter of the suite's time with 50 rows on screen.
 */
export function nthChild(parent: Element, position: number, tag: string): Element {
  const child = parent.children[position - 1];
  if (child?.localName !== tag)
    throw new Error(`No <${tag}> is child ${position} of <${parent.localName}>`);
  return child;
}

/** A cell of the page's first DataTable, in the body row of the slot. */
export const tableCell = (column: number) => (slot: number) =>
  nthChild(nthChild(one('.data-table tbody'), slot + 1, 'tr'), column, 'td');

// ---------------------------------------------------------------------------------------------
// The checks.

/** Elements that run script or navigate wherever they are: none may exist anywhere, ever. */
const NEVER = 'script, iframe, frame, object, embed, applet, base, meta[http-equiv], [srcdoc]';
const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'data', 'xlink:href', 'background'];
/** Elements a payload would add to a spot; a spot may hold some already (antd's icons are SVG). */
const MARKUP = [
  'a',
  'img',
  'svg',
  'foreignObject',
  'use',
  'animate',
  'set',
  'image',
  'math',
  'style',
  'link',
  'form',
  'input',
  'button',
  'details',
  'video',
  'audio',
  'source',
  'marquee',
  'template',
  'noscript',
  'body',
  'title',
  'textarea',
];

/** A URL that runs script, after the browser's own clean-up (whitespace and controls dropped). */
function isScriptUrl(value: string): boolean {
  // eslint-disable-next-line no-control-regex
  const squeezed = value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
  return squeezed.startsWith('javascript:') || squeezed.startsWith('data:text/html');
}

function attributeProblem(element: Element, attribute: Attr): string | null {
  const name = attribute.name.toLowerCase();
  const hostile =
    name.startsWith('on') ||
    (URL_ATTRIBUTES.includes(name) && isScriptUrl(attribute.value)) ||
    (name === 'style' && /expression\(|javascript:|url\(/i.test(attribute.value));
  return hostile ? `<${element.tagName.toLowerCase()} ${name}="${attribute.value}">` : null;
}

/** A script carrier found in the document, and the element it is on. */
interface Carrier {
  element: Element;
  markup: string;
}

/** Watches the document; `carriers()` lists what came in since the last call that runs script. */
function watchDocument() {
  const observer = new MutationObserver(() => undefined);
  observer.observe(document, { subtree: true, childList: true, attributes: true });
  return {
    carriers: (): Carrier[] => {
      const found: Carrier[] = [...document.querySelectorAll(NEVER)].map((element) => ({
        element,
        markup: element.outerHTML,
      }));
      const touched = new Set<Element>();
      for (const record of observer.takeRecords()) {
        if (record.type === 'attributes' && record.target instanceof Element)
          touched.add(record.target);
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue;
          touched.add(node);
          for (const inner of node.querySelectorAll('*')) touched.add(inner);
        }
      }
      for (const element of touched)
        for (const attribute of element.attributes) {
          const problem = attributeProblem(element, attribute);
          if (problem) found.push({ element, markup: problem });
        }
      return found;
    },
    stop: () => observer.disconnect(),
  };
}

/** How many markup-bearing elements of each kind a spot holds. */
function markupCounts(region: Element): number[] {
  return MARKUP.map((tag) => region.getElementsByTagName(tag).length);
}

/** Cuts `strings` into batches of `size`. */
function batchesOf(strings: readonly string[], size: number): string[][] {
  const batches: string[][] = [];
  for (let index = 0; index < strings.length; index += size)
    batches.push(strings.slice(index, index + size));
  return batches;
}

/**
 * Mounts the case, shows the strings, as many at once as it has slots, and lists every failed
 * check (empty when all pass). Each string is checked in its own slot; a script carrier is blamed
 * on the string whose spot holds it, or on the whole batch when it is elsewhere in the document.
 */
export async function problemsOf(
  renderer: RendererCase,
  strings: readonly string[],
): Promise<string[]> {
  const sentinel = installSentinel();
  const mounted = await renderer.mount();
  const { slots, spots } = mounted;
  const plain = Array<string>(slots).fill(PLAIN);
  await mounted.show(plain);
  const baseline = plain.map((_text, slot) => spots.map((spot) => markupCounts(spot.region(slot))));
  const watcher = watchDocument();
  const problems = sentinel().map((call) => `mounting: ${call}`);

  for (const batch of batchesOf(strings, slots)) {
    const labels = batch.map(quoted);
    const together = labels.join(' / ');
    try {
      await mounted.show(batch);
    } catch (error) {
      problems.push(`${together}: ${error instanceof Error ? error.message : String(error)}`);
    }
    batch.forEach((text, slot) => {
      spots.forEach((spot, index) => {
        try {
          const region = spot.region(slot);
          const shown = region.textContent ?? '';
          if (!shown.includes(spot.expected(text, slot)))
            problems.push(`${labels[slot]} ${spot.name}: not shown as sent, got ${quoted(shown)}`);
          const counts = markupCounts(region);
          const added = MARKUP.filter((_tag, at) => counts[at]! > baseline[slot]![index]![at]!);
          if (added.length > 0)
            problems.push(`${labels[slot]} ${spot.name}: added <${added.join('>, <')}>`);
        } catch (error) {
          problems.push(
            `${labels[slot]} ${spot.name}: ${error instanceof Error ? error.message : String(error)}`,
          );
        }
      });
    });
    for (const { element, markup } of watcher.carriers()) {
      const slot = batch.findIndex((_text, at) =>
        spots.some((spot) => {
          try {
            return spot.region(at).contains(element);
          } catch {
            return false;
          }
        }),
      );
      problems.push(`${slot >= 0 ? labels[slot] : together}: script carrier ${markup}`);
    }
    if ((document.body.textContent ?? '').includes(en['error.boundary.title']))
      problems.push(`${together}: the error page is shown`);
    for (const call of sentinel()) problems.push(`${together}: sentinel saw ${call}`);
  }
  watcher.stop();
  return problems;
}
