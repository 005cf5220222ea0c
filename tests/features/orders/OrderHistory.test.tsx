import { screen, waitFor, within } from '@testing-library/react';
import { orderHistoryEndpoint } from '../../../src/features/orders/api';
import { db } from '../../../src/mocks/db';
import { recordMoneyOrder } from '../../../src/mocks/orders/ledger';
import { atDesktopWidth, preloadAppModules } from '../../utils/appSetup';
import { failCall } from '../../utils/overrides';
import { renderApp } from '../../utils/renderApp';
import { bodiesTo, recordRequests } from '../../utils/requests';
import { findPageHeading, tableByCaption } from '../contacts/contactsTestKit';

preloadAppModules(() => import('../../../src/features/orders/pages/OrderHistoryPage'));
atDesktopWidth();

const MAYA = 2;
const DATE_PATTERN = /^\d{2}-\d{2}-\d{4} \| \d{2}:\d{2}:\d{2}$/;

/** A top-up of Maya's at a fixed local time, so its date reads the same on every machine. */
function topUpAt(local: Date, dollars: number) {
  return recordMoneyOrder(db(), MAYA, {
    kind: 'top-up',
    amountCents: dollars * 100,
    quantity: 1,
    description: 'Balance top-up',
    at: local.toISOString(),
  });
}

async function openHistory() {
  const view = await renderApp('/dashboard/order-history', { as: 'market' });
  await findPageHeading('Order History');
  await waitFor(() =>
    expect(tableByCaption('Order History').tBodies[0]!.rows.length).toBeGreaterThan(0),
  );
  return view;
}

const rowsOf = () => [...tableByCaption('Order History').tBodies[0]!.rows];
const cellsOf = (row: HTMLTableRowElement) => [...row.cells].map((cell) => cell.textContent);

describe('/dashboard/order-history', () => {
  it('is in the Campaigns group of the Marketplace sidebar', async () => {
    const { user } = await renderApp('/dashboard', { as: 'market' });
    const sidebar = await screen.findByRole('navigation', { name: 'Main menu' });
    await user.click(within(sidebar).getByRole('menuitem', { name: 'Campaigns' }));
    await user.click(await within(sidebar).findByRole('menuitem', { name: 'Order History' }));
    await findPageHeading('Order History');
  });

  it('lists every order newest first with date, type, quantity, amount and status', async () => {
    topUpAt(new Date(2030, 0, 2, 9, 5, 7), 50);
    const seen = recordRequests();
    await openHistory();
    expect(bodiesTo(seen, orderHistoryEndpoint)).toEqual([{ limit: 10, offset: 0 }]);
    const [first, ...rest] = rowsOf();
    // Date | Order | Type (+ description) | Quantity | Amount | Status
    expect(cellsOf(first!)).toEqual([
      '01-02-2030 | 09:05:07',
      expect.stringMatching(/^MC-\d{6}$/),
      'Top-upBalance top-up',
      '1',
      '+$50.00',
      'Paid',
    ]);
    for (const row of rest) expect(cellsOf(row)[0]).toMatch(DATE_PATTERN);
    const texts = rest.map((row) => cellsOf(row).join(' | '));
    expect(texts.some((text) => /Campaign.*Running/.test(text))).toBe(true);
    // A charge reads as a debit: a minus sign before its amount.
    expect(texts.some((text) => /^.*Campaign.* \| \u2212\$[\d,.]+ \| /.test(text))).toBe(true);
    expect(texts.some((text) => /Refund.*\+\$[\d,.]+ \| Refunded$/.test(text))).toBe(true);
    const mine = db().orders.filter((row) => row.user_id === MAYA).length;
    expect(screen.getByText(`${mine} orders`)).toBeInTheDocument();
  });

  it('filters by type, sending the type only when one is chosen', async () => {
    const seen = recordRequests();
    const { user } = await openHistory();
    await user.selectOptions(screen.getByLabelText('Type'), 'Refund');
    await waitFor(() =>
      expect(bodiesTo(seen, orderHistoryEndpoint).at(-1)).toEqual({
        limit: 10,
        offset: 0,
        kind: 'refund',
      }),
    );
    await waitFor(() => expect(rowsOf().every((row) => cellsOf(row)[5] === 'Refunded')).toBe(true));
    await user.selectOptions(screen.getByLabelText('Type'), 'Bulk send');
    expect(await screen.findByText('No orders of this type.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Type'), 'All types');
    await waitFor(() =>
      expect(bodiesTo(seen, orderHistoryEndpoint).at(-1)).toEqual({ limit: 10, offset: 0 }),
    );
  });

  it('pages ten at a time', async () => {
    for (let day = 1; day <= 12; day += 1) topUpAt(new Date(2030, 1, day, 12), 25);
    const seen = recordRequests();
    const { user } = await openHistory();
    expect(rowsOf()).toHaveLength(10);
    await user.click(
      within(screen.getByRole('navigation', { name: 'Order history pages' })).getByRole('button', {
        name: 'Next',
      }),
    );
    await waitFor(() =>
      expect(bodiesTo(seen, orderHistoryEndpoint).at(-1)).toEqual({ limit: 10, offset: 10 }),
    );
  });

  it('exports the whole history as CSV, reading every page', async () => {
    for (let index = 0; index < 120; index += 1)
      topUpAt(new Date(2030, 2, 1, 8, 0, index % 60), 10);
    const total = db().orders.filter((row) => row.user_id === MAYA).length;
    const seen = recordRequests();
    const { user, services } = await openHistory();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(services.savedFiles).toHaveLength(1));
    const file = services.savedFiles[0]!;
    expect(file.name).toBe('order-history.csv');
    expect(file.type).toBe('text/csv');
    const lines = new TextDecoder().decode(file.bytes).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Order,Date,Type,Description,Quantity,Amount,Status');
    expect(lines).toHaveLength(total + 1);
    expect(lines[1]).toMatch(
      /^MC-\d{6},03-01-2030 \| 08:00:59,Top-up,Balance top-up,1,10\.00,Paid$/,
    );
    expect(bodiesTo(seen, orderHistoryEndpoint).slice(1)).toEqual([
      { limit: 100, offset: 0 },
      { limit: 100, offset: 100 },
    ]);
  });

  it('says when the history cannot be loaded, and Retry loads it', async () => {
    failCall(orderHistoryEndpoint, 'http500', { once: true });
    const { user } = await renderApp('/dashboard/order-history', { as: 'market' });
    expect(await screen.findByText('Your order history could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(rowsOf().length).toBeGreaterThan(0));
  });

  it('shows the server’s words when it refuses, and survives a malformed answer', async () => {
    failCall(orderHistoryEndpoint, { message: 'Order history is resting.' }, { once: true });
    const { user } = await renderApp('/dashboard/order-history', { as: 'market' });
    expect(await screen.findByText('Order history is resting.')).toBeInTheDocument();
    failCall(orderHistoryEndpoint, 'badSchema', { once: true });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Your order history could not be loaded.')).toBeInTheDocument();
  });

  it('says what went wrong when the export fails, and downloads nothing', async () => {
    const { user, services } = await openHistory();
    failCall(orderHistoryEndpoint, 'http500', { once: true });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('The order history could not be exported.')).toBeInTheDocument();
    expect(services.savedFiles).toHaveLength(0);
  });
});
