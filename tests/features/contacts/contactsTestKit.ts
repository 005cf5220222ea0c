import { screen, waitFor, within } from '@testing-library/react';
import { createIntl } from 'react-intl';
import { allEnglish } from '../../../src/i18n/allEnglish';
import type { MessageId } from '../../../src/i18n/messageIds';
import type { ContactListRecord } from '../../../src/mocks/contacts/records';
import { db } from '../../../src/mocks/db';
import { buttonWithText } from '../../utils/queries';
import type { User } from '../../utils/renderApp';

/** Helpers shared by the contacts screen tests: messages, plain tables, dialogs, seeded lists. */

export const en = allEnglish;
const intl = createIntl({ locale: 'en', messages: allEnglish });

/** An English message with its values filled in, as the screens format it. */
export function msg(id: MessageId, values?: Record<string, string | number>): string {
  return intl.formatMessage({ id }, values);
}

/** Names joined as the screens join them ("A, B, and C"). */
export const listOf = (items: string[]) => intl.formatList(items);

/*
 * Role queries that compute accessible names are slow over big DOMs in jsdom (each name reads
 * getComputedStyle against antd's style sheets), so tables, rows and buttons are found by their
 * caption, text or aria-label.
 */

/** The plain table (DataTable) with this caption. */
export function tableByCaption(caption: string): HTMLTableElement {
  const found = screen.getByText(caption, { selector: 'caption' }).closest('table');
  if (!found) throw new Error(`No table captioned ${caption}`);
  return found;
}

/** The body rows of a table. */
export const bodyRows = (table: HTMLElement) => [
  ...table.querySelectorAll<HTMLTableRowElement>('tbody > tr'),
];

/** The texts of each body row's cells. */
export const cellTexts = (table: HTMLElement) =>
  bodyRows(table).map((row) => [...row.cells].map((cell) => cell.textContent ?? ''));

/** The first cell's text of every body row. */
export const firstColumnOf = (table: HTMLElement) =>
  bodyRows(table).map((row) => row.cells[0]?.textContent ?? '');

/** The body row whose first cell starts with `name`. */
export function rowNamed(table: HTMLElement, name: string): HTMLTableRowElement {
  const row = bodyRows(table).find((each) => each.cells[0]?.textContent?.startsWith(name));
  if (!row) throw new Error(`No row for ${name}: ${firstColumnOf(table).join(' | ')}`);
  return row;
}

/** A button found by its aria-label (exact). */
export function buttonLabelled(label: string, container: HTMLElement = document.body) {
  const button = within(container).getByLabelText(label, { selector: 'button' });
  return button as HTMLButtonElement;
}

/** The open antd dialog with this title (found by its title's text: role queries are slow). */
export async function findDialog(title: string): Promise<HTMLElement> {
  return waitFor(() => {
    const dialogs = screen
      .getAllByText(title, { selector: '.ant-modal-title' })
      .map((heading) => heading.closest<HTMLElement>('[role="dialog"]'))
      .filter((dialog): dialog is HTMLElement => dialog !== null);
    if (dialogs.length !== 1) throw new Error(`${dialogs.length} dialogs titled ${title}`);
    return dialogs[0]!;
  });
}

/** The alert (antd Alert, role alert) showing this text, once it is shown. */
export function findAlertWith(text: string): Promise<HTMLElement> {
  return waitFor(() => {
    const alert = screen
      .getAllByText(text)
      .map((element) => element.closest<HTMLElement>('[role="alert"]'))
      .find((element) => element !== null);
    if (!alert) throw new Error(`No alert reads ${text}`);
    return alert;
  });
}

/** The heading of the page, found by its text. */
export const findPageHeading = (text: string) => screen.findByText(text, { selector: 'h1' });

/** The pager of a list, by its label. */
export function pagerOf(label: string): HTMLElement {
  const nav = [...document.querySelectorAll<HTMLElement>('nav.pager')].find(
    (each) => each.getAttribute('aria-label') === label,
  );
  if (!nav) throw new Error(`No pager labelled ${label}`);
  return nav;
}

/** Answers the open "Sure to delete?" popover with DELETE (after checking it offers No). */
export async function confirmDeleteIn(user: User) {
  const question = await screen.findByText('Sure to delete?');
  const popover = question.closest<HTMLElement>('.ant-popover, .ant-modal');
  if (!popover) throw new Error('No confirmation popover or dialog');
  expect(buttonWithText('No', popover)).toBeInTheDocument();
  await user.click(buttonWithText('DELETE', popover));
}

/** A ready contact list of the market user (id 2), for paging and filters. */
export function insertList(fields: Partial<ContactListRecord> & { name: string }) {
  return db().contactLists.insert({
    user_id: 2,
    created_at: '2026-01-01',
    status: 'ready',
    status_polls: 0,
    source: 'seed',
    generated: { seed: 99, count: 3, places: null },
    removed_ids: [],
    edited: {},
    dpv_failed_count: 0,
    upload: null,
    ...fields,
  });
}
