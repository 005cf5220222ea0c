import { screen, within } from '@testing-library/react';
import { allEnglish as en } from '../../../src/i18n/allEnglish';
import { buttonWithText } from '../../utils/queries';
import type { User } from '../../utils/renderApp';

/** Helpers shared by the category and industry screen tests: their antd tables and dialogs. */

/*
 * Role queries that compute accessible names are slow over an antd table in jsdom: each name reads
 * getComputedStyle against antd's large injected style sheets (over 10 s for one cell lookup). So
 * rows, cells and named buttons are found by their text or aria-label instead.
 */

/** The texts of the first cell of every body row, in order. */
export function firstColumn(): string[] {
  const table = screen.getByRole('table');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('td')?.textContent ?? '');
}

/** The table row whose cell reads exactly `name`. */
export function rowOf(name: string): HTMLElement {
  const cell = within(screen.getByRole('table')).getByText(name, { selector: 'td' });
  const row = cell.closest('tr');
  if (!row) throw new Error(`No row for ${name}`);
  return row;
}

export const findRow = async (name: string) => {
  await within(screen.getByRole('table')).findByText(name, { selector: 'td' });
  return rowOf(name);
};

/**
 * Picks an option: of a native select (the list filters), or of an antd select (the forms), whose
 * list items carry their label as their title.
 */
export async function chooseOption(user: User, combobox: HTMLElement, label: string) {
  if (combobox instanceof HTMLSelectElement) {
    await user.selectOptions(combobox, label);
    return;
  }
  await user.click(combobox);
  await user.click(await screen.findByTitle(label));
}

export async function goToPage(user: User, pagesLabel: string, page: number) {
  const pages = screen.getByRole('navigation', { name: pagesLabel });
  await user.click(within(pages).getByLabelText(`Page ${page}`));
}

/** Confirms a row's Delete in the spec's popover, in the spec's own words (§5). */
export async function confirmDelete(user: User, name: string) {
  await user.click(screen.getByLabelText(`Delete ${name}`));
  const question = await screen.findByText('Sure to delete?');
  const popover = question.closest<HTMLElement>('.ant-popover');
  if (!popover) throw new Error('No confirmation popover');
  expect(buttonWithText('No', popover)).toBeInTheDocument();
  await user.click(buttonWithText('DELETE', popover));
}

/** The dialog's Save button. */
export const saveButton = (dialog: HTMLElement) => buttonWithText(en['common.save'], dialog);
