import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { CONTACT_FIELD_KEYS } from '../../../src/features/contacts/contactFields';
import { failsVerification } from '../../../src/mocks/contacts/factory';
import { db } from '../../../src/mocks/db';
import { server } from '../../../src/mocks/node';
import { atDesktopWidth, preloadAppModules } from '../../utils/appSetup';
import { renderApp, type User } from '../../utils/renderApp';
import { recordRequests, bodiesTo, sentTo } from '../../utils/requests';
import type { TestServices } from '../../utils/services';
import {
  buttonLabelled,
  cellTexts,
  confirmDeleteIn,
  en,
  findAlertWith,
  findDialog,
  findPageHeading,
  firstColumnOf,
  msg,
  tableByCaption,
} from './contactsTestKit';
import { failCall, overrideCall } from '../../utils/overrides';
import { settle } from '../../utils/settle';
import { buttonWithText } from '../../utils/queries';
import {
  deleteFailedListEndpoint,
  failedAddressListsEndpoint,
  failedContactsEndpoint,
  markFailedListReadEndpoint,
} from '../../../src/features/contacts/api';

/**
 * Failed addresses: /dashboard/failed-mailing (download, mark as read, delete) and the modal the
 * banner of /dashboard/mailing opens (the same table, download only).
 */
preloadAppModules(
  () => import('../../../src/features/contacts/pages/FailedAddressesPage'),
  () => import('../../../src/features/contacts/pages/ContactListsPage'),
  () => import('../../../src/features/contacts/components/FailedAddressModal'),
);
atDesktopWidth();

const CAPTION = en['contacts.failed.caption'];
const LIST = 'Open house sign-ins';
const table = () => tableByCaption(CAPTION);
/** The seeded entry: list 5, 40 imported contacts, the ones failing verification. */
const failedOfList5 = () =>
  db()
    .contacts.filter((contact) => contact.contact_list_id === 5 && failsVerification(contact))
    .sort((a, b) => a.id - b.id);

async function openPage() {
  const view = await renderApp('/dashboard/failed-mailing', { as: 'market' });
  await findPageHeading(en['screen.failedMailing']);
  await waitFor(() => expect(firstColumnOf(table())).toHaveLength(1));
  return view;
}

const downloadButton = () => buttonLabelled(msg('contacts.failed.downloadOf', { name: LIST }));

/** Holds the failed contacts' answer until released, so the loader can be seen. */
function holdFailedContacts() {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  overrideCall(failedContactsEndpoint, async () => {
    await held;
    // Nothing returned: the mock backend's own handler answers.
  });
  return release;
}

/** Downloads with the loader showing meanwhile, and checks the saved CSV. */
async function downloadAndCheck(user: User, services: TestServices) {
  const release = holdFailedContacts();
  await user.click(downloadButton());
  await waitFor(() =>
    expect(downloadButton()).toHaveTextContent(en['contacts.failed.downloading']),
  );
  expect(downloadButton()).toHaveClass('ant-btn-loading');
  expect(downloadButton()).toBeDisabled();
  // Nothing is saved before the contacts arrive.
  expect(services.savedFiles).toEqual([]);
  release();

  await waitFor(() => expect(services.savedFiles).toHaveLength(1));
  const [file] = services.savedFiles;
  expect(file!.name).toBe('Open-house-sign-ins-failed-addresses.csv');
  expect(file!.type).toBe('text/csv');
  const lines = new TextDecoder().decode(file!.bytes).trimEnd().split('\r\n');
  const failed = failedOfList5();
  expect(failed.length).toBeGreaterThan(0);
  expect(lines[0]).toBe(CONTACT_FIELD_KEYS.join(','));
  expect(lines).toHaveLength(1 + failed.length);
  // One line per failed contact, in order (a business name may hold a comma: quoted).
  failed.forEach((contact, index) => {
    expect(lines[index + 1]).toMatch(new RegExp(`^${contact.first_name},${contact.last_name},`));
    expect(lines[index + 1]).toContain(`,${contact.email},`);
  });
  await waitFor(() => expect(downloadButton()).toHaveTextContent(en['contacts.failed.download']));
  expect(downloadButton()).toBeEnabled();
}

describe('/dashboard/failed-mailing', () => {
  it('lists the failed-address entries with the spec columns', async () => {
    await openPage();
    const headers = [...table().querySelectorAll('thead th')].map((th) => th.textContent);
    expect(headers).toEqual([
      'Name',
      'Total # of Contacts',
      'Failed # of Contacts',
      'Created Date',
      'Action',
    ]);
    const [row] = cellTexts(table());
    expect(row!.slice(0, 4)).toEqual([
      `${LIST} ${en['contacts.failed.unread']}`,
      '40',
      String(failedOfList5().length),
      '11-10-2026',
    ]);
  });

  it('downloads the failed contacts as CSV, with a loader while exporting', async () => {
    const seen = recordRequests();
    const { user, services } = await openPage();
    await downloadAndCheck(user, services);
    expect(bodiesTo(seen, failedContactsEndpoint)).toEqual([{ id: 5 }]);
  });

  it('marks an entry as read: the New tag goes and the request is sent', async () => {
    const seen = recordRequests();
    const { user } = await openPage();
    expect(within(table()).getByText(en['contacts.failed.unread'])).toBeInTheDocument();
    await user.click(buttonLabelled(msg('contacts.failed.markReadOf', { name: LIST })));

    expect(await screen.findByText(en['contacts.failed.markedRead'])).toBeInTheDocument();
    await waitFor(() =>
      expect(within(table()).queryByText(en['contacts.failed.unread'])).not.toBeInTheDocument(),
    );
    expect(
      screen.queryByLabelText(msg('contacts.failed.markReadOf', { name: LIST })),
    ).not.toBeInTheDocument();
    expect(bodiesTo(seen, markFailedListReadEndpoint)).toEqual([{ contactlist_id: 5 }]);
    expect(db().failedAddresses.get(1)!.notifyread_status).toBe(1);
  });

  it('deletes an entry after "Sure to delete?", then reloads the list: No data found!', async () => {
    const seen = recordRequests();
    const { user } = await openPage();
    const loadsBefore = sentTo(seen, failedAddressListsEndpoint).length;
    await user.click(buttonLabelled(msg('contacts.failed.deleteOf', { name: LIST })));
    await confirmDeleteIn(user);

    expect(await screen.findByText(en['contacts.failed.deleted'])).toBeInTheDocument();
    expect(await screen.findByText(en['contacts.failed.empty'])).toBeInTheDocument();
    expect(firstColumnOf(table())).toEqual([]);
    expect(bodiesTo(seen, deleteFailedListEndpoint)).toEqual([{ contactlist_id: 5 }]);
    await waitFor(() =>
      expect(sentTo(seen, failedAddressListsEndpoint)).toHaveLength(loadsBefore + 1),
    );
    expect(db().failedAddresses.all()).toEqual([]);
  });

  it('says "No data found!" when the server has no entry', async () => {
    overrideCall(failedAddressListsEndpoint, () =>
      HttpResponse.json({ status: true, message: 'Success', data: [], total_count: 0 }),
    );
    await renderApp('/dashboard/failed-mailing', { as: 'market' });
    expect(await screen.findByText(en['contacts.failed.empty'])).toBeInTheDocument();
    expect(firstColumnOf(table())).toEqual([]);
  });

  it("shows the server's refusal with Retry", async () => {
    failCall(failedAddressListsEndpoint, { message: 'Try later' });
    const { user } = await renderApp('/dashboard/failed-mailing', { as: 'market' });
    const alert = await findAlertWith('Try later');
    server.resetHandlers();
    await user.click(buttonWithText(en['common.retry'], alert));
    await waitFor(() => expect(firstColumnOf(table())).toHaveLength(1));
  });
});

describe('the failed-address modal of /dashboard/mailing', () => {
  async function openModal() {
    const view = await renderApp('/dashboard/mailing', { as: 'market' });
    await findPageHeading(en['screen.mailing']);
    const banner = await findAlertWith(msg('contacts.lists.failedBanner', { count: 1 }));
    await view.user.click(buttonWithText(en['contacts.lists.failedBannerAction'], banner));
    const dialog = await findDialog(en['contacts.failed.modalTitle']);
    await waitFor(() => expect(firstColumnOf(table())).toHaveLength(1));
    return { ...view, dialog };
  }

  it('shows the same table, with the download only', async () => {
    const { dialog } = await openModal();
    expect(dialog).toContainElement(table());
    const headers = [...table().querySelectorAll('thead th')].map((th) => th.textContent);
    expect(headers).toEqual([
      'Name',
      'Total # of Contacts',
      'Failed # of Contacts',
      'Created Date',
      'Action',
    ]);
    expect(cellTexts(table())[0]!.slice(0, 3)).toEqual([
      `${LIST} ${en['contacts.failed.unread']}`,
      '40',
      String(failedOfList5().length),
    ]);
    expect(
      within(dialog).queryByLabelText(msg('contacts.failed.markReadOf', { name: LIST })),
    ).not.toBeInTheDocument();
    expect(
      within(dialog).queryByLabelText(msg('contacts.failed.deleteOf', { name: LIST })),
    ).not.toBeInTheDocument();
  });

  it('downloads the failed contacts as CSV', async () => {
    const { user, services } = await openModal();
    await downloadAndCheck(user, services);
    await settle();
    expect(services.savedFiles).toHaveLength(1);
  });
});
