import { act, screen, within } from '@testing-library/react';
import { getConfig } from '../../../src/config/env';
import { allEnglish as en } from '../../../src/i18n/allEnglish';
import { server } from '../../../src/mocks/node';
import type { renderApp } from '../../utils/renderApp';

/** Helpers shared by the category and industry screen tests. */

export type User = Awaited<ReturnType<typeof renderApp>>['user'];

export const urlOf = (path: string) => `${getConfig().apiBases.main}${path}`;

/** The JSON bodies POSTed to one path, in the order they were sent (the token left out). */
export function recordPosts(path: string): Record<string, unknown>[] {
  const seen: Record<string, unknown>[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method !== 'POST' || request.url !== urlOf(path)) return;
    // The body is read now, synchronously enough to keep the order the app sent them in.
    void request
      .clone()
      .text()
      .then((text) => {
        const { api_token: _token, ...body } = JSON.parse(text || '{}') as Record<string, unknown>;
        seen.push(body);
      });
  });
  return seen;
}

/** Lets pending requests and sagas run, so "nothing was sent" is not decided too early. */
export async function settle(ms = 50) {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, ms));
  });
}

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

/** The button showing this text (antd wraps a button's text in a span). */
export function buttonWithText(text: string, container: HTMLElement = document.body) {
  const button = within(container).getByText(text).closest('button');
  if (!button) throw new Error(`No button reading ${text}`);
  return button;
}

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

/** Confirms a row's Delete in the spec's "Sure to delete?" popover. */
export async function confirmDelete(user: User, name: string) {
  await user.click(screen.getByLabelText(`Delete ${name}`));
  const question = await screen.findByText(en['common.sureToDelete']);
  const popover = question.closest<HTMLElement>('.ant-popover');
  if (!popover) throw new Error('No confirmation popover');
  expect(buttonWithText(en['common.no'], popover)).toBeInTheDocument();
  await user.click(buttonWithText(en['common.deleteConfirm'], popover));
}

/** The dialog's Save button. */
export const saveButton = (dialog: HTMLElement) => buttonWithText(en['common.save'], dialog);
