import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { failsVerification, generatedContact } from '../../../src/mocks/contacts/factory';
import { db } from '../../../src/mocks/db';
import { BIG_LIST_ID, BIG_LIST_SIZE } from '../../../src/mocks/contacts/seed';
import { atDesktopWidth, preloadAppModules } from '../../utils/appSetup';
import { renderApp, type User } from '../../utils/renderApp';
import { recordRequests, bodiesTo, sentTo } from '../../utils/requests';
import {
  buttonLabelled,
  confirmDeleteIn,
  en,
  findDialog,
  findPageHeading,
  msg,
} from './contactsTestKit';
import { overrideCall } from '../../utils/overrides';
import { settle } from '../../utils/settle';
import { buttonWithText } from '../../utils/queries';
import {
  deleteContactEndpoint,
  editContactEndpoint,
  getContactsEndpoint,
  skipTraceEndpoint,
  verifyAddressesEndpoint,
} from '../../../src/features/contacts/api';

/**
 * /dashboard/mailinglist/{id}: a list's contacts in a virtualised grid padded to the total while
 * pages arrive, editing and deleting a contact, address verification, skip trace; another user's
 * list is not found; the super admin's system view.
 */
preloadAppModules(
  () => import('../../../src/features/contacts/pages/ContactListPage'),
  () => import('../../../src/features/contacts/pages/SystemContactListPage'),
  () => import('../../../src/features/contacts/components/EditContactDialog'),
);
atDesktopWidth();

/** What the grid draws with jsdom's clientHeight of 0: a 560 px view of 44 px rows, plus 8 each side. */
const ROW_HEIGHT = 44;
const DRAWN_AT_TOP = Math.ceil(560 / ROW_HEIGHT) + 8;

const grid = () => {
  const found = document.querySelector<HTMLElement>('.contact-grid[role="table"]');
  if (!found) throw new Error('No contact grid');
  return found;
};
const viewport = () => grid().querySelector<HTMLElement>('.contact-grid__viewport')!;
/** The drawn body rows, by their aria-rowindex (the header is row 1). */
const drawnRows = () =>
  [...viewport().querySelectorAll<HTMLElement>('[role="row"]')].map((row) => ({
    index: Number(row.getAttribute('aria-rowindex')),
    cells: [...row.querySelectorAll('[role="cell"]')].map((cell) => cell.textContent ?? ''),
    row,
  }));
/** The drawn row of the contact at `position` (0-based), or undefined. */
const rowAt = (position: number) => drawnRows().find((each) => each.index === position + 2);

async function scrollTo(position: number) {
  viewport().scrollTop = position * ROW_HEIGHT;
  fireEvent.scroll(viewport());
  // The grid reads scrollTop in the next animation frame.
  await waitFor(() => expect(rowAt(position)).toBeDefined());
}

const phoneShown = (phone: string) =>
  `(${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}`;
/** A contact's cells as the grid shows them: name, email, phone, address. */
function cellsOf(contact: {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  street: string;
  city: string;
  state: string;
  zip: string;
}) {
  return [
    `${contact.first_name} ${contact.last_name}`,
    contact.email,
    phoneShown(contact.phone),
    `${contact.street}, ${contact.city}, ${contact.state} ${contact.zip}`,
  ];
}

const listContacts = (listId: number) =>
  db()
    .contacts.filter((contact) => contact.contact_list_id === listId)
    .sort((a, b) => a.id - b.id);

async function openList(id: number) {
  const view = await renderApp(`/dashboard/mailinglist/${id}`, { as: 'market' });
  await findPageHeading(en['screen.mailingList']);
  return view;
}

async function openPortland() {
  const view = await openList(1);
  await waitFor(() => expect(rowAt(0)?.cells[0]).toBe(cellsOf(listContacts(1)[0]!)[0]));
  await screen.findByText(msg('contacts.detail.total', { count: 24 }));
  return view;
}

describe('a list of 24 contacts', () => {
  it('shows every contact, with phones as (xxx) xxx-xxxx', async () => {
    await openPortland();
    const expected = listContacts(1).map(cellsOf);
    expect(expected).toHaveLength(24);
    expect(grid()).toHaveAttribute('aria-rowcount', '25');
    expect(screen.getByText('Portland homeowners', { selector: 'h2' })).toBeInTheDocument();

    // The view's rows and a few beyond it are drawn; scrolling draws the rest.
    const seen = new Map<number, string[]>();
    const collect = () => {
      for (const { index, cells } of drawnRows()) seen.set(index - 2, cells.slice(0, 4));
    };
    expect(drawnRows()).toHaveLength(DRAWN_AT_TOP);
    collect();
    await scrollTo(23);
    collect();
    expect([...seen.keys()].sort((a, b) => a - b)).toEqual([...Array(24).keys()]);
    expect([...seen.entries()].sort(([a], [b]) => a - b).map(([, cells]) => cells)).toEqual(
      expected,
    );
    for (const cells of expected) expect(cells[2]).toMatch(/^\(\d{3}\) \d{3}-\d{4}$/);
    // Every contact arrived: no placeholder.
    expect(screen.queryByText(en['contacts.detail.rowLoading'])).not.toBeInTheDocument();
  });
});

describe('the list of 100,000 contacts', () => {
  /** Holds get-contacts pages past `allowed` until the test lets them through. */
  let allowed = 1;
  let waiting: (() => void)[] = [];
  const allowUpTo = (page: number) => {
    allowed = page;
    for (const resume of waiting.splice(0)) resume();
  };
  beforeEach(() => {
    allowed = 1;
    waiting = [];
    overrideCall(getContactsEndpoint, async ({ request }) => {
      const { page } = (await request.clone().json()) as { page: number };
      while (page > allowed) await new Promise<void>((resume) => waiting.push(resume));
      // Nothing returned: the mock backend's own handler answers.
    });
  });
  afterEach(() => allowUpTo(Number.POSITIVE_INFINITY));

  const contactAt = (position: number) =>
    generatedContact({ seed: BIG_LIST_ID, count: BIG_LIST_SIZE, places: null }, position);

  it('pads the table to the total at once and fills it in as the pages arrive', async () => {
    const seen = recordRequests();
    await openList(BIG_LIST_ID);

    // Only the first page is in: the table already counts every contact (and its header).
    await waitFor(() => expect(grid()).toHaveAttribute('aria-rowcount', '100001'));
    expect(
      screen.getByText(msg('contacts.detail.loaded', { loaded: '1,000', total: '100,000' })),
    ).toBeInTheDocument();
    expect(screen.getByText(msg('contacts.detail.total', { count: 100_000 }))).toBeInTheDocument();
    expect(rowAt(0)!.cells.slice(0, 4)).toEqual(cellsOf(contactAt(0)));
    // Far fewer rows in the DOM than contacts.
    expect(drawnRows().length).toBeLessThan(40);

    // Rows not loaded yet are placeholders.
    await scrollTo(1500);
    expect(rowAt(1500)!.cells[0]).toBe(en['contacts.detail.rowLoading']);
    expect(rowAt(1500)!.row).toHaveClass('contact-grid__row--placeholder');
    expect(rowAt(1500)!.cells.slice(1).join('')).toBe('');

    // The second page fills them in.
    allowUpTo(2);
    await waitFor(() => expect(rowAt(1500)!.cells.slice(0, 4)).toEqual(cellsOf(contactAt(1500))));
    expect(grid()).toHaveAttribute('aria-rowcount', '100001');
    await screen.findByText(msg('contacts.detail.loaded', { loaded: '2,000', total: '100,000' }));

    // Further down, still placeholders.
    await scrollTo(99_999);
    expect(rowAt(99_999)!.cells[0]).toBe(en['contacts.detail.rowLoading']);
    expect(drawnRows().at(-1)!.index).toBe(100_001);

    // One request per page, in order.
    await waitFor(() =>
      expect(bodiesTo(seen, getContactsEndpoint).map((body) => body.page)).toEqual([1, 2, 3]),
    );
    expect(bodiesTo(seen, getContactsEndpoint)[0]).toEqual({
      id: BIG_LIST_ID,
      type: 'user',
      page: 1,
    });
  });

  it('stops asking for pages when the user leaves the list', async () => {
    const seen = recordRequests();
    const { router } = await openList(BIG_LIST_ID);
    await waitFor(() => expect(grid()).toHaveAttribute('aria-rowcount', '100001'));
    await waitFor(() => expect(sentTo(seen, getContactsEndpoint)).toHaveLength(2));

    await act(() => router.navigate('/dashboard/mailing'));
    await findPageHeading(en['screen.mailing']);
    allowUpTo(Number.POSITIVE_INFINITY);
    await settle(200);
    expect(sentTo(seen, getContactsEndpoint)).toHaveLength(2);
  });
});

describe('editing a contact', () => {
  async function openEdit(user: User) {
    const first = listContacts(1)[0]!;
    const name = `${first.first_name} ${first.last_name}`;
    await user.click(buttonLabelled(msg('contacts.detail.editOf', { name }), rowAt(0)!.row));
    const dialog = await findDialog(en['contacts.edit.title']);
    return { dialog, contact: first };
  }
  const field = (dialog: HTMLElement, key: Parameters<typeof fieldLabel>[0]) =>
    within(dialog).getByLabelText(fieldLabel(key));
  const fieldLabel = (key: 'first_name' | 'email' | 'phone' | 'zip' | 'street' | 'city') =>
    en[`contacts.field.${key}`];
  async function replace(user: User, input: HTMLElement, value: string) {
    await user.clear(input);
    if (value) await user.type(input, value);
  }

  it('refuses a bad email, phone or ZIP code, and a blank first name, sending nothing', async () => {
    const seen = recordRequests();
    const { user } = await openPortland();
    const { dialog, contact } = await openEdit(user);
    expect(field(dialog, 'email')).toHaveValue(contact.email);

    await replace(user, field(dialog, 'email'), 'not-an-email');
    await replace(user, field(dialog, 'phone'), '555-123');
    await replace(user, field(dialog, 'zip'), '123');
    await replace(user, field(dialog, 'first_name'), '   ');
    await user.click(buttonWithText(en['common.save'], dialog));

    expect(await within(dialog).findByText(en['contacts.edit.badEmail'])).toBeInTheDocument();
    expect(within(dialog).getByText(en['contacts.edit.badPhone'])).toBeInTheDocument();
    expect(within(dialog).getByText(en['contacts.edit.badZip'])).toBeInTheDocument();
    expect(
      within(dialog).getByText(msg('contacts.edit.required', { field: 'first name' })),
    ).toBeInTheDocument();
    await settle();
    expect(sentTo(seen, editContactEndpoint)).toEqual([]);
  });

  it('saves the contact: the row shows the new values and the server got every field', async () => {
    const seen = recordRequests();
    const { user } = await openPortland();
    const { dialog, contact } = await openEdit(user);

    await replace(user, field(dialog, 'first_name'), 'Ada');
    await replace(user, field(dialog, 'email'), 'ada@example.com');
    await replace(user, field(dialog, 'phone'), '+1 (617) 555-0100');
    await replace(user, field(dialog, 'street'), '12 Harbor Rd');
    await replace(user, field(dialog, 'city'), 'Boston');
    await replace(user, field(dialog, 'zip'), '02134-1234');
    await user.click(buttonWithText(en['common.save'], dialog));

    expect(await screen.findByText(en['contacts.edit.saved'])).toBeInTheDocument();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() =>
      expect(rowAt(0)!.cells.slice(0, 4)).toEqual([
        `Ada ${contact.last_name}`,
        'ada@example.com',
        '(617) 555-0100',
        `12 Harbor Rd, Boston, ${contact.state} 02134-1234`,
      ]),
    );
    const [sent] = bodiesTo(seen, editContactEndpoint);
    expect(sent).toEqual({
      contact_id: contact.id,
      list_type: 'user',
      first_name: 'Ada',
      last_name: contact.last_name,
      business_name: contact.business_name,
      website: contact.website,
      email: 'ada@example.com',
      street: '12 Harbor Rd',
      city: 'Boston',
      state: contact.state,
      zip: '02134-1234',
      owner_first_name: contact.owner_first_name,
      owner_last_name: contact.owner_last_name,
      property_street: contact.property_street,
      property_city: contact.property_city,
      property_state: contact.property_state,
      property_zip: contact.property_zip,
      phone: '+1 (617) 555-0100',
    });
    expect(sentTo(seen, editContactEndpoint)).toHaveLength(1);
  });
});

describe('deleting a contact', () => {
  it('asks, deletes it, removes the row and counts one contact less', async () => {
    const seen = recordRequests();
    const { user } = await openPortland();
    const [first, second] = listContacts(1);
    const name = `${first!.first_name} ${first!.last_name}`;
    await user.click(buttonLabelled(msg('contacts.detail.deleteOf', { name }), rowAt(0)!.row));
    await confirmDeleteIn(user);

    expect(await screen.findByText(en['contacts.detail.deleted'])).toBeInTheDocument();
    await waitFor(() => expect(rowAt(0)!.cells[1]).toBe(second!.email));
    expect(screen.getByText(msg('contacts.detail.total', { count: 23 }))).toBeInTheDocument();
    expect(grid()).toHaveAttribute('aria-rowcount', '24');
    expect(drawnRows().some(({ cells }) => cells[1] === first!.email)).toBe(false);
    expect(bodiesTo(seen, deleteContactEndpoint)).toEqual([
      { contact_id: first!.id, list_type: 'user' },
    ]);
    expect(db().contacts.get(first!.id)).toBeUndefined();
  });
});

describe('data services', () => {
  it('verifies the addresses and gives the figures in a toast', async () => {
    const seen = recordRequests();
    const { user } = await openPortland();
    const failed = listContacts(1).filter(failsVerification).length;
    await user.click(buttonWithText(en['contacts.detail.verify']));
    expect(
      await screen.findByText(msg('contacts.detail.verified', { verified: 24 - failed, failed })),
    ).toBeInTheDocument();
    expect(bodiesTo(seen, verifyAddressesEndpoint)).toEqual([{ contactlist_id: 1 }]);
  });

  it('orders a skip trace after confirming, once even on a double click', async () => {
    const seen = recordRequests();
    const { user } = await openPortland();
    await user.click(buttonWithText(en['contacts.detail.skipTrace']));
    const dialog = await findDialog(en['contacts.detail.skipTrace']);
    expect(
      within(dialog).getByText(msg('contacts.detail.skipTraceConfirm', { count: 24 })),
    ).toBeInTheDocument();

    await user.dblClick(buttonWithText(en['contacts.detail.skipTraceOrder'], dialog));

    const order = await waitFor(() => {
      const placed = db().orders.filter((row) => row.kind === 'skip-trace');
      expect(placed).toHaveLength(1);
      return placed[0]!;
    });
    expect(
      await screen.findByText(msg('contacts.detail.skipTraced', { order: order.id, count: 24 })),
    ).toBeInTheDocument();
    await settle();
    expect(bodiesTo(seen, skipTraceEndpoint)).toEqual([{ contactlist_id: 1 }]);
  });

  it('orders a skip trace after confirming', async () => {
    const seen = recordRequests();
    const { user } = await openPortland();
    await user.click(buttonWithText(en['contacts.detail.skipTrace']));
    const dialog = await findDialog(en['contacts.detail.skipTrace']);
    await user.click(buttonWithText(en['contacts.detail.skipTraceOrder'], dialog));

    const order = await waitFor(() => {
      const placed = db().orders.filter((row) => row.kind === 'skip-trace');
      expect(placed).toHaveLength(1);
      return placed[0]!;
    });
    expect(order.contact_list_id).toBe(1);
    expect(
      await screen.findByText(msg('contacts.detail.skipTraced', { order: order.id, count: 24 })),
    ).toBeInTheDocument();
    expect(bodiesTo(seen, skipTraceEndpoint)).toEqual([{ contactlist_id: 1 }]);
  });

  it('cancelling the skip trace sends nothing', async () => {
    const seen = recordRequests();
    const { user } = await openPortland();
    await user.click(buttonWithText(en['contacts.detail.skipTrace']));
    const dialog = await findDialog(en['contacts.detail.skipTrace']);
    await user.click(buttonWithText(en['common.cancel'], dialog));
    await settle();
    expect(sentTo(seen, skipTraceEndpoint)).toEqual([]);
  });
});

describe('whose list', () => {
  it("says another user's list is not found", async () => {
    await openList(3);
    expect(await screen.findByText(en['contacts.detail.notFound'])).toBeInTheDocument();
    expect(screen.queryByText('Proof readers')).not.toBeInTheDocument();
    expect(screen.getByText(en['contacts.detail.back']).closest('a')).toHaveAttribute(
      'href',
      '/dashboard/mailing',
    );
  });

  it('shows any list to the super admin in the system view', async () => {
    const seen = recordRequests();
    await renderApp('/dashboard/system-mailinglist/3', { as: 'admin' });
    await findPageHeading(en['screen.systemMailingList']);
    expect(await screen.findByText('Proof readers', { selector: 'h2' })).toBeInTheDocument();
    const expected = listContacts(3).map(cellsOf);
    await waitFor(() =>
      expect(drawnRows().map(({ cells }) => cells.slice(0, 4))).toEqual(expected),
    );
    expect(screen.getByText(en['contacts.detail.backSystem']).closest('a')).toHaveAttribute(
      'href',
      '/dashboard/system-mailing',
    );
    // The owner's data services are not offered here.
    expect(screen.queryByText(en['contacts.detail.verify'])).not.toBeInTheDocument();
    expect(bodiesTo(seen, getContactsEndpoint)).toEqual([{ id: 3, type: 'system', page: 1 }]);
  });
});
