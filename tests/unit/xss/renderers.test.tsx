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
import { profileOf } from '../../../src/mocks/auth/profile';
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
 * renders the screen once and returns `show`, which puts strings where the user's or the
 * server's text goes (a store action, a mock-server answer, a re-render), and the `spots` that
 * display them. A screen that lists things shows many strings at once, one per row (`slots`: a
 * list answer with that many rows); a screen with one place for the text shows one at a time.
 * Every string still gets every check of its own row. Renderers that round-trip or remount per
 * string are slow: give them a BLNS sample size (`blns: 20`); every renderer sees every XSS
 * payload.
 */

interface Spot {
  name: string;
  /** The element that displays the string of slot `slot` (0 for one-at-a-time renderers). */
  region: (slot: number) => Element;
  /** What the region's textContent must contain once `text` is shown in slot `slot`. */
  expected: (text: string, slot: number) => string;
}

interface Mounted {
  /** How many strings it shows at once (rows of a list); 1 when it has one place for the text. */
  slots: number;
  /** Puts up to `slots` strings on screen, the i-th in slot i; resolves once they are rendered. */
  show: (texts: readonly string[]) => Promise<void>;
  spots: Spot[];
}

/** A renderer with one place for the text: it shows the first (and only) string it is given. */
function oneAtATime(show: (text: string) => Promise<void>, spots: Spot[]): Mounted {
  return { slots: 1, show: (texts) => show(texts[0]!), spots };
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

function one(selector: string, within: ParentNode = document): Element {
  const found = within.querySelector(selector);
  if (!found) throw new Error(`Nothing matches ${selector}`);
  return found;
}

/**
 * The descendants of `root` with these attribute values, in document order: what a selector such
 * as `[role="row"][data-index="3"]` finds. Such a selector has no class or id to start from, so
 * jsdom's selector engine matches it against every element, function by function: with the
 * contact grid on screen that was a fifth of this file's time. This loop reads the attributes.
 */
function withAttributes(root: Element | Document, values: Record<string, string>): Element[] {
  const entries = Object.entries(values);
  return [...root.getElementsByTagName('*')].filter((element) =>
    entries.every(([name, value]) => element.getAttribute(name) === value),
  );
}

/** The first element in the document with `role="alert"`. */
function firstAlert(): Element {
  const [alert] = withAttributes(document, { role: 'alert' });
  if (!alert) throw new Error('Nothing matches [role="alert"]');
  return alert;
}

/**
 * What `selector:nth-child(position)` picks among `parent`'s children, found by index: jsdom's
 * selector engine works out an nth-child by walking the siblings, for every candidate in the
 * document, which was a quarter of this file's time with 50 rows on screen.
 */
function nthChild(parent: Element, position: number, tag: string): Element {
  const child = parent.children[position - 1];
  if (child?.localName !== tag)
    throw new Error(`No <${tag}> is child ${position} of <${parent.localName}>`);
  return child;
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
  return oneAtATime(
    async (text) => {
      await act(async () => {
        store.dispatch(
          loginCall.failure({ request: { email: '', password: '' }, error: failure(text) }),
        );
        await Promise.resolve();
      });
    },
    [{ name: 'error alert', region: firstAlert, expected }],
  );
}

/** Shows each string as both of the profile's names, as a profile answer would set them. */
function namesShownBy(store: AppStore, profile: Profile): Mounted {
  return oneAtATime(async (text) => {
    await act(async () => {
      store.dispatch(profileRestored({ ...profile, fname: text, lname: text }));
      await Promise.resolve();
    });
  }, DASHBOARD_SPOTS);
}

/** How many templates a library renderer shows at once (a long library page). */
const TEMPLATE_SLOTS = 40;

/**
 * Templates of a library (TemplateItem, the component that shows a template's user-authored
 * fields), re-rendered with a string in each one's fields as a list answer would bring them.
 */
async function mountTemplateItems(
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
  const items = (texts: readonly string[]) => (
    <IntlProvider locale="en" messages={allEnglish}>
      {texts.map((text, slot) => (
        <TemplateItem
          key={slot}
          template={{ ...base, id: base.id + slot, ...fields(text) }}
          can={{ change: true, send: true }}
          busy={false}
          onAction={() => undefined}
          onFavourite={() => undefined}
          onDelete={() => undefined}
        />
      ))}
    </IntlProvider>
  );
  const view = render(items(Array<string>(TEMPLATE_SLOTS).fill(PLAIN)));
  await settle();
  return {
    slots: TEMPLATE_SLOTS,
    show: async (texts) => {
      view.rerender(items(texts));
      await Promise.resolve();
    },
    spots: [
      {
        name: 'the template',
        region: (slot) => document.querySelectorAll('.template-item')[slot]!,
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

/** A cell of the page's first DataTable, in the body row of the slot. */
const tableCell = (column: number) => (slot: number) =>
  nthChild(nthChild(one('.data-table tbody'), slot + 1, 'tr'), column, 'td');

/** A cell of the contact grid, in the row of the slot (rows are placed by their index). */
const gridCell = (column: number) => (slot: number) => {
  const cell = withAttributes(one('.contact-grid__viewport'), {
    role: 'row',
    'data-index': `${slot}`,
  })
    .flatMap((row) => withAttributes(row, { role: 'cell' }))
    .find((candidate) => candidate.parentElement!.children[column - 1] === candidate);
  if (!cell) throw new Error(`Row ${slot} of the contact grid has no cell ${column}`);
  return cell;
};

/** Rows a list renderer shows at once: a long answer, every row its own string. */
const LIST_SLOTS = 50;
/** The contact grid draws only the rows in view (about 13 at its height): that many at once. */
const GRID_SLOTS = 10;
/** Columns of one CSV file in the import renderer: each holds a string as its name and value. */
const CSV_SLOTS = 20;
/** Toasts raised at once (they pile up on screen). */
const TOAST_SLOTS = 10;

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
      return oneAtATime(
        async (text) => {
          message = text;
          await user.click(submit);
          await waitFor(() => {
            const { login } = store.getState().auth;
            expect(login.loading).toBe(false);
            expect(login.error?.serverMessage ?? '').toBe(text);
          });
        },
        [
          {
            name: 'error alert',
            region: firstAlert,
            expected: (text) => text || en['auth.wrongLogin'],
          },
        ],
      );
    },
  },
  {
    name: '/settings: server message',
    blns: 100,
    mount: async () => {
      const { store } = await renderApp('/settings', { as: 'newcomer' });
      await screen.findByLabelText(en['settings.fname']);
      return oneAtATime(
        async (text) => {
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
        [
          {
            name: 'error alert',
            region: firstAlert,
            expected: (text) => text || en['error.profileSystem'],
          },
        ],
      );
    },
  },
  {
    name: 'template library: titles, category and industry names, sms text',
    blns: 'all',
    mount: () =>
      mountTemplateItems('sms', (text) => ({
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
    mount: () => mountTemplateItems('mail', (text) => ({ title: text, subject: text })),
  },
  {
    name: 'template library: card artwork SVG (shown as images)',
    blns: 100,
    mount: () =>
      mountTemplateItems('card', (text) => ({
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
      let keys: string[] = [];
      return {
        slots: TOAST_SLOTS,
        show: async (texts) => {
          // Toasts without auto close pile up, and each new one re-renders the pile: each batch
          // starts afresh (a dismissed toast waits for a CSS animation that jsdom never plays).
          view.unmount();
          view = render(toaster);
          await settle();
          const notices = texts.map((text) =>
            noticeRaised({ kind: 'error', message: { text }, autoClose: false }),
          );
          keys = notices.map((notice) => notice.payload.key);
          await act(async () => {
            for (const notice of notices) store.dispatch(notice);
            await Promise.resolve();
          });
          // react-toastify gives each toast its toastId (our notice key) as id.
          await waitFor(() =>
            expect(keys.filter((key) => document.getElementById(key) === null)).toEqual([]),
          );
        },
        spots: [
          {
            name: 'its toast',
            region: (slot) => document.getElementById(keys[slot]!)!,
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
        tableCell(1)(0);
      });
      const list = store.getState().contacts!.lists.data![0]!;
      return {
        slots: LIST_SLOTS,
        show: async (texts) => {
          await act(async () => {
            store.dispatch(
              listPageCall.success({
                request: { limit: 10, offset: 0 },
                data: texts.map((text, slot) => ({ ...list, id: list.id + slot, name: text })),
                totalCount: texts.length,
                message: undefined,
              }),
            );
            await Promise.resolve();
          });
        },
        spots: [{ name: 'list name', region: tableCell(1), expected: (text) => text }],
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
        gridCell(1)(0);
      });
      const contact = store.getState().contacts!.contacts.rows[0]!;
      const withText = (text: string, slot: number) => ({
        ...contact,
        id: contact.id + slot,
        ...{
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
        },
      });
      return {
        slots: GRID_SLOTS,
        show: async (texts) => {
          await act(async () => {
            store.dispatch(contactsStarted({ listId: 1, type: 'user' }));
            store.dispatch(
              contactPageArrived({
                listId: 1,
                rows: texts.map(withText),
                total: texts.length,
                maxPages: 1,
              }),
            );
            await Promise.resolve();
          });
        },
        spots: [
          // The grid joins the names, formats a US phone and joins the address, as written here.
          { name: 'name', region: gridCell(1), expected: (text) => `${text} ${text}`.trim() },
          { name: 'email', region: gridCell(2), expected: (text) => text },
          { name: 'phone', region: gridCell(3), expected: (text) => displayUsPhone(text) },
          {
            name: 'address',
            region: gridCell(4),
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
        tableCell(1)(0);
      });
      const entry = store.getState().contacts!.failed.data![0]!;
      return {
        slots: LIST_SLOTS,
        show: async (texts) => {
          await act(async () => {
            store.dispatch(
              failedListsCall.success({
                request: {},
                data: texts.map((text, slot) => ({ ...entry, id: entry.id + slot, name: text })),
                totalCount: texts.length,
                message: undefined,
              }),
            );
            await Promise.resolve();
          });
        },
        spots: [{ name: 'list name', region: tableCell(1), expected: (text) => text }],
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
      // Column 1 is an id; the strings are columns 2, 3 and so on.
      const header = (slot: number) => nthChild(one('.import-preview thead tr'), slot + 2, 'th');
      const cell = (slot: number) =>
        nthChild(nthChild(one('.import-preview tbody'), 1, 'tr'), slot + 2, 'td');
      return {
        slots: CSV_SLOTS,
        show: async (texts) => {
          // Each string as the header of a column and as its first value.
          const csv = `id,${texts.map(quotedCell).join(',')}\r\n1,${texts.map(quotedCell).join(',')}\r\n`;
          const file = new File([csv], 'contacts.csv', { type: 'text/csv' });
          fireEvent.change(input, { target: { files: [file] } });
          await waitFor(() => {
            texts.forEach((text, slot) => {
              expect(header(slot).textContent).toBe(throughUtf8(text));
              expect(cell(slot).textContent).toBe(throughUtf8(text));
            });
          });
        },
        spots: [
          { name: 'preview header', region: header, expected: throughUtf8 },
          { name: 'preview cell', region: cell, expected: throughUtf8 },
          {
            // A column without a name is offered as "Column 2" (its place in the file).
            name: 'column choices',
            region: () => one('.import-mapping'),
            expected: (text, slot) =>
              throughUtf8(text) || `${contactsEn['contacts.import.column']} ${slot + 2}`,
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
      return Promise.resolve(
        oneAtATime(
          (text) => {
            view.rerender(page(text));
            return Promise.resolve();
          },
          [
            { name: 'title', region: () => one('.status-page__title'), expected: (text) => text },
            { name: 'body', region: () => one('.status-page__body'), expected: (text) => text },
          ],
        ),
      );
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
 * Shows the strings, as many at once as the renderer has slots, and lists every failed check
 * (empty when all pass). Each string is checked in its own slot; a script carrier is blamed on the
 * string whose spot holds it, or on the whole batch when it is elsewhere in the document.
 */
async function problemsOf(renderer: Renderer, strings: readonly string[]): Promise<string[]> {
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
        // What no screen may do: hand the string to the DOM as markup. Several at once, as the
        // list renderers show them, so the checks must also tell which string a carrier came from.
        const canaries = (texts: readonly string[]) => (
          <>
            {texts.map((text, slot) => (
              <div key={slot} className="canary" dangerouslySetInnerHTML={{ __html: text }} />
            ))}
          </>
        );
        const view = render(canaries([PLAIN]));
        return Promise.resolve({
          slots: 8,
          show: (texts) => {
            view.rerender(canaries(texts));
            return Promise.resolve();
          },
          spots: [
            {
              name: 'canary',
              region: (slot) => document.querySelectorAll('.canary')[slot]!,
              expected: (text) => text,
            },
          ],
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
