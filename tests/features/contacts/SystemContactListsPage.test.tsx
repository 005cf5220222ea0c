import { screen, waitFor, within } from '@testing-library/react';
import { server } from '../../../src/mocks/node';
import { atDesktopWidth, preloadAppModules } from '../../utils/appSetup';
import { renderApp } from '../../utils/renderApp';
import { recordRequests, sentTo } from '../../utils/requests';
import {
  cellTexts,
  en,
  findAlertWith,
  findPageHeading,
  firstColumnOf,
  insertList,
  msg,
  pagerOf,
  rowNamed,
  tableByCaption,
} from './contactsTestKit';
import { failCall } from '../../utils/overrides';
import { buttonWithText } from '../../utils/queries';
import { systemContactListsEndpoint } from '../../../src/features/contacts/api';

/** /dashboard/system-mailing: the super admin sees every list with its owner, filters and opens one. */
preloadAppModules(
  () => import('../../../src/features/contacts/pages/SystemContactListsPage'),
  () => import('../../../src/features/contacts/pages/SystemContactListPage'),
);
atDesktopWidth();

const CAPTION = en['contacts.system.caption'];
const table = () => tableByCaption(CAPTION);
const SEEDED_NAMES = [
  'Portland homeowners',
  'Past clients',
  'Proof readers',
  'Statewide prospects',
  'Open house sign-ins',
];
const filterBox = () => screen.getByLabelText(en['contacts.lists.filter']);

async function openSystemLists() {
  const view = await renderApp('/dashboard/system-mailing', { as: 'admin' });
  await findPageHeading(en['screen.systemMailing']);
  await waitFor(() => expect(firstColumnOf(table())).toHaveLength(5));
  return view;
}

describe('every contact list in the system', () => {
  it("shows each user's lists with their owner, count, status and creation day", async () => {
    const seen = recordRequests();
    await openSystemLists();
    expect(cellTexts(table())).toEqual([
      ['Portland homeowners', 'Maya Market', '24', 'Ready', '10-02-2026'],
      ['Past clients', 'Maya Market', '5', 'Ready', '09-14-2026'],
      ['Proof readers', 'Stella Studio', '3', 'Ready', '08-20-2026'],
      ['Statewide prospects', 'Maya Market', '100,000', 'Ready', '07-30-2026'],
      ['Open house sign-ins', 'Maya Market', '40', 'Ready', '11-10-2026'],
    ]);
    expect(screen.getByText(msg('contacts.lists.total', { count: 5 }))).toBeInTheDocument();
    expect(sentTo(seen, systemContactListsEndpoint)).toHaveLength(1);
  });

  it('filters by list name or owner, and says when nothing matches', async () => {
    const { user } = await openSystemLists();
    await user.type(filterBox(), 'proof');
    await waitFor(() => expect(firstColumnOf(table())).toEqual(['Proof readers']));

    await user.clear(filterBox());
    await user.type(filterBox(), 'stella');
    await waitFor(() => expect(firstColumnOf(table())).toEqual(['Proof readers']));

    await user.clear(filterBox());
    await user.type(filterBox(), 'nobody');
    expect(
      await screen.findByText(msg('contacts.lists.filteredEmpty', { search: 'nobody' })),
    ).toBeInTheDocument();
    expect(firstColumnOf(table())).toEqual([]);
  });

  it('pages through the lists ten at a time', async () => {
    const extra = Array.from({ length: 7 }, (_, index) => `Extra list ${index + 1}`);
    for (const name of extra) insertList({ name });
    const { user } = await renderApp('/dashboard/system-mailing', { as: 'admin' });
    await waitFor(() => expect(firstColumnOf(table())).toHaveLength(10));
    expect(screen.getByText(msg('contacts.lists.total', { count: 12 }))).toBeInTheDocument();
    const pageOne = firstColumnOf(table());

    await user.click(within(pagerOf(CAPTION)).getByLabelText('Page 2'));
    await waitFor(() => expect(firstColumnOf(table())).toHaveLength(2));
    // Together the two pages hold every list once.
    expect([...pageOne, ...firstColumnOf(table())].sort()).toEqual(
      [...SEEDED_NAMES, ...extra].sort(),
    );
  });

  it("links each list to its system view, which shows the owner's contacts", async () => {
    const { user } = await openSystemLists();
    const link = within(rowNamed(table(), 'Proof readers')).getByText('Proof readers');
    expect(link.closest('a')).toHaveAttribute('href', '/dashboard/system-mailinglist/3');

    await user.click(link);
    await findPageHeading(en['screen.systemMailingList']);
    expect(await screen.findByText('Proof readers', { selector: 'h2' })).toBeInTheDocument();
    expect(await screen.findByText(msg('contacts.detail.total', { count: 3 }))).toBeInTheDocument();
  });

  it("shows the server's refusal with Retry", async () => {
    failCall(systemContactListsEndpoint, { message: 'Not today' });
    const { user } = await renderApp('/dashboard/system-mailing', { as: 'admin' });
    const alert = await findAlertWith('Not today');
    expect(firstColumnOf(table())).toEqual([]);
    server.resetHandlers();
    await user.click(buttonWithText(en['common.retry'], alert));
    await waitFor(() => expect(firstColumnOf(table())).toHaveLength(5));
  });
});
