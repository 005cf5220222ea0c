import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { db } from '../../../src/mocks/db';
import { LIST_NAME_TAKEN } from '../../../src/mocks/contacts/listHandlers';
import { server } from '../../../src/mocks/node';
import { atDesktopWidth, preloadAppModules } from '../../utils/appSetup';
import { renderApp, type User } from '../../utils/renderApp';
import { recordRequests, bodiesTo, sentTo } from '../../utils/requests';
import {
  buttonLabelled,
  cellTexts,
  confirmDeleteIn,
  en,
  findAlertWith,
  findDialog,
  findPageHeading,
  firstColumnOf,
  insertList,
  msg,
  pagerOf,
  rowNamed,
  tableByCaption,
} from './contactsTestKit';
import { contactExportUrl } from '../../../src/mocks/contacts/exportHandlers';
import { failCall, overrideCall } from '../../utils/overrides';
import { withNodeFileClasses } from '../../utils/nodeFileClasses';
import { settle } from '../../utils/settle';
import { buttonWithText } from '../../utils/queries';
import {
  deleteContactListEndpoint,
  exportContactListEndpoint,
  getContactListPageEndpoint,
  globalSearchEndpoint,
  listCampaignUseEndpoint,
  renameContactListEndpoint,
} from '../../../src/features/contacts/api';

/**
 * /dashboard/mailing as the market user: the lists with paging and the name filter, the search
 * across every contact, and each row's rename, export and delete.
 */
preloadAppModules(
  () => import('../../../src/features/contacts/pages/ContactListsPage'),
  () => import('../../../src/features/contacts/components/RenameListDialog'),
);
atDesktopWidth();
withNodeFileClasses();

const CAPTION = en['contacts.lists.caption'];
const listsTable = () => tableByCaption(CAPTION);
/** The market user's four lists, newest first. */
const SEEDED = [
  'Open house sign-ins',
  'Portland homeowners',
  'Past clients',
  'Statewide prospects',
];

async function openLists() {
  const view = await renderApp('/dashboard/mailing', { as: 'market' });
  await findPageHeading(en['screen.mailing']);
  await waitFor(() => expect(firstColumnOf(listsTable())).toEqual(SEEDED));
  return view;
}

/** The query string of the list requests, in order. */
const listQueries = (seen: ReturnType<typeof recordRequests>) =>
  sentTo(seen, getContactListPageEndpoint).map((request) =>
    Object.fromEntries(new URL(request.url).searchParams),
  );

describe('the lists', () => {
  it('shows each list with its name, contact count, status and creation day', async () => {
    const seen = recordRequests();
    await openLists();
    const rows = cellTexts(listsTable()).map((cells) => cells.slice(0, 4));
    expect(rows).toEqual([
      ['Open house sign-ins', '40', 'Ready', '11-10-2026'],
      ['Portland homeowners', '24', 'Ready', '10-02-2026'],
      ['Past clients', '5', 'Ready', '09-14-2026'],
      ['Statewide prospects', '100,000', 'Ready', '07-30-2026'],
    ]);
    // Each name opens its list.
    const link = within(rowNamed(listsTable(), 'Statewide prospects')).getByText(
      'Statewide prospects',
    );
    expect(link.closest('a')).toHaveAttribute('href', '/dashboard/mailinglist/4');
    expect(screen.getByText(msg('contacts.lists.total', { count: 4 }))).toBeInTheDocument();
    expect(listQueries(seen)[0]).toEqual({ limit: '10', offset: '0' });
  });

  it('pages through the lists ten at a time, with the offset in the query', async () => {
    for (let index = 1; index <= 8; index += 1)
      insertList({ name: `Older list ${index}`, created_at: `2025-0${index}-01` });
    const seen = recordRequests();
    const { user } = await renderApp('/dashboard/mailing', { as: 'market' });
    await waitFor(() => expect(firstColumnOf(listsTable())).toHaveLength(10));
    expect(firstColumnOf(listsTable()).slice(0, 4)).toEqual(SEEDED);
    expect(screen.getByText(msg('contacts.lists.total', { count: 12 }))).toBeInTheDocument();

    await user.click(within(pagerOf(CAPTION)).getByLabelText('Page 2'));

    await waitFor(() =>
      expect(firstColumnOf(listsTable())).toEqual(['Older list 2', 'Older list 1']),
    );
    expect(listQueries(seen).at(-1)).toEqual({ limit: '10', offset: '10' });
  });

  it('filters by name with `search` in the query, from the first page', async () => {
    for (let index = 1; index <= 8; index += 1)
      insertList({ name: `Older list ${index}`, created_at: `2025-0${index}-01` });
    const seen = recordRequests();
    const { user } = await renderApp('/dashboard/mailing', { as: 'market' });
    await waitFor(() => expect(firstColumnOf(listsTable())).toHaveLength(10));
    await user.click(within(pagerOf(CAPTION)).getByLabelText('Page 2'));
    await waitFor(() => expect(firstColumnOf(listsTable())).toHaveLength(2));

    await user.type(screen.getByLabelText(en['contacts.lists.filter']), 'past');

    await waitFor(() => expect(firstColumnOf(listsTable())).toEqual(['Past clients']));
    expect(listQueries(seen).at(-1)).toEqual({ limit: '10', offset: '0', search: 'past' });
    // No request for page 2 of the new filter, and no empty filter on the first load.
    expect(listQueries(seen).filter((query) => query.search)).not.toContainEqual(
      expect.objectContaining({ offset: '10' }),
    );
    expect(listQueries(seen)[0]).toEqual({ limit: '10', offset: '0' });

    await user.clear(screen.getByLabelText(en['contacts.lists.filter']));
    await user.type(screen.getByLabelText(en['contacts.lists.filter']), 'zzz');
    expect(
      await screen.findByText(msg('contacts.lists.filteredEmpty', { search: 'zzz' })),
    ).toBeInTheDocument();
    expect(firstColumnOf(listsTable())).toEqual([]);
  });
});

describe('the search across every contact', () => {
  const searchBox = () => screen.getByLabelText(en['contacts.search.label']);

  it('asks for two characters before searching', async () => {
    const seen = recordRequests();
    const { user } = await openLists();
    await user.type(searchBox(), 'a');
    expect(await screen.findByText(en['contacts.search.tooShort'])).toBeInTheDocument();
    // Past the search's pause after typing (350 ms): still nothing asked.
    await settle(400);
    expect(sentTo(seen, globalSearchEndpoint)).toEqual([]);
  });

  it('finds a contact and links to its list', async () => {
    const seen = recordRequests();
    const { user } = await openLists();
    const contact = db().contacts.get(3)!;
    await user.type(searchBox(), contact.email);

    const caption = msg('contacts.search.caption', { search: contact.email });
    await waitFor(() => expect(firstColumnOf(tableByCaption(caption))).toHaveLength(1));
    expect(screen.queryByText(en['contacts.search.tooShort'])).not.toBeInTheDocument();
    expect(screen.getByText(msg('contacts.search.results', { count: 1 }))).toBeInTheDocument();
    const [row] = cellTexts(tableByCaption(caption));
    expect(row![0]).toBe(`${contact.first_name} ${contact.last_name}`);
    expect(row![1]).toBe(contact.email);
    const link = within(tableByCaption(caption)).getByText('Portland homeowners').closest('a');
    expect(link).toHaveAttribute('href', '/dashboard/mailinglist/1');
    expect(bodiesTo(seen, globalSearchEndpoint).at(-1)).toEqual({
      id: 0,
      search_text: contact.email,
      type: 'all',
    });
  });
});

describe('renaming a list', () => {
  async function openRename(user: User, name: string) {
    await user.click(buttonLabelled(msg('contacts.lists.renameOf', { name })));
    return findDialog(en['contacts.rename.title']);
  }
  const nameField = (dialog: HTMLElement) =>
    within(dialog).getByLabelText(en['contacts.name.label']);
  const save = (dialog: HTMLElement) => buttonWithText(en['common.save'], dialog);

  it('asks for a name and sends nothing when it is blank', async () => {
    const seen = recordRequests();
    const { user } = await openLists();
    const dialog = await openRename(user, 'Past clients');
    expect(nameField(dialog)).toHaveValue('Past clients');

    await user.clear(nameField(dialog));
    await user.type(nameField(dialog), '   ');
    await user.click(save(dialog));

    expect(await within(dialog).findByText(en['contacts.name.required'])).toBeInTheDocument();
    await settle();
    expect(sentTo(seen, renameContactListEndpoint)).toEqual([]);
  });

  it("shows the server's refusal of a taken name in the dialog", async () => {
    const { user } = await openLists();
    const dialog = await openRename(user, 'Past clients');
    await user.clear(nameField(dialog));
    await user.type(nameField(dialog), 'portland HOMEOWNERS');
    await user.click(save(dialog));

    expect(await within(dialog).findByText(LIST_NAME_TAKEN)).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
    expect(db().contactLists.get(2)!.name).toBe('Past clients');
  });

  it('renames, closes the dialog, updates the row and says so', async () => {
    const seen = recordRequests();
    const { user } = await openLists();
    const dialog = await openRename(user, 'Past clients');
    await user.clear(nameField(dialog));
    await user.type(nameField(dialog), '  Former clients ');
    await user.click(save(dialog));

    expect(
      await screen.findByText(msg('contacts.lists.renamed', { name: 'Former clients' })),
    ).toBeInTheDocument();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(firstColumnOf(listsTable())[2]).toBe('Former clients');
    expect(bodiesTo(seen, renameContactListEndpoint)).toEqual([
      { name: 'Former clients', contactlist_id: 2 },
    ]);
    expect(db().contactLists.get(2)!.name).toBe('Former clients');
  });
});

describe('exporting a list', () => {
  it('shows the progress, then saves the CSV with every contact', async () => {
    // The file is held back until the test has seen the progress.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get(contactExportUrl(), async () => {
        await held;
        // Nothing returned: the mock backend's own handler answers.
      }),
    );
    const seen = recordRequests();
    const { user, services } = await openLists();
    await user.click(
      buttonLabelled(msg('contacts.lists.exportOf', { name: 'Portland homeowners' })),
    );

    const progress = await screen.findByLabelText(
      msg('contacts.lists.exporting', { name: 'Portland homeowners', percent: 0 }),
    );
    expect(progress.tagName).toBe('PROGRESS');
    // Its other actions wait for the export.
    expect(
      buttonLabelled(msg('contacts.lists.renameOf', { name: 'Portland homeowners' })),
    ).toBeDisabled();
    release();

    expect(
      await screen.findByText(
        msg('contacts.lists.exported', { name: 'Portland homeowners', count: 24 }),
      ),
    ).toBeInTheDocument();
    expect(services.savedFiles).toHaveLength(1);
    const [file] = services.savedFiles;
    expect(file!.name).toBe('Portland-homeowners.csv');
    expect(file!.type).toBe('text/csv');
    const lines = new TextDecoder().decode(file!.bytes).trimEnd().split('\r\n');
    expect(lines[0]).toMatch(/^first_name,last_name,/);
    expect(lines).toHaveLength(1 + 24);
    expect(lines[1]).toContain(db().contacts.get(1)!.email);
    expect(bodiesTo(seen, exportContactListEndpoint)).toEqual([{ id: 1 }]);
    // The button is back.
    await waitFor(() =>
      expect(
        buttonLabelled(msg('contacts.lists.exportOf', { name: 'Portland homeowners' })),
      ).toBeEnabled(),
    );
  });
});

describe('deleting a list', () => {
  it('refuses a list an active campaign uses, in the exact words, and deletes nothing', async () => {
    const seen = recordRequests();
    const { user } = await openLists();
    await user.click(buttonLabelled(msg('contacts.lists.deleteOf', { name: 'Past clients' })));
    await confirmDeleteIn(user);

    expect(
      await screen.findByText(
        "You can't delete this mailing list as this is associated with active campaigns, or with another contact list connected to active campaigns.",
      ),
    ).toBeInTheDocument();
    await settle();
    expect(bodiesTo(seen, listCampaignUseEndpoint)).toEqual([{ contactlist_id: 2 }]);
    expect(sentTo(seen, deleteContactListEndpoint)).toEqual([]);
    expect(firstColumnOf(listsTable())).toEqual(SEEDED);
    expect(db().contactLists.get(2)).toBeDefined();
  });

  it('deletes a list no campaign uses: the row goes and a toast says so', async () => {
    const seen = recordRequests();
    const { user } = await openLists();
    await user.click(
      buttonLabelled(msg('contacts.lists.deleteOf', { name: 'Portland homeowners' })),
    );
    await confirmDeleteIn(user);

    expect(await screen.findByText(en['contacts.lists.deleted'])).toBeInTheDocument();
    await waitFor(() =>
      expect(firstColumnOf(listsTable())).toEqual(
        SEEDED.filter((name) => name !== 'Portland homeowners'),
      ),
    );
    expect(bodiesTo(seen, deleteContactListEndpoint)).toEqual([{ contact_list_id: 1 }]);
    expect(db().contactLists.get(1)).toBeUndefined();
    await waitFor(() =>
      expect(screen.getByText(msg('contacts.lists.total', { count: 3 }))).toBeInTheDocument(),
    );
  });

  it('asks first: No sends nothing', async () => {
    const seen = recordRequests();
    const { user } = await openLists();
    await user.click(
      buttonLabelled(msg('contacts.lists.deleteOf', { name: 'Portland homeowners' })),
    );
    const question = await screen.findByText('Sure to delete?');
    await user.click(
      buttonWithText('No', question.closest<HTMLElement>('.ant-popover')!),
    );
    await settle();
    expect(sentTo(seen, listCampaignUseEndpoint)).toEqual([]);
    expect(sentTo(seen, deleteContactListEndpoint)).toEqual([]);
  });
});

describe('when the lists do not load', () => {
  it("shows the server's message with Retry, which loads them", async () => {
    failCall(getContactListPageEndpoint, { message: 'Lists are resting' });
    const { user } = await renderApp('/dashboard/mailing', { as: 'market' });
    const alert = await findAlertWith('Lists are resting');
    expect(firstColumnOf(listsTable())).toEqual([]);

    server.resetHandlers();
    await user.click(buttonWithText(en['common.retry'], alert));
    await waitFor(() => expect(firstColumnOf(listsTable())).toEqual(SEEDED));
    expect(screen.queryByText('Lists are resting')).not.toBeInTheDocument();
  });

  it('survives a malformed answer (data not a list): no crash, no rows, Retry', async () => {
    overrideCall(getContactListPageEndpoint, () =>
      HttpResponse.json({ status: true, message: 'Success', data: { lists: 'nope' } }),
    );
    const { user } = await renderApp('/dashboard/mailing', { as: 'market' });
    const retry = await screen.findByText(en['common.retry']);
    expect(screen.queryByText(en['error.boundary.title'])).not.toBeInTheDocument();
    expect(firstColumnOf(listsTable())).toEqual([]);

    server.resetHandlers();
    await user.click(retry.closest('button')!);
    await waitFor(() => expect(firstColumnOf(listsTable())).toEqual(SEEDED));
  });

  // An invalid response's envelope may still carry a message ("Success"): it must not be shown.
  it('words a malformed answer in our own terms, not the envelope\'s "Success"', async () => {
    overrideCall(getContactListPageEndpoint, () =>
      HttpResponse.json({ status: true, message: 'Success', data: { lists: 'nope' } }),
    );
    await renderApp('/dashboard/mailing', { as: 'market' });
    await screen.findByText(en['common.retry']);
    expect(screen.getByText(en['contacts.lists.loadFailed'])).toBeInTheDocument();
  });
});
