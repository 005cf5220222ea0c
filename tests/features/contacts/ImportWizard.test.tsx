import { fireEvent, waitFor, within } from '@testing-library/react';
import type { Endpoint } from '../../../src/api';
import { CONTACT_FIELD_KEYS } from '../../../src/features/contacts/contactFields';
import { db } from '../../../src/mocks/db';
import { server } from '../../../src/mocks/node';
import { atDesktopWidth, preloadAppModules } from '../../utils/appSetup';
import { renderApp, type User } from '../../utils/renderApp';
import { type SeenRequest, recordRequests, bodiesTo, sentTo } from '../../utils/requests';
import {
  en,
  findAlertWith,
  findDialog,
  findPageHeading,
  firstColumnOf,
  listOf,
  msg,
  tableByCaption,
} from './contactsTestKit';
import { failCall } from '../../utils/overrides';
import { withNodeFileClasses } from '../../utils/nodeFileClasses';
import { settle } from '../../utils/settle';
import { buttonWithText } from '../../utils/queries';
import { InProcessWorker, withInProcessWorkers } from '../../utils/inProcessWorker';
import {
  contactListNameExistsEndpoint,
  createContactListEndpoint,
  listStatusEndpoint,
  mapHeadersEndpoint,
  uploadChunkEndpoint,
} from '../../../src/features/contacts/api';

/**
 * The "Create contact list" and "Upload contacts" modals through the UI as the market user:
 * the file rules, the preview, the column matching, the list name, the check of the whole file
 * (in an in-process worker, jsdom having none), the upload and each of its failures.
 */
preloadAppModules(
  () => import('../../../src/features/contacts/pages/ContactListsPage'),
  () => import('../../../src/features/contacts/import/CreateContactListModal'),
  () => import('../../../src/features/contacts/import/UploadContactsModal'),
);
atDesktopWidth();
withNodeFileClasses();
withInProcessWorkers();

const HEADER = ['First Name', 'Last Name', 'Email', 'Address', 'City', 'State', 'Zip', 'Phone'];
const row = (index: number) => [
  `Ann${index}`,
  'Lee',
  `ann${index}@example.com`,
  `${index + 1} Main St`,
  'Boston',
  'MA',
  '02134',
  `617555${String(1000 + index)}`,
];
const ROWS = Array.from({ length: 12 }, (_, index) => row(index));
const csvText = (lines: string[][]) => `${lines.map((line) => line.join(',')).join('\r\n')}\r\n`;
const csvFile = (lines: string[][], name = 'contacts.csv') =>
  new File([csvText(lines)], name, { type: 'text/csv' });
const goodFile = () => csvFile([HEADER, ...ROWS]);

/** The calls the import makes, by their last path segment. */
/** The import's calls, by the path names the tests count them under. */
const IMPORT_CALLS = {
  'contactlistname-existance': contactListNameExistsEndpoint,
  create_contactlist: createContactListEndpoint,
  'contactlist-upload-chunk': uploadChunkEndpoint,
  'contactlist-map-headers': mapHeadersEndpoint,
  'contactlist-status': listStatusEndpoint,
};
const importCalls = (seen: SeenRequest[]) =>
  Object.values(IMPORT_CALLS).flatMap((endpoint) => sentTo(seen, endpoint));

async function openMailing() {
  const view = await renderApp('/dashboard/mailing', { as: 'market' });
  await findPageHeading(en['screen.mailing']);
  await waitFor(() => expect(firstColumnOf(listsTable())).toHaveLength(4));
  return view;
}
const listsTable = () => tableByCaption(en['contacts.lists.caption']);

/** "Create contact list", from the button on /dashboard/mailing. */
async function openCreate() {
  const view = await openMailing();
  await view.user.click(buttonWithText(en['contacts.lists.create']));
  const dialog = await findDialog(en['contacts.import.createTitle']);
  return { ...view, dialog };
}

/** "Upload contacts", from the sidebar. */
async function openUploadFromSidebar() {
  const view = await openMailing();
  const sidebar = document.querySelector<HTMLElement>(`nav[aria-label="${en['nav.label']}"]`)!;
  await view.user.click(within(sidebar).getByText(en['nav.uploadContacts']));
  const dialog = await findDialog(en['contacts.import.uploadTitle']);
  // The user's lists, to choose from.
  await waitFor(() => expect(targetList(dialog).options).toHaveLength(5));
  return { ...view, dialog };
}

const fileInput = (dialog: HTMLElement) =>
  within(dialog).getByLabelText(en['contacts.import.chooseFile']);
const nameInput = (dialog: HTMLElement) =>
  within(dialog).getByLabelText(new RegExp(`^${en['contacts.name.label']}`));
const targetList = (dialog: HTMLElement) =>
  within(dialog).getByLabelText<HTMLSelectElement>(
    new RegExp(`^${en['contacts.import.targetList']}`),
  );
/** The select of one contact field (its label may end with "* (required)"). */
const fieldSelect = (dialog: HTMLElement, key: (typeof CONTACT_FIELD_KEYS)[number]) =>
  within(dialog).getByLabelText<HTMLSelectElement>(new RegExp(`^${en[`contacts.field.${key}`]}`));
const chosenColumn = (select: HTMLSelectElement) => select.selectedOptions[0]?.textContent;
const checkButton = (dialog: HTMLElement) => buttonWithText(en['contacts.import.validate'], dialog);
const preview = (dialog: HTMLElement) =>
  dialog.querySelector<HTMLElement>(
    `[role="region"][aria-label="${msg('contacts.import.previewCaption', { name: 'contacts.csv' })}"]`,
  );

/** Chooses files the way the browser's picker hands them over (no `accept` filtering). */
function chooseFiles(dialog: HTMLElement, files: File[]) {
  fireEvent.change(fileInput(dialog), { target: { files } });
}

async function chooseGoodFile(user: User, dialog: HTMLElement, file = goodFile()) {
  await user.upload(fileInput(dialog), file);
  await waitFor(() => expect(chosenColumn(fieldSelect(dialog, 'first_name'))).toBe('First Name'));
}

/** Checks the whole file and waits for the report. */
async function checkFile(user: User, dialog: HTMLElement) {
  await user.click(checkButton(dialog));
  await within(dialog).findByText(en['contacts.import.reportTitle']);
}

/** A new list "Spring leads" from the good file, up to the report. */
async function readyToUpload() {
  const view = await openCreate();
  const { user, dialog } = view;
  await user.type(nameInput(dialog), 'Spring leads');
  await chooseGoodFile(user, dialog);
  await checkFile(user, dialog);
  return view;
}

const proceed = (user: User, dialog: HTMLElement) =>
  user.click(buttonWithText(en['contacts.import.proceed'], dialog));

const READY = msg('contacts.import.ready', { name: 'Spring leads', count: 12 });

describe('choosing the file', () => {
  it('refuses two files, a non-CSV file and a file of 1 GB, and sends nothing', async () => {
    const seen = recordRequests();
    const { dialog } = await openCreate();

    chooseFiles(dialog, [goodFile(), csvFile([HEADER], 'more.csv')]);
    expect(await within(dialog).findByText(en['contacts.import.fileCount'])).toBeInTheDocument();
    expect(preview(dialog)).not.toBeInTheDocument();
    expect(checkButton(dialog)).toBeDisabled();

    chooseFiles(dialog, [new File(['%PDF-1.4'], 'contacts.pdf', { type: 'application/pdf' })]);
    expect(await within(dialog).findByText(en['contacts.import.fileType'])).toBeInTheDocument();
    expect(preview(dialog)).not.toBeInTheDocument();

    const huge = new File(['First Name\r\n'], 'huge.csv', { type: 'text/csv' });
    Object.defineProperty(huge, 'size', { value: 1024 ** 3 });
    chooseFiles(dialog, [huge]);
    expect(await within(dialog).findByText(en['contacts.import.fileSize'])).toBeInTheDocument();
    expect(preview(dialog)).not.toBeInTheDocument();
    expect(checkButton(dialog)).toBeDisabled();

    await settle();
    expect(importCalls(seen)).toEqual([]);
    expect(InProcessWorker.created).toEqual([]);
  });

  it('shows the header and the first rows as soon as the file is chosen', async () => {
    const { user, dialog } = await openCreate();
    await chooseGoodFile(user, dialog);

    const region = preview(dialog)!;
    expect(region).toBeInTheDocument();
    const shown = region.querySelector('table')!;
    expect([...shown.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual(HEADER);
    const bodyRows = [...shown.querySelectorAll('tbody tr')].map((tr) =>
      [...tr.querySelectorAll('td')].map((td) => td.textContent),
    );
    // The first ten rows only.
    expect(bodyRows).toEqual(ROWS.slice(0, 10));
    expect(within(dialog).getByText(/^contacts\.csv · /)).toBeInTheDocument();
    // A file refused next replaces it.
    chooseFiles(dialog, [new File(['x'], 'notes.txt', { type: 'text/plain' })]);
    expect(await within(dialog).findByText(en['contacts.import.fileType'])).toBeInTheDocument();
    expect(preview(dialog)).not.toBeInTheDocument();
  });
});

describe('matching the columns', () => {
  it('matches the columns by name', async () => {
    const { user, dialog } = await openCreate();
    await chooseGoodFile(user, dialog);
    const matched = Object.fromEntries(
      CONTACT_FIELD_KEYS.map((key) => [key, chosenColumn(fieldSelect(dialog, key))]),
    );
    const none = en['contacts.import.notMapped'];
    expect(matched).toEqual({
      first_name: 'First Name',
      last_name: 'Last Name',
      business_name: none,
      website: none,
      email: 'Email',
      street: 'Address',
      city: 'City',
      state: 'State',
      zip: 'Zip',
      owner_first_name: none,
      owner_last_name: none,
      property_street: none,
      property_city: none,
      property_state: none,
      property_zip: none,
      phone: 'Phone',
    });
    expect(checkButton(dialog)).toBeEnabled();
  });

  it('moves a column chosen for another field, and asks for the required fields left', async () => {
    const { user, dialog } = await openCreate();
    await chooseGoodFile(user, dialog);

    // "First Name" for the last name: the first name loses it.
    await user.selectOptions(fieldSelect(dialog, 'last_name'), 'First Name');
    expect(chosenColumn(fieldSelect(dialog, 'last_name'))).toBe('First Name');
    expect(chosenColumn(fieldSelect(dialog, 'first_name'))).toBe(en['contacts.import.notMapped']);
    expect(fieldSelect(dialog, 'first_name')).toHaveAttribute('aria-invalid', 'true');
    expect(
      within(dialog).getByText(
        msg('contacts.import.missingRequired', { fields: listOf(['First name']) }),
      ),
    ).toBeInTheDocument();
    expect(checkButton(dialog)).toBeDisabled();

    await user.selectOptions(fieldSelect(dialog, 'city'), en['contacts.import.notMapped']);
    expect(
      within(dialog).getByText(
        msg('contacts.import.missingRequired', { fields: listOf(['First name', 'City']) }),
      ),
    ).toBeInTheDocument();

    await user.selectOptions(fieldSelect(dialog, 'first_name'), 'Last Name');
    await user.selectOptions(fieldSelect(dialog, 'city'), 'City');
    expect(within(dialog).queryByText(/Please match the required fields/)).not.toBeInTheDocument();
    expect(checkButton(dialog)).toBeEnabled();
  });

  it('asks for every required field a file lacks', async () => {
    const { user, dialog } = await openCreate();
    await user.upload(
      fileInput(dialog),
      csvFile([
        ['Name', 'Email'],
        ['Ann Lee', 'ann@example.com'],
      ]),
    );
    const fields = ['First name', 'Last name', 'Street', 'City', 'State', 'ZIP code'];
    expect(
      await within(dialog).findByText(
        msg('contacts.import.missingRequired', { fields: listOf(fields) }),
      ),
    ).toBeInTheDocument();
    expect(checkButton(dialog)).toBeDisabled();
  });
});

describe('the list name', () => {
  it('asks for a name before checking the file', async () => {
    const seen = recordRequests();
    const { user, dialog } = await openCreate();
    await chooseGoodFile(user, dialog);
    await user.click(checkButton(dialog));
    expect(await within(dialog).findByText(en['contacts.name.required'])).toBeInTheDocument();
    expect(nameInput(dialog)).toHaveAttribute('aria-invalid', 'true');
    await settle();
    expect(InProcessWorker.created).toEqual([]);
    expect(importCalls(seen)).toEqual([]);

    // Typing clears the message.
    await user.type(nameInput(dialog), 'Spring leads');
    expect(within(dialog).queryByText(en['contacts.name.required'])).not.toBeInTheDocument();
  });

  it('refuses a name the user already has, after asking the server, and uploads nothing', async () => {
    const seen = recordRequests();
    const { user, dialog } = await openCreate();
    await user.type(nameInput(dialog), 'Past clients');
    await chooseGoodFile(user, dialog);
    await checkFile(user, dialog);
    await proceed(user, dialog);

    expect(await within(dialog).findByText(en['contacts.name.taken'])).toBeInTheDocument();
    expect(bodiesTo(seen, contactListNameExistsEndpoint)).toEqual([{ name: 'Past clients' }]);
    await settle();
    expect(sentTo(seen, createContactListEndpoint)).toEqual([]);
    expect(sentTo(seen, uploadChunkEndpoint)).toEqual([]);

    // Another name goes through.
    await user.clear(nameInput(dialog));
    await user.type(nameInput(dialog), 'Spring leads');
    expect(within(dialog).queryByText(en['contacts.name.taken'])).not.toBeInTheDocument();
    await proceed(user, dialog);
    expect(await within(dialog).findByText(READY)).toBeInTheDocument();
  });
});

describe('checking and uploading', () => {
  it('checks the whole file, uploads it, maps it and waits until the list is ready', async () => {
    const seen = recordRequests();
    const { user, dialog } = await readyToUpload();
    expect(
      within(dialog).getByText(msg('contacts.import.rows', { count: 12 })),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(en['contacts.import.noProblems'])).toBeInTheDocument();
    // One worker, which ran the real validation and was ended.
    expect(InProcessWorker.created).toHaveLength(1);
    expect(InProcessWorker.created[0]!.terminated).toBe(true);

    await proceed(user, dialog);

    expect(await within(dialog).findByText(READY)).toBeInTheDocument();
    const created = db().contactLists.find((list) => list.name === 'Spring leads')!;
    expect(within(dialog).getByText(en['contacts.import.openList']).closest('a')).toHaveAttribute(
      'href',
      `/dashboard/mailinglist/${created.id}`,
    );
    expect(bodiesTo(seen, createContactListEndpoint)).toEqual([{ name: 'Spring leads' }]);
    expect(sentTo(seen, uploadChunkEndpoint)).toHaveLength(1);
    const upload = String(sentTo(seen, uploadChunkEndpoint)[0]!.body);
    expect(upload).toContain(csvText([HEADER, ...ROWS]));
    expect(upload).toContain('filename="contacts.csv"');
    expect(bodiesTo(seen, mapHeadersEndpoint)).toEqual([
      {
        contactlist_id: created.id,
        has_header: true,
        repair_zips: false,
        mapping: {
          first_name: 0,
          last_name: 1,
          business_name: null,
          website: null,
          email: 2,
          street: 3,
          city: 4,
          state: 5,
          zip: 6,
          owner_first_name: null,
          owner_last_name: null,
          property_street: null,
          property_city: null,
          property_state: null,
          property_zip: null,
          phone: 7,
        },
      },
    ]);
    expect(sentTo(seen, listStatusEndpoint).length).toBeGreaterThan(1);

    // The contacts are stored as the file had them, and the page lists the new list.
    const stored = db()
      .contacts.filter((contact) => contact.contact_list_id === created.id)
      .sort((a, b) => a.id - b.id);
    expect(stored.map((contact) => contact.email)).toEqual(ROWS.map((cells) => cells[2]));
    await waitFor(() => expect(firstColumnOf(listsTable())).toContain('Spring leads'));
  });

  it('reports the problems it finds in the file', async () => {
    const { user, dialog } = await openCreate();
    await user.type(nameInput(dialog), 'Spring leads');
    const rows = [
      ...ROWS.slice(0, 3),
      ['Bo', 'Ng', 'not-an-email', '1 Elm St', 'Boston', 'MA', '02134', '6175550199'],
      ['Cy', 'Ng', 'cy@example.com', '2 Elm St', 'Boston', 'MA', '2134', '12'],
      ['Di', 'Ng', 'ANN0@example.com', '3 Elm St', 'Boston', 'MA', '02134', '6175550198'],
    ];
    await chooseGoodFile(user, dialog, csvFile([HEADER, ...rows]));
    await checkFile(user, dialog);

    const report = within(dialog).getByText(en['contacts.import.reportTitle']).parentElement!;
    expect(within(report).getByText(msg('contacts.import.rows', { count: 6 }))).toBeInTheDocument();
    expect(
      within(report).getByText(msg('contacts.import.badEmails', { count: 1 })),
    ).toBeInTheDocument();
    expect(
      within(report).getByText(msg('contacts.import.badPhones', { count: 1 })),
    ).toBeInTheDocument();
    expect(
      within(report).getByText(msg('contacts.import.duplicates', { count: 1 })),
    ).toBeInTheDocument();
    expect(within(report).getByText(en['contacts.import.downloadErrors'])).toBeInTheDocument();
    expect(within(report).queryByText(en['contacts.import.noProblems'])).not.toBeInTheDocument();
  });

  it('uploads into an existing list from the sidebar', async () => {
    const seen = recordRequests();
    const { user, dialog } = await openUploadFromSidebar();
    await chooseGoodFile(user, dialog);

    // A list must be chosen first.
    await user.click(checkButton(dialog));
    expect(
      await within(dialog).findByText(en['contacts.import.targetRequired']),
    ).toBeInTheDocument();
    expect(InProcessWorker.created).toEqual([]);

    await user.selectOptions(targetList(dialog), 'Past clients');
    await checkFile(user, dialog);
    await proceed(user, dialog);

    expect(
      await within(dialog).findByText(
        msg('contacts.import.ready', { name: 'Past clients', count: 17 }),
      ),
    ).toBeInTheDocument();
    expect(sentTo(seen, createContactListEndpoint)).toEqual([]);
    expect(sentTo(seen, contactListNameExistsEndpoint)).toEqual([]);
    expect(bodiesTo(seen, mapHeadersEndpoint)[0]).toMatchObject({ contactlist_id: 2 });
  });
});

describe('when a step of the upload fails', () => {
  /** Shows the step's message (the spec's words, not the server's), then Try again resumes. */
  async function failThenResume(step: Endpoint<never, unknown>, message: string) {
    const seen = recordRequests();
    failCall(step, { message: 'The server had a bad day' });
    const { user, dialog } = await readyToUpload();
    await proceed(user, dialog);

    const alert = await findAlertWith(message);
    expect(dialog).toContainElement(alert);
    expect(within(dialog).queryByText('The server had a bad day')).not.toBeInTheDocument();
    await settle();
    const counted = Object.entries(IMPORT_CALLS);
    const sentBefore = counted.map(([, endpoint]) => sentTo(seen, endpoint).length);

    server.resetHandlers();
    await user.click(buttonWithText(en['contacts.import.retry'], alert));
    expect(await within(dialog).findByText(READY)).toBeInTheDocument();
    expect(within(dialog).queryByText(message)).not.toBeInTheDocument();
    // Exactly one list, with every contact.
    const lists = db().contactLists.filter((list) => list.name === 'Spring leads');
    expect(lists).toHaveLength(1);
    expect(
      db().contacts.filter((contact) => contact.contact_list_id === lists[0]!.id),
    ).toHaveLength(12);
    const sentAfter = counted.map(([, endpoint]) => sentTo(seen, endpoint).length);
    return Object.fromEntries(
      counted.map(([name], index) => [
        name,
        { before: sentBefore[index], after: sentAfter[index] },
      ]),
    );
  }

  it('the upload: says so, and Try again uploads into the list already created', async () => {
    const calls = await failThenResume(
      uploadChunkEndpoint,
      'Failed to upload contact file, please try again or report this incident.',
    );
    expect(calls['create_contactlist']).toEqual({ before: 1, after: 1 });
    expect(calls['contactlist-upload-chunk']).toEqual({ before: 1, after: 2 });
  });

  it('the header mapping: says so, and Try again maps without uploading again', async () => {
    const calls = await failThenResume(
      mapHeadersEndpoint,
      'Failed to map Contact list headers! Please try again or report this incident.',
    );
    expect(calls['contactlist-upload-chunk']).toEqual({ before: 1, after: 1 });
    expect(calls['contactlist-map-headers']).toEqual({ before: 1, after: 2 });
  });

  it('the status poll: says so, and Try again polls again', async () => {
    const calls = await failThenResume(listStatusEndpoint, 'Failed to poll for list status.');
    expect(calls['contactlist-upload-chunk']).toEqual({ before: 1, after: 1 });
    expect(calls['contactlist-map-headers']).toEqual({ before: 1, after: 1 });
    expect(calls['contactlist-status']!.after).toBeGreaterThan(
      calls['contactlist-status']!.before!,
    );
  });
});
