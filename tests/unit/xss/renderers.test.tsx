import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { loginEndpoint } from '../../../src/features/auth/api';
import { overrideCall } from '../../utils/overrides';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { useAppSelector } from '../../../src/state/hooks';
import { TopBar } from '../../../src/app/layout/TopBar';
import AntdRoot from '../../../src/app/providers/AntdRoot';
import { LocaleProvider } from '../../../src/app/providers/LocaleProvider';
import { NoticeToaster } from '../../../src/app/providers/NoticeToaster';
import type { AppStore } from '../../../src/app/store';
import { makeTestStore } from '../../utils/store';
import { StatusPage } from '../../../src/components/StatusPage';
import { type Profile, profileSchema } from '../../../src/features/auth/schemas';
import { editProfileCall, loginCall, profileRestored } from '../../../src/features/auth/slice';
import DashboardHomePage from '../../../src/features/dashboard/pages/DashboardHomePage';
import { selectPreferences } from '../../../src/features/preferences';
import { en } from '../../../src/i18n/locales/en';
import { db } from '../../../src/mocks/db';
import { profileOf } from '../../../src/mocks/auth/handlers';
import { templateView } from '../../../src/mocks/templates/rules';
import { noticeRaised } from '../../../src/state/notices';
import { TemplateItem } from '../../../src/features/templates/components/library/TemplateItem';
import { type Template, templateSchema } from '../../../src/features/templates/schemas';
import { allEnglish } from '../../../src/i18n/allEnglish';
import { shellTheme } from '../../../src/theme/themes';
import { ImportWizard } from '../../../src/features/contacts/import/ImportWizard';
import {
  contactPageArrived,
  contactsStarted,
  failedListsCall,
  listPageCall,
} from '../../../src/features/contacts/slice';
import { contactsEn } from '../../../src/i18n/locales/domains/contacts/en';
import { displayUsPhone } from '../../../src/lib/phone';
import { BLNS, XSS_PAYLOADS, sampleOf } from '../../fixtures/hostileStrings';
import { renderApp } from '../../utils/renderApp';
import { createTestServices } from '../../utils/services';
import { installSentinel, quoted, settle } from '../../utils/xssSentinel';
import { atDesktopWidth, preloadAppModules } from '../../utils/appSetup';

/**
 * Quality harness §3, renderers: every hostile string goes through every place that renders
 * user-authored or server-provided text, in the real component inside the real app providers.
 *
 * For each string a renderer shows, the suite checks that
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
 * (tests/e2e/xss.spec.ts) watches for real execution in Chromium, and also takes the names the
 * long way round (mock backend database, reload, get-profile), which would cost ~0.2 s a string here.
 * "The checks themselves" at the end proves the checks catch a renderer that injects HTML.
 *
 * Text normalisation: none. React puts strings into text nodes untouched (null bytes, control
 * characters and odd Unicode included) and jsdom keeps them, so each check is an exact `includes`
 * on textContent. What a component itself does to the string (the user menu trims "first last",
 * an empty server message falls back to our own wording) is written in the spot's `expected`.
 *
 * ADDING A SCREEN: templates (sms, mail HTML, card SVG), campaigns, contacts, lists, banners and
 * notifications come in later issues. Each plugs in with ONE ENTRY IN `RENDERERS` below: `mount`
 * renders the screen once and returns `show`, which puts one string where the user's or the
 * server's text goes (a store action, a mock-server answer, a re-render), and the `spots` that
 * display it. Renderers that round-trip or remount per string are slow: give them a BLNS sample
 * size (`blns: 20`); every renderer sees every XSS payload.
 */

interface Spot {
  name: string;
  /** The element that displays the string. */
  region: () => Element;
  /** What the region's textContent must contain once `text` is shown. */
  expected: (text: string) => string;
}

interface Mounted {
  /** Puts one string on screen; resolves once it is rendered. */
  show: (text: string) => Promise<void>;
  spots: Spot[];
}

interface Renderer {
  name: string;
  /** 'all' BLNS strings, or the size of an even sample for renderers that round-trip per string. */
  blns: 'all' | number;
  /** Renders the screen once. */
  mount: () => Promise<Mounted>;
}

const MARKET_EMAIL = 'market@mailcraft.demo';
const PLAIN = 'Plain text';

function one(selector: string): Element {
  const found = document.querySelector(selector);
  if (!found) throw new Error(`Nothing matches ${selector}`);
  return found;
}

/** Where the dashboard shows the profile's names; fname and lname both hold the string. */
const DASHBOARD_SPOTS: Spot[] = [
  {
    name: 'top bar welcome line',
    region: () => one('.topbar__welcome'),
    expected: (text) => text || MARKET_EMAIL,
  },
  {
    name: 'user menu',
    region: () => one('.topbar__user'),
    // The menu shows "first last", trimmed, or the email when both are blank.
    expected: (text) => `${text} ${text}`.trim() || MARKET_EMAIL,
  },
  {
    name: 'home greeting',
    region: () => one('.dashboard-home__greeting'),
    expected: (text) => text || MARKET_EMAIL,
  },
];

/** The sign-in page, with the login call failing with `text` as the server's words. */
async function mountSignInFailure(
  failure: (text: string) => Parameters<typeof loginCall.failure>[0]['error'],
  expected: (text: string) => string,
): Promise<Mounted> {
  const { store } = await renderApp('/signin');
  await screen.findByRole('heading', { level: 1 });
  return {
    show: async (text) => {
      await act(async () => {
        store.dispatch(
          loginCall.failure({ request: { email: '', password: '' }, error: failure(text) }),
        );
        await Promise.resolve();
      });
    },
    spots: [{ name: 'error alert', region: () => one('[role="alert"]'), expected }],
  };
}

/** Shows each string as both of the profile's names, as a profile answer would set them. */
function namesShownBy(store: AppStore, profile: Profile): Mounted {
  return {
    show: async (text) => {
      await act(async () => {
        store.dispatch(profileRestored({ ...profile, fname: text, lname: text }));
        await Promise.resolve();
      });
    },
    spots: DASHBOARD_SPOTS,
  };
}

/**
 * One template of a library (TemplateItem, the component that shows a template's user-authored
 * fields), re-rendered with the string in its fields as a list answer would bring them.
 */
async function mountTemplateItem(
  type: 'sms' | 'mail' | 'card',
  fields: (text: string) => Partial<Template>,
): Promise<Mounted> {
  const base = templateSchema.parse(
    templateView(
      db(),
      db().templates.get({ sms: 1, mail: 101, card: 201 }[type])!,
      db().users.get(1)!,
    ),
  );
  const item = (text: string) => (
    <IntlProvider locale="en" messages={allEnglish}>
      <TemplateItem
        template={{ ...base, ...fields(text) }}
        can={{ change: true, send: true }}
        busy={false}
        onAction={() => undefined}
        onFavourite={() => undefined}
        onDelete={() => undefined}
      />
    </IntlProvider>
  );
  const view = render(item(PLAIN));
  await settle();
  return {
    show: async (text) => {
      view.rerender(item(text));
      await Promise.resolve();
    },
    spots: [
      {
        name: 'the template',
        region: () => one('.template-item'),
        expected: (text) => (type === 'card' ? '' : text),
      },
    ],
  };
}

/** A contacts route of the whole app, once `loaded` says its first answer is on screen. */
async function mountContactsRoute(
  path: string,
  loaded: (store: AppStore) => void,
): Promise<AppStore> {
  const { store } = await renderApp(path, { as: 'market' });
  // The route's own load must have answered, or its answer would overwrite the strings shown.
  await waitFor(() => loaded(store), { timeout: 15_000 });
  return store;
}

/** A cell of the first body row of the page's first DataTable. */
const firstTableCell = (column: number) => () =>
  one(`.data-table tbody tr:first-child td:nth-child(${column})`);

/** A cell of the first row of the contact grid. */
const firstGridCell = (column: number) => () =>
  one(`.contact-grid__viewport [role="row"] [role="cell"]:nth-child(${column})`);

/** What a file carries of a string: UTF-8 has no lone surrogates (they arrive as U+FFFD). */
const throughUtf8 = (text: string) => new TextDecoder().decode(new TextEncoder().encode(text));

/** One CSV cell holding the string as it is: quoted, quotes doubled. */
const quotedCell = (text: string) => `"${text.replaceAll('"', '""')}"`;

/** The top bar and the home page as the dashboard layout themes them, without the rest of it. */
function TopBarAndHome() {
  const preferences = useAppSelector(selectPreferences);
  const theme = shellTheme(preferences);
  return (
    <ThemeProvider theme={theme}>
      <TopBar breakpoint="desktop" />
      <DashboardHomePage titleId="nav.dashboard" />
    </ThemeProvider>
  );
}

export const RENDERERS: Renderer[] = [
  {
    name: 'top bar and home page: profile names (store)',
    blns: 'all',
    mount: async () => {
      const store = makeTestStore(createTestServices());
      const profile = profileSchema.parse(profileOf(db().users.get(2)!));
      store.dispatch(profileRestored(profile));
      render(
        <Provider store={store}>
          <LocaleProvider>
            <AntdRoot>
              <MemoryRouter>
                <TopBarAndHome />
              </MemoryRouter>
            </AntdRoot>
          </LocaleProvider>
        </Provider>,
      );
      await settle();
      await screen.findByText((_content, element) =>
        Boolean(element?.classList.contains('dashboard-home__greeting')),
      );
      return namesShownBy(store, profile);
    },
  },
  {
    name: 'dashboard: profile names (store, whole app)',
    blns: 20,
    mount: async () => {
      const { store } = await renderApp('/dashboard', { as: 'market' });
      // get-profile must have answered, or its answer would overwrite the names shown below.
      await waitFor(() => {
        expect(store.getState().auth.profileLoad.data).not.toBeNull();
        one('.dashboard-home__greeting');
      });
      const profile = store.getState().auth.profile!;
      return namesShownBy(store, profile);
    },
  },
  {
    name: 'sign-in error: server message (status false)',
    blns: 'all',
    mount: () =>
      mountSignInFailure(
        (text) => ({ kind: 'status', httpStatus: 200, serverMessage: text, fieldErrors: [] }),
        // An empty message is no message: the page says "Wrong mail or password" instead.
        (text) => text || en['auth.wrongLogin'],
      ),
  },
  {
    name: 'sign-in error: field errors (422)',
    blns: 'all',
    mount: () =>
      mountSignInFailure(
        (text) => ({
          kind: 'http',
          httpStatus: 422,
          serverMessage: 'The given data was invalid.',
          fieldErrors: [text],
        }),
        (text) => text,
      ),
  },
  {
    name: 'sign-in error: the mock server answers the login with the message',
    blns: 10,
    mount: async () => {
      const { store, user } = await renderApp('/signin');
      await screen.findByRole('heading', { level: 1 });
      await user.type(screen.getByLabelText(en['auth.email']), MARKET_EMAIL);
      await user.type(screen.getByLabelText(en['auth.password']), 'wrong');
      let message = '';
      overrideCall(loginEndpoint, () => HttpResponse.json({ status: false, message, data: null }));
      const submit = screen.getByRole('button', { name: en['auth.submit'] });
      return {
        show: async (text) => {
          message = text;
          await user.click(submit);
          await waitFor(() => {
            const { login } = store.getState().auth;
            expect(login.loading).toBe(false);
            expect(login.error?.serverMessage ?? '').toBe(text);
          });
        },
        spots: [
          {
            name: 'error alert',
            region: () => one('[role="alert"]'),
            expected: (text) => text || en['auth.wrongLogin'],
          },
        ],
      };
    },
  },
  {
    name: '/settings: server message',
    blns: 100,
    mount: async () => {
      const { store } = await renderApp('/settings', { as: 'newcomer' });
      await screen.findByLabelText(en['settings.fname']);
      return {
        show: async (text) => {
          await act(async () => {
            store.dispatch(
              editProfileCall.failure({
                request: { fname: '', lname: '', phone_no: '' },
                error: { kind: 'status', httpStatus: 200, serverMessage: text, fieldErrors: [] },
              }),
            );
            await Promise.resolve();
          });
        },
        spots: [
          {
            name: 'error alert',
            region: () => one('[role="alert"]'),
            expected: (text) => text || en['error.profileSystem'],
          },
        ],
      };
    },
  },
  {
    name: 'template library: titles, category and industry names, sms text',
    blns: 'all',
    mount: () =>
      mountTemplateItem('sms', (text) => ({
        title: text,
        content: text,
        category_name: text,
        industry_name: text,
      })),
  },
  {
    name: 'template library: mail subject',
    // The same text path as the titles above, which see every string.
    blns: 100,
    mount: () => mountTemplateItem('mail', (text) => ({ title: text, subject: text })),
  },
  {
    name: 'template library: card artwork SVG (shown as images)',
    blns: 100,
    mount: () =>
      mountTemplateItem('card', (text) => ({
        title: text,
        front_svg: `<svg xmlns="http://www.w3.org/2000/svg"><text>${text}</text></svg>`,
        back_svg: text,
      })),
  },
  {
    name: 'toast with server text (NoticeToaster, ToastHost)',
    blns: 'all',
    mount: async () => {
      const store = makeTestStore(createTestServices());
      // The toaster as App mounts it: inside the store and the language provider.
      const toaster = (
        <Provider store={store}>
          <LocaleProvider>
            <NoticeToaster />
          </LocaleProvider>
        </Provider>
      );
      let view = render(toaster);
      await settle();
      let shown = 0;
      let latest = '';
      return {
        show: async (text) => {
          // Toasts without auto close pile up, and each new one re-renders the pile: start afresh
          // every few (a dismissed toast waits for a CSS animation that jsdom never plays).
          shown += 1;
          if (shown % 10 === 0) {
            view.unmount();
            view = render(toaster);
            await settle();
          }
          const notice = noticeRaised({ kind: 'error', message: { text }, autoClose: false });
          latest = notice.payload.key;
          await act(async () => {
            store.dispatch(notice);
            await Promise.resolve();
          });
          // react-toastify gives each toast its toastId (our notice key) as id.
          await waitFor(() => expect(document.getElementById(latest)).not.toBeNull());
        },
        spots: [
          {
            name: 'the newest toast',
            region: () => document.getElementById(latest)!,
            expected: (text) => text,
          },
        ],
      };
    },
  },
  {
    name: '/dashboard/mailing: contact list names (store)',
    blns: 'all',
    mount: async () => {
      const store = await mountContactsRoute('/dashboard/mailing', (loaded) => {
        expect(loaded.getState().contacts?.lists.data).toHaveLength(4);
        firstTableCell(1)();
      });
      const list = store.getState().contacts!.lists.data![0]!;
      return {
        show: async (text) => {
          await act(async () => {
            store.dispatch(
              listPageCall.success({
                request: { limit: 10, offset: 0 },
                data: [{ ...list, name: text }],
                totalCount: 1,
                message: undefined,
              }),
            );
            await Promise.resolve();
          });
        },
        spots: [{ name: 'list name', region: firstTableCell(1), expected: (text) => text }],
      };
    },
  },
  {
    name: '/dashboard/mailinglist/{id}: contact fields (store)',
    blns: 'all',
    mount: async () => {
      const store = await mountContactsRoute('/dashboard/mailinglist/1', (loaded) => {
        const contacts = loaded.getState().contacts?.contacts;
        expect(contacts?.loading).toBe(false);
        expect(contacts?.rows).toHaveLength(24);
        firstGridCell(1)();
      });
      const contact = store.getState().contacts!.contacts.rows[0]!;
      return {
        show: async (text) => {
          const fields = {
            first_name: text,
            last_name: text,
            business_name: text,
            website: text,
            email: text,
            street: text,
            city: text,
            state: text,
            zip: text,
            phone: text,
          };
          await act(async () => {
            store.dispatch(contactsStarted({ listId: 1, type: 'user' }));
            store.dispatch(
              contactPageArrived({
                listId: 1,
                rows: [{ ...contact, ...fields }],
                total: 1,
                maxPages: 1,
              }),
            );
            await Promise.resolve();
          });
        },
        spots: [
          // The grid joins the names, formats a US phone and joins the address, as written here.
          { name: 'name', region: firstGridCell(1), expected: (text) => `${text} ${text}`.trim() },
          { name: 'email', region: firstGridCell(2), expected: (text) => text },
          { name: 'phone', region: firstGridCell(3), expected: (text) => displayUsPhone(text) },
          {
            name: 'address',
            region: firstGridCell(4),
            expected: (text) => [text, text, `${text} ${text}`.trim()].filter(Boolean).join(', '),
          },
        ],
      };
    },
  },
  {
    name: '/dashboard/failed-mailing: failed-address list names (store)',
    blns: 'all',
    mount: async () => {
      const store = await mountContactsRoute('/dashboard/failed-mailing', (loaded) => {
        expect(loaded.getState().contacts?.failed.data).toHaveLength(1);
        firstTableCell(1)();
      });
      const entry = store.getState().contacts!.failed.data![0]!;
      return {
        show: async (text) => {
          await act(async () => {
            store.dispatch(
              failedListsCall.success({
                request: {},
                data: [{ ...entry, name: text }],
                totalCount: 1,
                message: undefined,
              }),
            );
            await Promise.resolve();
          });
        },
        spots: [{ name: 'list name', region: firstTableCell(1), expected: (text) => text }],
      };
    },
  },
  {
    name: 'contact import: preview and column choices of a CSV (file)',
    // Each string is read from a file: a sample of the list, and every payload.
    blns: 100,
    mount: async () => {
      const store = makeTestStore(createTestServices());
      render(
        <Provider store={store}>
          <LocaleProvider>
            <AntdRoot>
              <MemoryRouter>
                <ImportWizard mode="create" onClose={() => undefined} />
              </MemoryRouter>
            </AntdRoot>
          </LocaleProvider>
        </Provider>,
      );
      const input = await screen.findByLabelText(contactsEn['contacts.import.chooseFile']);
      const header = () => one('.import-preview thead th:nth-child(2)');
      const cell = () => one('.import-preview tbody tr:first-child td:nth-child(2)');
      return {
        show: async (text) => {
          // The string as the header of a column and as its first value.
          const csv = `id,${quotedCell(text)}\r\n1,${quotedCell(text)}\r\n`;
          const file = new File([csv], 'contacts.csv', { type: 'text/csv' });
          fireEvent.change(input, { target: { files: [file] } });
          const carried = throughUtf8(text);
          await waitFor(() => {
            expect(header().textContent).toBe(carried);
            expect(cell().textContent).toBe(carried);
          });
        },
        spots: [
          { name: 'preview header', region: header, expected: throughUtf8 },
          { name: 'preview cell', region: cell, expected: throughUtf8 },
          {
            // A column without a name is offered as "Column 2".
            name: 'column choices',
            region: () => one('.import-mapping'),
            expected: (text) => throughUtf8(text) || `${contactsEn['contacts.import.column']} 2`,
          },
        ],
      };
    },
  },
  {
    name: 'StatusPage title and body',
    blns: 'all',
    mount: () => {
      const page = (text: string) => (
        <IntlProvider locale="en" messages={en}>
          <MemoryRouter>
            <StatusPage standalone code="404" title={text} body={text} />
          </MemoryRouter>
        </IntlProvider>
      );
      const view = render(page(PLAIN));
      return Promise.resolve({
        show: (text) => {
          view.rerender(page(text));
          return Promise.resolve();
        },
        spots: [
          { name: 'title', region: () => one('.status-page__title'), expected: (text) => text },
          { name: 'body', region: () => one('.status-page__body'), expected: (text) => text },
        ],
      });
    },
  },
];

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

/** Watches the document; `problems()` lists what came in since the last call that runs script. */
function watchDocument() {
  const observer = new MutationObserver(() => undefined);
  observer.observe(document, { subtree: true, childList: true, attributes: true });
  return {
    problems: (): string[] => {
      const found = [...document.querySelectorAll(NEVER)].map((element) => element.outerHTML);
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
          if (problem) found.push(problem);
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

/** Shows each string in turn and lists every failed check (empty when all pass). */
async function problemsOf(renderer: Renderer, strings: readonly string[]): Promise<string[]> {
  const sentinel = installSentinel();
  const mounted = await renderer.mount();
  await mounted.show(PLAIN);
  const baseline = mounted.spots.map((spot) => markupCounts(spot.region()));
  const watcher = watchDocument();
  const problems = sentinel().map((call) => `mounting: ${call}`);

  for (const text of strings) {
    const label = quoted(text);
    try {
      await mounted.show(text);
      mounted.spots.forEach((spot, index) => {
        const region = spot.region();
        const shown = region.textContent ?? '';
        if (!shown.includes(spot.expected(text)))
          problems.push(`${label} ${spot.name}: not shown as sent, got ${quoted(shown)}`);
        const counts = markupCounts(region);
        const added = MARKUP.filter((_tag, at) => counts[at]! > baseline[index]![at]!);
        if (added.length > 0) problems.push(`${label} ${spot.name}: added <${added.join('>, <')}>`);
      });
    } catch (error) {
      problems.push(`${label}: ${error instanceof Error ? error.message : String(error)}`);
    }
    for (const found of watcher.problems()) problems.push(`${label}: script carrier ${found}`);
    if ((document.body.textContent ?? '').includes(en['error.boundary.title']))
      problems.push(`${label}: the error page is shown`);
    for (const call of sentinel()) problems.push(`${label}: sentinel saw ${call}`);
  }
  watcher.stop();
  return problems;
}

preloadAppModules(
  () => import('../../../src/features/contacts/pages/ContactListsPage'),
  () => import('../../../src/features/contacts/pages/ContactListPage'),
  () => import('../../../src/features/contacts/pages/FailedAddressesPage'),
);
atDesktopWidth();

/** Generous: a whole list goes through each test, and CI machines are shared. */
const LIST_TIMEOUT = 240_000;

describe.each(RENDERERS.map((renderer) => [renderer.name, renderer] as const))(
  '%s',
  (_name, renderer) => {
    it(
      `shows every XSS payload (${XSS_PAYLOADS.length}) as text and runs none`,
      async () => {
        expect(await problemsOf(renderer, XSS_PAYLOADS)).toEqual([]);
      },
      LIST_TIMEOUT,
    );

    const blns = renderer.blns === 'all' ? BLNS : sampleOf(BLNS, renderer.blns);
    const which = renderer.blns === 'all' ? 'every' : 'a sample of the';
    it(
      `shows ${which} naughty strings (${blns.length}) as text and runs none`,
      async () => {
        expect(await problemsOf(renderer, blns)).toEqual([]);
      },
      LIST_TIMEOUT,
    );
  },
);

describe('the checks themselves', () => {
  it('catch a renderer that injects the string as HTML', async () => {
    const canary: Renderer = {
      name: 'canary',
      blns: 'all',
      mount: () => {
        // What no screen may do: hand the string to the DOM as markup.
        const view = render(<div className="canary" dangerouslySetInnerHTML={{ __html: PLAIN }} />);
        return Promise.resolve({
          show: (text) => {
            view.rerender(<div className="canary" dangerouslySetInnerHTML={{ __html: text }} />);
            return Promise.resolve();
          },
          spots: [{ name: 'canary', region: () => one('.canary'), expected: (text) => text }],
        });
      },
    };
    const problems = await problemsOf(canary, XSS_PAYLOADS);
    const withMarkup = XSS_PAYLOADS.filter((payload) => /<[a-z]/i.test(payload));
    const missed = withMarkup.filter(
      (payload) => !problems.some((problem) => problem.startsWith(quoted(payload))),
    );
    expect(missed).toEqual([]);
  });
});
