// @vitest-environment node
import { withNodeFileClasses } from '../../utils/nodeFileClasses';
import { resolvePath } from '../../../src/api/endpoint';
import { getConfig } from '../../../src/config/env';
import {
  contactListNameExistsEndpoint,
  createContactListEndpoint,
  deleteContactEndpoint,
  deleteContactListEndpoint,
  deleteFailedListEndpoint,
  editContactEndpoint,
  exportContactListEndpoint,
  failedAddressListsEndpoint,
  failedContactsEndpoint,
  fieldTotalsEndpoint,
  getContactListPageEndpoint,
  getContactsEndpoint,
  globalSearchEndpoint,
  listCampaignUseEndpoint,
  listStatusEndpoint,
  mapHeadersEndpoint,
  markFailedListReadEndpoint,
  renameContactListEndpoint,
  skipTraceEndpoint,
  systemContactListsEndpoint,
  uploadChunkEndpoint,
  verifyAddressesEndpoint,
} from '../../../src/features/contacts/api';
import {
  CONTACT_FIELD_KEYS,
  type ContactFieldKey,
  type ContactFields,
} from '../../../src/features/contacts/contactFields';
import { failsVerification, generatedContact } from '../../../src/mocks/contacts/factory';
import { generatedIdOf } from '../../../src/mocks/contacts/store';
import { db } from '../../../src/mocks/db';
import {
  LIST_IN_USE,
  LIST_NAME_MAX,
  LIST_NAME_TAKEN,
} from '../../../src/mocks/contacts/listHandlers';
import { CONTACTS_PAGE_SIZE } from '../../../src/mocks/contacts/contactHandlers';
import { POLLS_PER_STATUS } from '../../../src/mocks/contacts/uploadHandlers';
import { BIG_LIST_ID, BIG_LIST_SIZE } from '../../../src/mocks/contacts/seed';
import { type Envelope, callMock, seededUser } from '../../utils/mockServer';
import type { DemoUser } from '../../utils/session';

/**
 * The mock server's contact-list calls. Seed: the market user (2) owns lists 1 "Portland
 * homeowners" (24 stored contacts, ids 1–24), 2 "Past clients" (5, ids 101–105; an active campaign
 * sends to it), 4 "Statewide prospects" (100,000 generated contacts) and 5 "Open house sign-ins"
 * (40 stored, ids 301–340, with a failed-address entry); the studio user (4) owns list 3.
 */

interface WireList {
  id: number;
  name: string;
  total_count: number;
  created_at: string;
  status: string;
  dpv_failed_count: number;
}
type WireContact = ContactFields & { id: number; contact_list_id: number };
interface WirePage {
  data: WireContact[];
  total: number;
  maxPages: number;
  page: number;
}
interface WireFailed {
  id: number;
  contact_list_id: number;
  name: string;
  created_at: string;
  contact_count: number;
  total_importcontacts: number;
  notifyread_status: 0 | 1;
}
interface WireStatus {
  id: number;
  status: string;
  total_count: number;
  dpv_failed_count: number;
}

withNodeFileClasses();

const BIG_PAGES = Math.ceil(BIG_LIST_SIZE / CONTACTS_PAGE_SIZE);

const idsOf = (rows: { id: number }[]) => rows.map((row) => row.id);
const fieldsOf = (contact: Partial<WireContact>): ContactFields =>
  Object.fromEntries(CONTACT_FIELD_KEYS.map((key) => [key, contact[key] ?? ''])) as ContactFields;
const bigContact = (index: number) =>
  generatedContact({ seed: BIG_LIST_ID, count: BIG_LIST_SIZE, places: null }, index);
const storedContact = (id: number) => {
  const row = db().contacts.get(id);
  if (!row) throw new Error(`No stored contact ${id}`);
  return row;
};

const lists = (query: Record<string, unknown>, as: DemoUser = 'market') =>
  callMock<WireList[]>(getContactListPageEndpoint, { limit: 10, offset: 0, ...query }, as);

async function contactsPage(id: number, page: number, as: DemoUser = 'market', type = 'user') {
  const reply = await callMock<WireContact[]>(getContactsEndpoint, { id, type, page }, as);
  return { http: reply.http, body: reply.body as Envelope<WireContact[]> & WirePage };
}

const editContact = (
  contactId: number,
  fields: Partial<ContactFields>,
  as: DemoUser = 'market',
  listType = 'user',
) =>
  callMock<WireContact>(
    editContactEndpoint,
    { contact_id: contactId, list_type: listType, ...fields },
    as,
  );

const failedLists = (as: DemoUser = 'market') =>
  callMock<WireFailed[]>(failedAddressListsEndpoint, {}, as);

/** A street at a ZIP whose address fails (or passes) verification. */
function addressThat(fails: boolean, zip: string): string {
  for (let number = 1; ; number += 1) {
    const street = `${number} ${fails ? 'Failing' : 'Good'} Way`;
    if (failsVerification({ street, zip }) === fails) return street;
  }
}
const failingAddress = (zip: string) => addressThat(true, zip);

describe('get-contact-lists', () => {
  it('pages the user’s lists newest first, with total_count and pages', async () => {
    const first = await lists({ limit: 2, offset: 0 });
    expect(first.http).toBe(200);
    expect(first.body.status).toBe(true);
    expect(idsOf(first.body.data)).toEqual([5, 1]);
    expect(first.body.total_count).toBe(4);
    expect((first.body as unknown as { pages: number }).pages).toBe(2);

    const second = await lists({ limit: 2, offset: 2 });
    expect(idsOf(second.body.data)).toEqual([2, 4]);
    expect(second.body.data[1]).toEqual({
      id: 4,
      name: 'Statewide prospects',
      total_count: BIG_LIST_SIZE,
      created_at: '2026-07-30',
      status: 'ready',
      dpv_failed_count: 0,
    });

    const all = await lists({ limit: 10 });
    expect(idsOf(all.body.data)).toEqual([5, 1, 2, 4]);
    expect(all.body.data.map((list) => list.total_count)).toEqual([40, 24, 5, BIG_LIST_SIZE]);
    expect((all.body as unknown as { pages: number }).pages).toBe(1);

    const past = await lists({ limit: 2, offset: 4 });
    expect(past.body).toMatchObject({ status: true, data: [], total_count: 4 });
  });

  it('filters by name, ignoring case, and counts only the matches', async () => {
    const found = await lists({ search: 'O' });
    expect(idsOf(found.body.data)).toEqual([5, 1, 4]);
    expect(found.body.total_count).toBe(3);
    expect((found.body as unknown as { pages: number }).pages).toBe(1);

    const one = await lists({ search: 'past CLIENTS' });
    expect(idsOf(one.body.data)).toEqual([2]);

    const none = await lists({ search: 'nothing like it' });
    expect(none.body).toMatchObject({ data: [], total_count: 0 });
    expect((none.body as unknown as { pages: number }).pages).toBe(0);
  });

  it('shows each user only their own lists, and answers 401 without a token', async () => {
    const studio = await lists({}, 'studio');
    expect(idsOf(studio.body.data)).toEqual([3]);
    const admin = await lists({}, 'admin');
    expect(admin.body).toMatchObject({ data: [], total_count: 0 });
    const anonymous = await callMock(getContactListPageEndpoint, { limit: 10, offset: 0 }, null);
    expect(anonymous.http).toBe(401);
  });
});

describe('get-contacts', () => {
  it('pages the seeded 100,000-contact list, first page and last', async () => {
    const first = await contactsPage(BIG_LIST_ID, 1);
    expect(first.http).toBe(200);
    expect(first.body).toMatchObject({
      status: true,
      total: BIG_LIST_SIZE,
      maxPages: BIG_PAGES,
      page: 1,
    });
    expect(BIG_PAGES).toBe(100);
    expect(first.body.data).toHaveLength(CONTACTS_PAGE_SIZE);
    expect(first.body.data[0]).toEqual({
      ...bigContact(0),
      id: generatedIdOf(BIG_LIST_ID, 0),
      contact_list_id: BIG_LIST_ID,
    });
    expect(first.body.data.at(-1)!.id).toBe(generatedIdOf(BIG_LIST_ID, CONTACTS_PAGE_SIZE - 1));

    const last = await contactsPage(BIG_LIST_ID, BIG_PAGES);
    expect(last.body.page).toBe(BIG_PAGES);
    expect(last.body.data).toHaveLength(CONTACTS_PAGE_SIZE);
    expect(last.body.data[0]!.id).toBe(
      generatedIdOf(BIG_LIST_ID, (BIG_PAGES - 1) * CONTACTS_PAGE_SIZE),
    );
    expect(last.body.data.at(-1)).toEqual({
      ...bigContact(BIG_LIST_SIZE - 1),
      id: generatedIdOf(BIG_LIST_ID, BIG_LIST_SIZE - 1),
      contact_list_id: BIG_LIST_ID,
    });
  });

  it('is the same contacts every time (generated, not random)', async () => {
    const a = await contactsPage(BIG_LIST_ID, 37);
    const b = await contactsPage(BIG_LIST_ID, 37);
    expect(b.body.data).toEqual(a.body.data);
  });

  it('refuses a page past the end', async () => {
    const past = await contactsPage(BIG_LIST_ID, BIG_PAGES + 1);
    expect(past.body.status).toBe(false);
    expect(past.body.message).toBe(`Page ${BIG_PAGES + 1} is past the last page (${BIG_PAGES}).`);

    const small = await contactsPage(1, 2);
    expect(small.body.status).toBe(false);
  });

  it('answers a small stored list in one page', async () => {
    const page = await contactsPage(1, 1);
    expect(page.body).toMatchObject({ status: true, total: 24, maxPages: 1, page: 1 });
    expect(idsOf(page.body.data)).toEqual(Array.from({ length: 24 }, (_, index) => index + 1));
  });

  it('answers 404 for another user’s list; the super admin reaches any list as system', async () => {
    expect((await contactsPage(3, 1)).http).toBe(404);
    expect((await contactsPage(1, 1, 'studio')).http).toBe(404);
    expect((await contactsPage(999, 1)).http).toBe(404);
    expect((await contactsPage(1, 1, 'market', 'system')).http).toBe(404);
    expect((await contactsPage(1, 1, 'admin')).http).toBe(404);

    const system = await contactsPage(3, 1, 'admin', 'system');
    expect(system.http).toBe(200);
    expect(idsOf(system.body.data)).toEqual([201, 202, 203]);
  });
});

describe('other users’ lists', () => {
  it('are not found for every list call', async () => {
    const calls = [
      callMock(renameContactListEndpoint, { contactlist_id: 3, name: 'Mine now' }, 'market'),
      callMock(deleteContactListEndpoint, { contact_list_id: 3 }, 'market'),
      callMock(listCampaignUseEndpoint, { contactlist_id: 3 }, 'market'),
      callMock(fieldTotalsEndpoint, { contactlist_id: 3 }, 'market'),
      callMock(exportContactListEndpoint, { id: 3 }, 'market'),
      callMock(skipTraceEndpoint, { contactlist_id: 3 }, 'market'),
      callMock(listStatusEndpoint, { contactlist_id: 3 }, 'market'),
      callMock(failedContactsEndpoint, { id: 5 }, 'studio'),
    ];
    for (const reply of await Promise.all(calls)) {
      expect(reply.http).toBe(404);
      expect(reply.body.status).toBe(false);
    }
    expect(db().contactLists.get(3)!.name).toBe('Proof readers');
  });
});

describe('contactlistname-existance', () => {
  it('knows the user’s names, ignoring case and surrounding spaces', async () => {
    const exists = (name: string, as: DemoUser = 'market') =>
      callMock<{ exists: boolean }>(contactListNameExistsEndpoint, { name }, as);
    expect((await exists('Past clients')).body.data).toEqual({ exists: true });
    expect((await exists('  PAST clients  ')).body.data).toEqual({ exists: true });
    expect((await exists('Past clients 2')).body.data).toEqual({ exists: false });
    // Names are unique per user: the studio user has no list by that name.
    expect((await exists('Past clients', 'studio')).body.data).toEqual({ exists: false });
    expect((await exists('proof readers', 'studio')).body.data).toEqual({ exists: true });

    const blank = await exists('   ');
    expect(blank.http).toBe(422);
    expect(blank.body.errors).toEqual({ name: ['The name field is required.'] });
  });
});

describe('create_contactlist', () => {
  const create = (name: unknown, as: DemoUser = 'market') =>
    callMock<{ id: number }>(createContactListEndpoint, { name }, as);

  it('creates an empty list, trimmed, waiting for its upload', async () => {
    const reply = await create('  Fresh leads  ');
    expect(reply.http).toBe(200);
    const id = reply.body.data.id;
    expect(db().contactLists.get(id)).toMatchObject({
      user_id: 2,
      name: 'Fresh leads',
      status: 'uploading',
    });
    const all = await lists({ limit: 10 });
    expect(all.body.total_count).toBe(5);
    expect(all.body.data.find((list) => list.id === id)).toMatchObject({
      name: 'Fresh leads',
      total_count: 0,
      status: 'uploading',
    });
    // The same name is free for another user.
    expect((await create('Fresh leads', 'studio')).http).toBe(200);
  });

  it.each([
    ['blank', '', 'The name field is required.'],
    ['spaces only', '   ', 'The name field is required.'],
    ['not text', 42, 'The name field is required.'],
    [
      'too long',
      'x'.repeat(LIST_NAME_MAX + 1),
      `The name may not be greater than ${LIST_NAME_MAX} characters.`,
    ],
    ['taken (any case, spaces)', '  portland HOMEOWNERS ', LIST_NAME_TAKEN],
  ])('refuses a %s name with 422', async (_case, name, message) => {
    const before = db().contactLists.all().length;
    const reply = await create(name);
    expect(reply.http).toBe(422);
    expect(reply.body.status).toBe(false);
    expect(reply.body.errors).toEqual({ name: [message] });
    expect(db().contactLists.all()).toHaveLength(before);
  });

  it('accepts a name of exactly the maximum length', async () => {
    expect((await create('y'.repeat(LIST_NAME_MAX))).http).toBe(200);
  });
});

describe('rename-contactlist/', () => {
  const rename = (contactlistId: number, name: string) =>
    callMock<{ id: number; name: string }>(
      renameContactListEndpoint,
      { contactlist_id: contactlistId, name },
      'market',
    );

  it('renames, and renames the list’s failed-address entry too', async () => {
    const reply = await rename(5, '  Open house, November  ');
    expect(reply.body).toMatchObject({
      status: true,
      data: { id: 5, name: 'Open house, November' },
    });
    expect(db().contactLists.get(5)!.name).toBe('Open house, November');
    const entries = await failedLists();
    expect(entries.body.data.find((entry) => entry.contact_list_id === 5)!.name).toBe(
      'Open house, November',
    );
  });

  it('refuses another list’s name but lets a list change the case of its own', async () => {
    const taken = await rename(1, 'PAST CLIENTS');
    expect(taken.http).toBe(422);
    expect(taken.body.errors).toEqual({ name: [LIST_NAME_TAKEN] });
    expect(db().contactLists.get(1)!.name).toBe('Portland homeowners');

    const own = await rename(1, 'PORTLAND Homeowners');
    expect(own.body.data).toEqual({ id: 1, name: 'PORTLAND Homeowners' });

    const blank = await rename(1, ' ');
    expect(blank.http).toBe(422);
    const long = await rename(1, 'z'.repeat(LIST_NAME_MAX + 1));
    expect(long.http).toBe(422);
  });
});

describe('delete-contactlist and checkcontactlistid-assigncampaign', () => {
  const use = (id: number) =>
    callMock<{ assigned: boolean; campaigns: { id: number; name: string }[] }>(
      listCampaignUseEndpoint,
      { contactlist_id: id },
      'market',
    );
  const remove = (id: number) =>
    callMock<{ id: number }>(deleteContactListEndpoint, { contact_list_id: id }, 'market');

  it('refuses a list an active campaign sends to, with the spec’s message', async () => {
    const check = await use(2);
    expect(check.body.data).toEqual({
      assigned: true,
      campaigns: [{ id: 1, name: 'Past clients thank-you cards' }],
    });

    const reply = await remove(2);
    expect(reply.body.status).toBe(false);
    expect(reply.body.message).toBe(
      "You can't delete this mailing list as this is associated with active campaigns, or with another contact list connected to active campaigns.",
    );
    expect(LIST_IN_USE).toBe(reply.body.message);
    expect(db().contactLists.get(2)).toBeDefined();
    expect(db().contacts.filter((row) => row.contact_list_id === 2)).toHaveLength(5);
  });

  it('lets the list go once its campaign is no longer active', async () => {
    db().userCampaigns.update(1, { status: 'cancelled' });
    expect((await use(2)).body.data).toEqual({ assigned: false, campaigns: [] });
    expect((await remove(2)).body.status).toBe(true);
  });

  it('deletes a free list with its contacts and its failed-address entry', async () => {
    expect((await use(5)).body.data).toEqual({ assigned: false, campaigns: [] });
    expect(db().contacts.filter((row) => row.contact_list_id === 5)).toHaveLength(40);

    const reply = await remove(5);
    expect(reply.body).toMatchObject({
      status: true,
      data: { id: 5 },
      message: 'Contact list deleted successfully.',
    });
    expect(db().contactLists.get(5)).toBeUndefined();
    expect(db().contacts.filter((row) => row.contact_list_id === 5)).toEqual([]);
    expect((await failedLists()).body.data).toEqual([]);
    expect((await contactsPage(5, 1)).http).toBe(404);
    expect((await lists({})).body.total_count).toBe(3);
    // The other lists keep their contacts.
    expect(db().contacts.filter((row) => row.contact_list_id === 1)).toHaveLength(24);

    expect((await remove(5)).http).toBe(404);
  });
});

describe('edit-contact and delete-contact', () => {
  const remove = (contactId: number, as: DemoUser = 'market', listType = 'user') =>
    callMock<{ id: number }>(
      deleteContactEndpoint,
      { contact_id: contactId, list_type: listType },
      as,
    );

  it('edits and deletes a stored contact, and the list’s pages show it', async () => {
    const edited = { ...fieldsOf(storedContact(3)), first_name: 'Ada', email: 'ada@example.com' };
    const reply = await editContact(3, edited);
    expect(reply.body).toMatchObject({
      status: true,
      data: { ...edited, id: 3, contact_list_id: 1 },
    });

    expect((await remove(5)).body).toMatchObject({ status: true, data: { id: 5 } });
    const page = await contactsPage(1, 1);
    expect(page.body.total).toBe(23);
    expect(idsOf(page.body.data)).not.toContain(5);
    expect(page.body.data.find((row) => row.id === 3)).toEqual({
      ...edited,
      id: 3,
      contact_list_id: 1,
    });
    expect((await lists({ search: 'Portland' })).body.data[0]!.total_count).toBe(23);

    expect((await remove(5)).http).toBe(404);
    expect((await editContact(5, edited)).http).toBe(404);
  });

  it('edits and deletes a generated contact of the 100,000-contact list', async () => {
    const editedId = generatedIdOf(BIG_LIST_ID, 1500);
    const edited = { ...bigContact(1500), first_name: 'Edited', city: 'Bangor', zip: '04401' };
    expect((await editContact(editedId, edited)).body.data).toEqual({
      ...edited,
      id: editedId,
      contact_list_id: BIG_LIST_ID,
    });

    const goneId = generatedIdOf(BIG_LIST_ID, 10);
    expect((await remove(goneId)).body.status).toBe(true);

    const first = await contactsPage(BIG_LIST_ID, 1);
    expect(first.body.total).toBe(BIG_LIST_SIZE - 1);
    expect(first.body.maxPages).toBe(BIG_PAGES);
    expect(first.body.data).toHaveLength(CONTACTS_PAGE_SIZE);
    expect(idsOf(first.body.data)).not.toContain(goneId);
    expect(first.body.data[10]!.id).toBe(generatedIdOf(BIG_LIST_ID, 11));
    // Everything after the deleted contact moves up one place.
    expect(first.body.data.at(-1)!.id).toBe(generatedIdOf(BIG_LIST_ID, CONTACTS_PAGE_SIZE));

    const second = await contactsPage(BIG_LIST_ID, 2);
    const shown = second.body.data.find((row) => row.id === editedId);
    expect(shown).toEqual({ ...edited, id: editedId, contact_list_id: BIG_LIST_ID });
    expect(second.body.data.indexOf(shown!)).toBe(1500 - CONTACTS_PAGE_SIZE - 1);

    const last = await contactsPage(BIG_LIST_ID, BIG_PAGES);
    expect(last.body.data).toHaveLength(CONTACTS_PAGE_SIZE - 1);
    expect(last.body.data.at(-1)!.id).toBe(generatedIdOf(BIG_LIST_ID, BIG_LIST_SIZE - 1));
    expect((await lists({ search: 'Statewide' })).body.data[0]!.total_count).toBe(
      BIG_LIST_SIZE - 1,
    );

    // A deleted generated contact is gone for good, edited or not.
    expect((await remove(goneId)).http).toBe(404);
    expect((await remove(editedId)).body.status).toBe(true);
    expect((await editContact(editedId, edited)).http).toBe(404);
    expect((await contactsPage(BIG_LIST_ID, 1)).body.total).toBe(BIG_LIST_SIZE - 2);
  });

  it('answers 404 for contacts of other users and ids that do not exist', async () => {
    const fields = fieldsOf(storedContact(201));
    expect((await editContact(201, fields)).http).toBe(404);
    expect((await remove(201)).http).toBe(404);
    expect((await editContact(1, fieldsOf(storedContact(1)), 'studio')).http).toBe(404);
    expect((await editContact(generatedIdOf(BIG_LIST_ID, BIG_LIST_SIZE), fields)).http).toBe(404);
    expect((await remove(999_999)).http).toBe(404);
    // The super admin edits any contact through the system view, not as its owner.
    expect((await editContact(201, fields, 'admin')).http).toBe(404);
    expect((await editContact(201, { ...fields, city: 'Salem' }, 'admin', 'system')).http).toBe(
      200,
    );
    expect(db().contacts.get(201)!.city).toBe('Salem');
  });

  it.each<[string, Partial<ContactFields>, ContactFieldKey, string]>([
    ['a bad email', { email: 'not-an-email' }, 'email', 'The email must be a valid email address.'],
    ['a short phone', { phone: '555-123' }, 'phone', 'The phone must be a 10-digit US number.'],
    [
      'an 11-digit phone not starting with 1',
      { phone: '25551234567' },
      'phone',
      'The phone must be a 10-digit US number.',
    ],
    ['a 4-digit zip', { zip: '2108' }, 'zip', 'The zip must be 5 digits or ZIP+4.'],
    ['a lettered zip', { zip: 'ABCDE' }, 'zip', 'The zip must be 5 digits or ZIP+4.'],
    ['no first name', { first_name: '  ' }, 'first_name', 'The first name field is required.'],
    [
      'a long city',
      { city: 'c'.repeat(256) },
      'city',
      'The city may not be greater than 255 characters.',
    ],
  ])(
    'refuses %s with a 422 field error and keeps the contact',
    async (_case, change, key, message) => {
      const before = storedContact(1);
      const reply = await editContact(1, { ...fieldsOf(before), ...change });
      expect(reply.http).toBe(422);
      expect(reply.body.errors).toEqual({ [key]: [message] });
      expect(storedContact(1)).toEqual(before);
    },
  );

  it('accepts the phone and zip forms a US address may have', async () => {
    const reply = await editContact(1, {
      ...fieldsOf(storedContact(1)),
      phone: '+1 (207) 555-0101',
      zip: '04101-1234',
      email: '',
    });
    expect(reply.http).toBe(200);
    expect(reply.body.data).toMatchObject({ phone: '+1 (207) 555-0101', zip: '04101-1234' });
  });
});

describe('contact-global-search', () => {
  const search = (body: Record<string, unknown>, as: DemoUser = 'market') =>
    callMock<(WireContact & { list_name: string })[]>(globalSearchEndpoint, body, as);

  it('needs at least 2 characters', async () => {
    const reply = await search({ id: 0, search_text: ' a ', type: 'all' });
    expect(reply.http).toBe(422);
    expect(reply.body.errors).toEqual({ search_text: ['Type at least 2 characters.'] });
  });

  it('finds contacts across the user’s lists, or in one list', async () => {
    const tag = 'Zebra Holdings';
    await editContact(7, { ...fieldsOf(storedContact(7)), business_name: tag });
    await editContact(320, { ...fieldsOf(storedContact(320)), business_name: tag });
    const bigId = generatedIdOf(BIG_LIST_ID, 99_000);
    await editContact(bigId, { ...bigContact(99_000), business_name: tag });
    // The studio user's contact with the same business is not the market user's.
    db().contacts.update(201, { business_name: tag });

    const all = await search({ id: 0, search_text: 'zebra HOLD', type: 'all' });
    expect(all.body.status).toBe(true);
    expect(all.body.data.map((hit) => [hit.id, hit.list_name])).toEqual([
      [7, 'Portland homeowners'],
      [bigId, 'Statewide prospects'],
      [320, 'Open house sign-ins'],
    ]);
    expect(all.body.total_count).toBe(3);

    const one = await search({ id: 5, search_text: 'zebra', type: 'list' });
    expect(idsOf(one.body.data)).toEqual([320]);

    const other = await search({ id: 3, search_text: 'zebra', type: 'list' });
    expect(other.body.data).toEqual([]);

    const studio = await search({ id: 0, search_text: 'zebra', type: 'all' }, 'studio');
    expect(idsOf(studio.body.data)).toEqual([201]);
  });

  it('finds by email and phone too, and stops at 50 hits', async () => {
    const contact = storedContact(12);
    const byEmail = await search({ id: 1, search_text: contact.email.toUpperCase(), type: 'list' });
    expect(idsOf(byEmail.body.data)).toContain(12);
    const byPhone = await search({ id: 1, search_text: contact.phone, type: 'list' });
    expect(idsOf(byPhone.body.data)).toContain(12);

    const many = await search({ id: 0, search_text: 'example', type: 'all' });
    expect(many.body.data).toHaveLength(50);
  });
});

describe('totalcontacts-groupbyfield', () => {
  const totals = (id: number) =>
    callMock<{ total: number; with_email: number; with_phone: number; with_address: number }>(
      fieldTotalsEndpoint,
      { contactlist_id: id },
      'market',
    );

  it('counts the contacts with each kind of reach', async () => {
    expect((await totals(1)).body.data).toEqual({
      total: 24,
      with_email: 24,
      with_phone: 24,
      with_address: 24,
    });
    await editContact(1, { ...fieldsOf(storedContact(1)), email: '', phone: '' });
    await editContact(2, { ...fieldsOf(storedContact(2)), email: '', street: '' });
    expect((await totals(1)).body.data).toEqual({
      total: 24,
      with_email: 22,
      with_phone: 23,
      with_address: 23,
    });
  });

  it('counts the 100,000-contact list', async () => {
    const bigId = generatedIdOf(BIG_LIST_ID, 5);
    await editContact(bigId, { ...bigContact(5), phone: '' });
    expect((await totals(BIG_LIST_ID)).body.data).toEqual({
      total: BIG_LIST_SIZE,
      with_email: BIG_LIST_SIZE,
      with_phone: BIG_LIST_SIZE - 1,
      with_address: BIG_LIST_SIZE,
    });
  });
});

describe('address verification and failed-address lists', () => {
  const verify = (id: number) =>
    callMock<{ contactlist_id: number; verified: number; failed: number }>(
      verifyAddressesEndpoint,
      { contactlist_id: id },
      'market',
    );
  const failedOf = (id: number, as: DemoUser = 'market') =>
    callMock<WireContact[]>(failedContactsEndpoint, { id }, as);
  const markRead = (id: number, as: DemoUser = 'market') =>
    callMock<WireFailed>(markFailedListReadEndpoint, { contactlist_id: id }, as);
  const removeEntry = (id: number, as: DemoUser = 'market') =>
    callMock<{ id: number }>(deleteFailedListEndpoint, { contactlist_id: id }, as);

  it('has the seeded entry for list 5, matching its failed contacts', async () => {
    const entries = (await failedLists()).body.data;
    expect(entries).toHaveLength(1);
    const expected = db()
      .contacts.filter((row) => row.contact_list_id === 5)
      .filter(failsVerification);
    expect(entries[0]).toMatchObject({
      contact_list_id: 5,
      name: 'Open house sign-ins',
      contact_count: expected.length,
      total_importcontacts: 40,
      notifyread_status: 0,
    });
    const failed = await failedOf(5);
    expect(idsOf(failed.body.data)).toEqual(idsOf(expected));
    expect(failed.body.total_count).toBe(expected.length);
    expect((await failedLists('studio')).body.data).toEqual([]);
  });

  it('creates an entry when a verification finds bad addresses, counts matching', async () => {
    const before = db().contacts.filter((row) => row.contact_list_id === 1);
    const alreadyFailing = before.filter(failsVerification).length;
    for (const id of [4, 9]) {
      const contact = storedContact(id);
      if (!failsVerification(contact))
        await editContact(id, { ...fieldsOf(contact), street: failingAddress(contact.zip) });
    }
    const failing = db()
      .contacts.filter((row) => row.contact_list_id === 1)
      .filter(failsVerification);
    expect(failing.length).toBeGreaterThanOrEqual(Math.max(2, alreadyFailing));

    const reply = await verify(1);
    expect(reply.body.data).toEqual({
      contactlist_id: 1,
      verified: 24 - failing.length,
      failed: failing.length,
    });
    expect(db().contactLists.get(1)!.dpv_failed_count).toBe(failing.length);
    expect((await lists({ search: 'Portland' })).body.data[0]!.dpv_failed_count).toBe(
      failing.length,
    );

    const entry = (await failedLists()).body.data.find((row) => row.contact_list_id === 1);
    expect(entry).toMatchObject({
      name: 'Portland homeowners',
      contact_count: failing.length,
      total_importcontacts: 24,
      notifyread_status: 0,
    });
    const failed = await failedOf(1);
    expect(failed.body.data).toHaveLength(entry!.contact_count);
    expect(idsOf(failed.body.data)).toEqual(idsOf(failing));
  });

  it('refreshes an entry on a new verification: fresh, unread, with the new figures', async () => {
    const seeded = (await failedLists()).body.data[0]!;
    await markRead(5);
    const contact = db()
      .contacts.filter((row) => row.contact_list_id === 5)
      .find((row) => !failsVerification(row))!;
    await editContact(contact.id, { ...fieldsOf(contact), street: failingAddress(contact.zip) });

    const reply = await verify(5);
    expect(reply.body.data.failed).toBe(seeded.contact_count + 1);
    const entries = (await failedLists()).body.data;
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      contact_list_id: 5,
      contact_count: seeded.contact_count + 1,
      notifyread_status: 0,
    });
    expect(entries[0]!.id).not.toBe(seeded.id);
    expect((await failedOf(5)).body.data).toHaveLength(entries[0]!.contact_count);
  });

  it('drops the entry when a verification finds nothing wrong', async () => {
    for (const row of db()
      .contacts.filter((item) => item.contact_list_id === 5)
      .filter(failsVerification))
      db().contacts.update(row.id, { street: addressThat(false, row.zip) });
    const reply = await verify(5);
    expect(reply.body.data).toEqual({ contactlist_id: 5, verified: 40, failed: 0 });
    expect((await failedLists()).body.data).toEqual([]);
    expect(db().contactLists.get(5)!.dpv_failed_count).toBe(0);
  });

  it('verifies the 100,000-contact list', async () => {
    const reply = await verify(BIG_LIST_ID);
    const failed = reply.body.data.failed;
    expect(reply.body.data.verified + failed).toBe(BIG_LIST_SIZE);
    // About one address in twenty fails.
    expect(failed).toBeGreaterThan(BIG_LIST_SIZE / 40);
    expect(failed).toBeLessThan(BIG_LIST_SIZE / 10);
    const entry = (await failedLists()).body.data.find(
      (row) => row.contact_list_id === BIG_LIST_ID,
    );
    expect(entry).toMatchObject({ contact_count: failed, total_importcontacts: BIG_LIST_SIZE });
    expect((await failedOf(BIG_LIST_ID)).body.data).toHaveLength(failed);
  });

  it('refuses a list still being processed', async () => {
    const created = await callMock<{ id: number }>(
      createContactListEndpoint,
      { name: 'Not yet' },
      'market',
    );
    const reply = await verify(created.body.data.id);
    expect(reply.body).toMatchObject({
      status: false,
      message: 'This list is still being processed.',
    });
  });

  it('lists unread entries first, marks one read, and deletes one', async () => {
    await editContact(4, {
      ...fieldsOf(storedContact(4)),
      street: failingAddress(storedContact(4).zip),
    });
    await verify(1);
    // List 1's entry is the newest; once read it goes after list 5's older unread one.
    const fresh = (await failedLists()).body.data;
    expect(fresh.map((row) => row.contact_list_id)).toEqual([1, 5]);

    const read = await markRead(1);
    expect(read.body.data).toMatchObject({ contact_list_id: 1, notifyread_status: 1 });
    const afterRead = (await failedLists()).body.data;
    expect(afterRead.map((row) => [row.contact_list_id, row.notifyread_status])).toEqual([
      [5, 0],
      [1, 1],
    ]);
    expect((await markRead(1, 'studio')).http).toBe(404);

    expect((await removeEntry(5)).body).toMatchObject({ status: true, data: { id: 5 } });
    expect((await failedLists()).body.data.map((row) => row.contact_list_id)).toEqual([1]);
    expect((await failedLists()).body.total_count).toBe(1);
    expect((await removeEntry(5)).http).toBe(404);
    expect((await markRead(5)).http).toBe(404);
    expect((await failedOf(5)).http).toBe(404);
    // The list itself stays.
    expect(db().contactLists.get(5)).toBeDefined();
  });
});

describe('orders/data/skip-trace', () => {
  it('records an order for a ready list with contacts', async () => {
    const reply = await callMock<{ order_id: number; contacts: number; status: string }>(
      skipTraceEndpoint,
      { contactlist_id: 1 },
      'market',
    );
    expect(reply.body).toMatchObject({ status: true, data: { contacts: 24, status: 'queued' } });
    const order = db().orders.get(reply.body.data.order_id);
    expect(order).toMatchObject({ user_id: 2, kind: 'skip-trace', contact_list_id: 1 });

    const big = await callMock<{ contacts: number }>(
      skipTraceEndpoint,
      { contactlist_id: BIG_LIST_ID },
      'market',
    );
    expect(big.body.data.contacts).toBe(BIG_LIST_SIZE);
    expect(db().orders.filter((row) => row.kind === 'skip-trace')).toHaveLength(2);
  });

  it('refuses a list without contacts', async () => {
    const created = await callMock<{ id: number }>(
      createContactListEndpoint,
      { name: 'Empty' },
      'market',
    );
    const reply = await callMock(
      skipTraceEndpoint,
      { contactlist_id: created.body.data.id },
      'market',
    );
    expect(reply.body).toMatchObject({
      status: false,
      message: 'Only a ready list with contacts can be skip traced.',
    });
    expect(db().orders.filter((row) => row.kind === 'skip-trace')).toEqual([]);
  });
});

describe('get-allcontactlist-bysystem', () => {
  it('answers every user’s lists to the super admin only', async () => {
    const admin = await callMock<(WireList & { user_id: number; owner_name: string })[]>(
      systemContactListsEndpoint,
      {},
      'admin',
    );
    expect(admin.http).toBe(200);
    expect(idsOf(admin.body.data).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5]);
    expect(admin.body.data.find((list) => list.id === 3)).toMatchObject({
      user_id: 4,
      owner_name: 'Stella Studio',
      name: 'Proof readers',
      total_count: 3,
    });
    expect(admin.body.data.find((list) => list.id === BIG_LIST_ID)).toMatchObject({
      user_id: 2,
      owner_name: 'Maya Market',
      total_count: BIG_LIST_SIZE,
    });

    for (const who of ['market', 'studio'] as const) {
      const reply = await callMock(systemContactListsEndpoint, {}, who);
      expect(reply.http).toBe(403);
      expect(reply.body.status).toBe(false);
    }
  });
});

describe('export-contact-list-csv/ and the exported file', () => {
  const prepare = (id: number, as: DemoUser = 'market') =>
    callMock<{ url: string; file_name: string; rows: number }>(
      exportContactListEndpoint,
      { id },
      as,
    );
  const download = (url: string, token: string | null) =>
    fetch(`${getConfig().apiBases.main}${url}`, {
      headers: token ? { api_token: token } : {},
    });

  it('points at a CSV with a header row and one line per contact', async () => {
    const reply = await prepare(1);
    expect(reply.body.data).toEqual({
      url: 'contact-exports/1.csv',
      file_name: 'Portland-homeowners.csv',
      rows: 24,
    });

    const response = await download(reply.body.data.url, seededUser('market').api_token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(Number(response.headers.get('content-length'))).toBe(bytes.length);
    const text = new TextDecoder().decode(bytes);
    const lines = text.split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines[0]).toBe(CONTACT_FIELD_KEYS.join(','));
    expect(lines.slice(1, -1)).toHaveLength(reply.body.data.rows);
    const first = storedContact(1);
    expect(lines[1]!.startsWith(`${first.first_name},${first.last_name},`)).toBe(true);
  });

  it('keeps formula-looking values as text and quotes cells with commas or quotes', async () => {
    await editContact(1, {
      ...fieldsOf(storedContact(1)),
      first_name: '=SUM(A1)',
      last_name: '+Plus',
      business_name: 'Oak & Pine, "Inc."',
    });
    const reply = await prepare(1);
    const response = await download(reply.body.data.url, seededUser('market').api_token);
    const body = await response.arrayBuffer();
    expect(Number(response.headers.get('content-length'))).toBe(body.byteLength);
    const line = new TextDecoder().decode(body).split('\r\n')[1]!;
    expect(line.startsWith(`'=SUM(A1),'+Plus,"Oak & Pine, ""Inc.""",`)).toBe(true);
  });

  it('counts non-ASCII text in bytes for Content-Length', async () => {
    await editContact(1, { ...fieldsOf(storedContact(1)), first_name: 'Zoë', last_name: 'Núñez' });
    const response = await download('contact-exports/1.csv', seededUser('market').api_token);
    const body = await response.arrayBuffer();
    const text = new TextDecoder().decode(body);
    expect(text.split('\r\n')[1]!.startsWith('Zoë,Núñez,')).toBe(true);
    expect(Number(response.headers.get('content-length'))).toBe(body.byteLength);
    expect(body.byteLength).toBeGreaterThan(text.length);
  });

  it('reflects deletions in the row count', async () => {
    await callMock(deleteContactEndpoint, { contact_id: 2, list_type: 'user' }, 'market');
    const reply = await prepare(1);
    expect(reply.body.data.rows).toBe(23);
    const text = await (await download(reply.body.data.url, seededUser('market').api_token)).text();
    expect(text.split('\r\n').slice(1, -1)).toHaveLength(23);
  });

  it('needs the owner’s token for the file, and a ready list for the export', async () => {
    expect((await download('contact-exports/1.csv', null)).status).toBe(401);
    expect((await download('contact-exports/1.csv', 'not-a-token')).status).toBe(401);
    expect((await download('contact-exports/1.csv', seededUser('studio').api_token)).status).toBe(
      404,
    );
    expect((await download('contact-exports/99.csv', seededUser('market').api_token)).status).toBe(
      404,
    );
    const created = await callMock<{ id: number }>(
      createContactListEndpoint,
      { name: 'Half done' },
      'market',
    );
    const reply = await prepare(created.body.data.id);
    expect(reply.body).toMatchObject({
      status: false,
      message: 'This list is still being processed.',
    });
    expect((await prepare(BIG_LIST_ID)).body.data).toEqual({
      url: `contact-exports/${BIG_LIST_ID}.csv`,
      file_name: 'Statewide-prospects.csv',
      rows: BIG_LIST_SIZE,
    });
  });
});

// ---- The upload flow ------------------------------------------------------------------------------

/** The test file's columns: not in the app's field order, with a column no field maps to. */
const COLUMNS = [
  'Last',
  'First',
  'Email',
  'Phone',
  'Address',
  'City',
  'State',
  'Zip',
  'Company',
  'Notes',
];
const MAPPING = {
  first_name: 1,
  last_name: 0,
  email: 2,
  phone: 3,
  street: 4,
  city: 5,
  state: 6,
  zip: 7,
  business_name: 8,
  website: null,
} as const;

interface SourceRow {
  last: string;
  first: string;
  email: string;
  phone: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  company: string;
  notes: string;
}

function cell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** 20 ASCII rows, two of them with addresses that fail verification, one a Boston ZIP missing its 0. */
function sourceRows(): SourceRow[] {
  const passing: SourceRow[] = [];
  const failing: SourceRow[] = [];
  for (let index = 0; passing.length < 18 || failing.length < 2; index += 1) {
    const contact = generatedContact({ seed: 77, count: 1000, places: null }, index);
    if (!/^[\x20-\x7e]*$/.test(Object.values(contact).join(''))) continue;
    const row: SourceRow = {
      last: contact.last_name,
      first: contact.first_name,
      email: contact.email,
      phone: contact.phone,
      street: contact.street,
      city: contact.city,
      state: contact.state,
      zip: contact.zip,
      company: contact.business_name,
      notes: `note ${index}`,
    };
    if (failsVerification(contact)) {
      if (failing.length < 2) failing.push(row);
    } else if (passing.length < 18) passing.push(row);
  }
  const rows = [...passing.slice(0, 9), failing[0]!, ...passing.slice(9), failing[1]!];
  rows[3] = { ...rows[3]!, city: 'Boston', state: 'MA', zip: '2108', notes: 'Says "hi", twice' };
  return rows;
}

function csvOf(rows: SourceRow[]): string {
  const lines = [
    COLUMNS.join(','),
    ...rows.map((row) =>
      [
        row.last,
        row.first,
        row.email,
        row.phone,
        row.street,
        row.city,
        row.state,
        row.zip,
        row.company,
        row.notes,
      ]
        .map(cell)
        .join(','),
    ),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

/** What the server should store for a row under MAPPING. */
function expectedContact(row: SourceRow, repairZips: boolean): ContactFields {
  const zip = repairZips && /^\d{4}$/.test(row.zip) ? `0${row.zip}` : row.zip;
  return {
    ...fieldsOf({}),
    first_name: row.first,
    last_name: row.last,
    email: row.email,
    phone: row.phone,
    street: row.street,
    city: row.city,
    state: row.state,
    zip,
    business_name: row.company,
  };
}

const CHUNK_URL = `${getConfig().apiBases.main}${resolvePath(uploadChunkEndpoint, {} as never)}`;

/** POSTs one multipart chunk the way the app's upload does. */
async function postChunk(
  fields: Record<string, string | number>,
  chunk: Blob | null,
  as: DemoUser = 'market',
) {
  const form = new FormData();
  form.append('api_token', seededUser(as).api_token);
  for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
  if (chunk) form.append('chunk', chunk, 'contacts.csv');
  const response = await fetch(CHUNK_URL, { method: 'POST', body: form });
  return {
    http: response.status,
    body: (await response.json()) as Envelope<{ received_bytes: number }>,
  };
}

function chunkFields(listId: number, bytes: Uint8Array, chunkSize: number, index: number) {
  return {
    contactlist_id: listId,
    file_name: 'contacts.csv',
    file_size: bytes.length,
    chunk_index: index,
    chunk_count: Math.ceil(bytes.length / chunkSize),
    offset: index * chunkSize,
  };
}

function chunkAt(bytes: Uint8Array, chunkSize: number, index: number): Blob {
  return new Blob([bytes.slice(index * chunkSize, (index + 1) * chunkSize)]);
}

async function uploadAll(listId: number, bytes: Uint8Array, chunkSize: number) {
  const count = Math.ceil(bytes.length / chunkSize);
  let last: Awaited<ReturnType<typeof postChunk>> | null = null;
  for (let index = 0; index < count; index += 1) {
    last = await postChunk(
      chunkFields(listId, bytes, chunkSize, index),
      chunkAt(bytes, chunkSize, index),
    );
    expect(last.body, `chunk ${index}`).toMatchObject({ status: true });
  }
  return last!;
}

async function createList(name: string): Promise<number> {
  const reply = await callMock<{ id: number }>(createContactListEndpoint, { name }, 'market');
  expect(reply.http).toBe(200);
  return reply.body.data.id;
}

const mapHeaders = (listId: number, mapping: unknown, repairZips = true) =>
  callMock<WireStatus>(
    mapHeadersEndpoint,
    { contactlist_id: listId, has_header: true, mapping, repair_zips: repairZips },
    'market',
  );

const poll = (listId: number) =>
  callMock<WireStatus>(listStatusEndpoint, { contactlist_id: listId }, 'market');

async function pollUntilReady(listId: number): Promise<WireStatus[]> {
  const seen: WireStatus[] = [];
  for (let count = 0; count < 20; count += 1) {
    const reply = await poll(listId);
    expect(reply.body.status).toBe(true);
    seen.push(reply.body.data);
    if (reply.body.data.status === 'ready') return seen;
  }
  throw new Error(`List ${listId} never got ready: ${JSON.stringify(seen)}`);
}

async function storedContactsOf(listId: number): Promise<ContactFields[]> {
  const page = await contactsPage(listId, 1);
  expect(page.body.status).toBe(true);
  return page.body.data.map(fieldsOf);
}

describe('the upload flow', () => {
  const rows = sourceRows();
  const bytes = new TextEncoder().encode(csvOf(rows));
  const CHUNK = 700;

  it('uploads in order, maps the columns, and moves the list on to ready', async () => {
    expect(Math.ceil(bytes.length / CHUNK)).toBeGreaterThanOrEqual(3);
    const listId = await createList('Imported leads');

    const first = await postChunk(chunkFields(listId, bytes, CHUNK, 0), chunkAt(bytes, CHUNK, 0));
    expect(first.body).toMatchObject({ status: true, data: { received_bytes: CHUNK } });

    // Nothing can be mapped before the whole file is in.
    const early = await mapHeaders(listId, MAPPING);
    expect(early.body).toMatchObject({
      status: false,
      message: 'The file has not been fully uploaded yet.',
    });

    // A chunk skipped, or one at the wrong offset, is refused.
    const skipped = await postChunk(chunkFields(listId, bytes, CHUNK, 2), chunkAt(bytes, CHUNK, 2));
    expect(skipped.http).toBe(409);
    expect(skipped.body.message).toBe(
      'The chunks arrived out of order. Please upload the file again.',
    );
    const wrongOffset = await postChunk(
      { ...chunkFields(listId, bytes, CHUNK, 1), offset: CHUNK + 1 },
      chunkAt(bytes, CHUNK, 1),
    );
    expect(wrongOffset.http).toBe(409);
    const repeated = await postChunk(chunkFields(listId, bytes, CHUNK, 0), null);
    expect(repeated.http).toBe(422);

    const count = Math.ceil(bytes.length / CHUNK);
    for (let index = 1; index < count; index += 1) {
      const reply = await postChunk(
        chunkFields(listId, bytes, CHUNK, index),
        chunkAt(bytes, CHUNK, index),
      );
      expect(reply.body.data.received_bytes).toBe(Math.min(bytes.length, (index + 1) * CHUNK));
    }
    expect(db().contactLists.get(listId)!.upload).toMatchObject({
      received_bytes: bytes.length,
      next_chunk: count,
      line_breaks: rows.length + 1,
    });

    const accepted = await mapHeaders(listId, MAPPING, true);
    expect(accepted.body).toMatchObject({
      status: true,
      data: { id: listId, status: 'processing', total_count: 0, dpv_failed_count: 0 },
    });
    // Mapped once: a second mapping finds the list processing.
    expect((await mapHeaders(listId, MAPPING)).body.status).toBe(false);

    const statuses = (await pollUntilReady(listId)).map((report) => report.status);
    expect(statuses).toEqual([
      ...Array<string>(POLLS_PER_STATUS - 1).fill('processing'),
      ...Array<string>(POLLS_PER_STATUS).fill('verifying'),
      'ready',
    ]);

    const expected = rows.map((row) => expectedContact(row, true));
    const failed = expected.filter(failsVerification).length;
    expect(failed).toBeGreaterThanOrEqual(1);
    const ready = await poll(listId);
    expect(ready.body.data).toEqual({
      id: listId,
      status: 'ready',
      total_count: rows.length,
      dpv_failed_count: failed,
    });

    const stored = await storedContactsOf(listId);
    expect(stored).toEqual(expected);
    expect(stored[3]).toMatchObject({ city: 'Boston', state: 'MA', zip: '02108' });

    const entry = (await failedLists()).body.data.find((row) => row.contact_list_id === listId);
    expect(entry).toMatchObject({
      name: 'Imported leads',
      contact_count: failed,
      total_importcontacts: rows.length,
      notifyread_status: 0,
    });
    const failedContacts = await callMock<WireContact[]>(
      failedContactsEndpoint,
      { id: listId },
      'market',
    );
    expect(failedContacts.body.data).toHaveLength(failed);
    expect((await lists({ search: 'Imported' })).body.data[0]).toMatchObject({
      id: listId,
      status: 'ready',
      total_count: rows.length,
      dpv_failed_count: failed,
    });
  });

  it('keeps the ZIPs as they are when repair_zips is false', async () => {
    const listId = await createList('Unrepaired');
    await uploadAll(listId, bytes, 1024);
    expect((await mapHeaders(listId, MAPPING, false)).body.status).toBe(true);
    const last = (await pollUntilReady(listId)).at(-1)!;

    const expected = rows.map((row) => expectedContact(row, false));
    const stored = await storedContactsOf(listId);
    expect(stored).toEqual(expected);
    expect(stored[3]!.zip).toBe('2108');
    expect(last.dpv_failed_count).toBe(expected.filter(failsVerification).length);
  });

  it('uploads a file in one chunk too', async () => {
    const listId = await createList('One chunk');
    const reply = await uploadAll(listId, bytes, bytes.length);
    expect(reply.body.data.received_bytes).toBe(bytes.length);
    await mapHeaders(listId, MAPPING);
    expect((await pollUntilReady(listId)).at(-1)!.total_count).toBe(rows.length);
  });

  it.each<[string, unknown, Record<string, string[]>]>([
    [
      'an unknown field',
      { ...MAPPING, favourite_colour: 9 },
      { favourite_colour: ['Unknown contact field favourite_colour.'] },
    ],
    [
      'a column out of range',
      { ...MAPPING, zip: COLUMNS.length },
      { zip: [`Column ${COLUMNS.length} is not in the file.`] },
    ],
    ['a negative column', { ...MAPPING, phone: -1 }, { phone: ['Column -1 is not in the file.'] }],
    [
      'a column twice',
      { ...MAPPING, property_street: 4 },
      { property_street: ['Column 5 is already mapped to street.'] },
    ],
    [
      'a required field missing',
      { ...MAPPING, last_name: undefined },
      { last_name: ['The last name column is required.'] },
    ],
    [
      'a required field set to none',
      { ...MAPPING, zip: null },
      { zip: ['The zip column is required.'] },
    ],
    ['no mapping at all', [1, 0], { mapping: ['The mapping must name a column for each field.'] }],
  ])('refuses a mapping with %s (422, field errors)', async (_case, mapping, errors) => {
    const listId = await createList('Mapped badly');
    await uploadAll(listId, bytes, 1024);
    const reply = await mapHeaders(listId, mapping);
    expect(reply.http).toBe(422);
    expect(reply.body.status).toBe(false);
    expect(reply.body.errors).toEqual(errors);
    expect(db().contactLists.get(listId)!.status).toBe('uploading');

    // The same upload can still be mapped properly.
    expect((await mapHeaders(listId, MAPPING)).body.data.status).toBe('processing');
  });

  it('refuses chunks that are not a CSV file part, or a file bigger than announced', async () => {
    const listId = await createList('Bad chunks');
    const noFile = await postChunk(chunkFields(listId, bytes, 1024, 0), null);
    expect(noFile.http).toBe(422);
    expect(noFile.body.errors).toEqual({ chunk: ['The chunk file is required.'] });

    const notCsv = await postChunk(
      { ...chunkFields(listId, bytes, 1024, 0), file_name: 'contacts.xlsx' },
      chunkAt(bytes, 1024, 0),
    );
    expect(notCsv.http).toBe(422);
    expect(notCsv.body.errors).toEqual({ file: ['The file must be a CSV file under 1 GB.'] });

    const bigger = await postChunk(
      { ...chunkFields(listId, bytes, 1024, 0), file_size: 10 },
      chunkAt(bytes, 1024, 0),
    );
    expect(bigger.http).toBe(409);
    expect(bigger.body.message).toBe('The file is bigger than announced.');

    const someoneElse = await postChunk(chunkFields(3, bytes, 1024, 0), chunkAt(bytes, 1024, 0));
    expect(someoneElse.http).toBe(404);
  });

  it('adds an upload to an existing stored list', async () => {
    await uploadAll(1, bytes, 1024);
    expect(db().contactLists.get(1)!.status).toBe('uploading');
    await mapHeaders(1, MAPPING, true);
    const last = (await pollUntilReady(1)).at(-1)!;
    expect(last.total_count).toBe(24 + rows.length);
  });

  it('keeps characters split across two chunks (one decoder per upload)', async () => {
    // "José" with its é cut in two by the chunk boundary.
    const text = `${COLUMNS.join(',')}\r\nNúñez,José,jose@example.com,2075550101,1 Main St,Portland,ME,04101,,\r\n`;
    const data = new TextEncoder().encode(text);
    const cut = new TextEncoder().encode(text.slice(0, text.indexOf('José') + 3)).length + 1;
    const listId = await createList('Accents');
    await postChunk(
      { ...chunkFields(listId, data, cut, 0), chunk_count: 2 },
      new Blob([data.slice(0, cut)]),
    );
    await postChunk(
      { ...chunkFields(listId, data, cut, 1), chunk_count: 2 },
      new Blob([data.slice(cut)]),
    );
    await mapHeaders(listId, MAPPING);
    await pollUntilReady(listId);
    const [contact] = await storedContactsOf(listId);
    expect(contact).toMatchObject({ first_name: 'José', last_name: 'Núñez' });
  });
});
