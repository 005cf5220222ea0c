import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { contactsEn } from '../../../i18n/locales/domains/contacts/en';
import { displayUsPhone } from '../../../lib/phone';
import { ImportWizard } from '../import/ImportWizard';
import { contactPageArrived, contactsStarted, failedListsCall, listPageCall } from '../slice';
import { createTestServices } from '../../../../tests/utils/services';
import { makeTestStore } from '../../../../tests/utils/store';
import {
  LIST_SLOTS,
  type RendererCases,
  mountLoadedRoute,
  nthChild,
  one,
  renderInApp,
  tableCell,
  withAttributes,
} from '../../../../tests/unit/xss/rendererKit';

/**
 * The contacts feature's cases of the XSS renderer suite (tests/unit/xss/renderers.test.tsx,
 * which finds this file by glob; the case's shape and the checks are in
 * tests/unit/xss/rendererKit.tsx): list names, a list's contacts, failed-address lists and the
 * CSV import's preview and column choices.
 */

/** The contact grid draws only the rows in view (about 13 at its height): that many at once. */
const GRID_SLOTS = 10;
/** Columns of one CSV file in the import renderer: each holds a string as its name and value. */
const CSV_SLOTS = 20;

/** What a file carries of a string: UTF-8 has no lone surrogates (they arrive as U+FFFD). */
const throughUtf8 = (text: string) => new TextDecoder().decode(new TextEncoder().encode(text));

/** One CSV cell holding the string as it is: quoted, quotes doubled. */
const quotedCell = (text: string) => `"${text.replaceAll('"', '""')}"`;

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

/** The contacts route pages the cases below open, loaded once before the suite's first test. */
const ROUTE_PAGES = [
  () => import('../pages/ContactListsPage'),
  () => import('../pages/ContactListPage'),
  () => import('../pages/FailedAddressesPage'),
];

export const XSS_RENDERERS: RendererCases = [
  {
    name: '/dashboard/mailing: contact list names (store)',
    blns: 'all',
    preload: ROUTE_PAGES,
    mount: async () => {
      const store = await mountLoadedRoute('/dashboard/mailing', (loaded) => {
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
    preload: ROUTE_PAGES,
    mount: async () => {
      const store = await mountLoadedRoute('/dashboard/mailinglist/1', (loaded) => {
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
    preload: ROUTE_PAGES,
    mount: async () => {
      const store = await mountLoadedRoute('/dashboard/failed-mailing', (loaded) => {
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
      renderInApp(store, <ImportWizard mode="create" onClose={() => undefined} />);
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
];
