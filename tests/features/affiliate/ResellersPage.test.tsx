import { screen, within } from '@testing-library/react';
import { resellersEndpoint } from '../../../src/features/affiliate/api';
import { preloadAppModules } from '../../utils/appSetup';
import { failCall } from '../../utils/overrides';
import { renderApp } from '../../utils/renderApp';
import { bodiesTo, recordRequests } from '../../utils/requests';

/**
 * /dashboard/affiliate-resellers through the route, as Stella: every account she referred, newest
 * first, with business, plan, join date, status and her earnings from each; search and paging.
 */

preloadAppModules(() => import('../../../src/features/affiliate/pages/ResellersPage'));

async function open() {
  const view = await renderApp('/dashboard/affiliate-resellers', { as: 'studio' });
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Affiliate Resellers' }),
  ).toBeVisible();
  await screen.findByText('Tom Fischer');
  return view;
}

const rows = () =>
  within(screen.getByRole('table', { name: 'Accounts you referred' }))
    .getAllByRole('row')
    .slice(1);

describe('/dashboard/affiliate-resellers', () => {
  it('lists the referred accounts newest first, with what each earned', async () => {
    const seen = recordRequests();
    await open();
    expect(bodiesTo(seen, resellersEndpoint)).toEqual([{ limit: 10, offset: 0 }]);
    expect(screen.getByText('13 accounts')).toBeVisible();
    expect(rows()).toHaveLength(10);
    const tom = within(rows()[0]!);
    expect(tom.getByText('tom.fischer@example.com')).toBeVisible();
    expect(tom.getByText('Fischer Electric')).toBeVisible();
    expect(tom.getByText('Free')).toBeVisible();
    expect(tom.getByText('11-12-2026')).toBeVisible();
    expect(tom.getByText('No paid plan yet')).toBeVisible();
    expect(tom.getByText('$0.00')).toBeVisible();
    const maya = within(rows()[4]!);
    expect(maya.getByText('Maya Market')).toBeVisible();
    expect(maya.getByText('Active')).toBeVisible();
    expect(maya.getByText('$73.50')).toBeVisible();
    expect(within(rows()[6]!).getByText('Past due')).toBeVisible();
  });

  it('pages to the oldest', async () => {
    const seen = recordRequests();
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Hannah Lewis')).toBeVisible();
    expect(rows()).toHaveLength(3);
    expect(within(rows()[0]!).getByText('Cancelled')).toBeVisible();
    expect(bodiesTo(seen, resellersEndpoint).at(-1)).toEqual({ limit: 10, offset: 10 });
  });

  it('searches by business, from the first page', async () => {
    const seen = recordRequests();
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByText('Hannah Lewis');
    await user.type(screen.getByLabelText('Search by name, email or business'), 'roofing');
    expect(await screen.findByText('Ethan Brooks')).toBeVisible();
    expect(rows()).toHaveLength(1);
    expect(screen.getByText('1 account')).toBeVisible();
    expect(bodiesTo(seen, resellersEndpoint).at(-1)).toEqual({
      limit: 10,
      offset: 0,
      search_text: 'roofing',
    });
  });

  it('says when nothing matches', async () => {
    const { user } = await open();
    await user.type(screen.getByLabelText('Search by name, email or business'), 'zebra');
    expect(await screen.findByText('No account you referred matches “zebra”.')).toBeVisible();
  });

  it('says when the list cannot be loaded, and Retry loads it', async () => {
    failCall(resellersEndpoint, 'network', { once: true });
    const { user } = await renderApp('/dashboard/affiliate-resellers', { as: 'studio' });
    expect(
      await screen.findByText('The accounts you referred could not be loaded. Please try again.'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Tom Fischer')).toBeVisible();
  });
});
