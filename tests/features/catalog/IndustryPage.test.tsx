import { screen, waitFor, within } from '@testing-library/react';
import { allEnglish as en } from '../../../src/i18n/allEnglish';
import { db } from '../../../src/mocks/db';
import { server } from '../../../src/mocks/node';
import { atDesktopWidth, preloadAppModules } from '../../utils/appSetup';
import { type User, renderApp } from '../../utils/renderApp';
import { failCall } from '../../utils/overrides';
import { buttonWithText } from '../../utils/queries';
import { recordBodiesTo } from '../../utils/requests';
import { settle } from '../../utils/settle';
import {
  chooseOption,
  confirmDelete,
  findRow,
  firstColumn,
  goToPage,
  rowOf,
  saveButton,
} from './catalogTestKit';
import {
  createIndustryEndpoint,
  deleteIndustryEndpoint,
  editIndustryEndpoint,
  listIndustriesEndpoint,
  updateIndustryStatusEndpoint,
} from '../../../src/features/catalog/api';

preloadAppModules(
  () => import('../../../src/features/catalog/pages/CategoryPage'),
  () => import('../../../src/features/catalog/pages/IndustryPage'),
);
atDesktopWidth();

const PAGES = en['catalog.industry.pages'];
const PAGE_ONE = [
  'Real Estate',
  'Roofing',
  'Dental',
  'Insurance',
  'Solar',
  'Landscaping',
  'Restaurants',
  'Home Services',
  'Fitness',
  'Legal',
];

async function openIndustries() {
  const view = await renderApp('/dashboard/industry', { as: 'admin' });
  await screen.findByRole('heading', { level: 1, name: en['screen.industry'] });
  await findRow('Real Estate');
  return view;
}

/** A row's status switch: it is named after the industry. */
const statusSwitch = (name: string) => screen.getByLabelText(name, { selector: 'button' });

async function openAddDialog(user: User) {
  await user.click(buttonWithText(en['catalog.industry.add']));
  return screen.findByRole('dialog', { name: en['catalog.industry.add'] });
}

describe('industry list', () => {
  it('shows 10 of the 12 industries with profile type and status, and pages to the rest', async () => {
    const posts = recordBodiesTo(listIndustriesEndpoint);
    const { user } = await openIndustries();

    expect(firstColumn()).toEqual(PAGE_ONE);
    expect(within(rowOf('Real Estate')).getByText('Agent')).toBeInTheDocument();
    expect(within(rowOf('Roofing')).getByText('Business')).toBeInTheDocument();
    expect(statusSwitch('Roofing')).toBeChecked();
    expect(posts[0]).toEqual({ search_text: '', limit: 10, offset: 0 });

    await goToPage(user, PAGES, 2);

    await waitFor(() => expect(firstColumn()).toEqual(['Automotive', 'Legacy Retail']));
    expect(statusSwitch('Legacy Retail')).not.toBeChecked();
    expect(posts.at(-1)).toEqual({ search_text: '', limit: 10, offset: 10 });
  });

  it('searches by name once typing pauses', async () => {
    const posts = recordBodiesTo(listIndustriesEndpoint);
    const { user } = await openIndustries();

    await user.type(screen.getByLabelText(en['catalog.industry.search']), 'land');

    await waitFor(() => expect(firstColumn()).toEqual(['Landscaping']));
    expect(posts.map((body) => body.search_text)).toEqual(['', 'land']);
    expect(posts.at(-1)).toEqual({ search_text: 'land', limit: 10, offset: 0 });
  });

  it('shows the failure with Retry instead of the rows', async () => {
    failCall(listIndustriesEndpoint, { message: 'Industries are resting.' });
    const { user } = await renderApp('/dashboard/industry', { as: 'admin' });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Industries are resting.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    server.resetHandlers();
    await user.click(buttonWithText(en['common.retry'], alert));
    expect(await findRow('Real Estate')).toBeInTheDocument();
  });
});

describe('status switch', () => {
  it('sends the new status and shows it once the server agrees', async () => {
    const posts = recordBodiesTo(updateIndustryStatusEndpoint);
    const { user } = await openIndustries();

    await user.click(statusSwitch('Roofing'));

    expect(await screen.findByText(en['catalog.industry.statusChanged'])).toBeInTheDocument();
    expect(posts).toEqual([{ industry_id: 2, status: 0 }]);
    await waitFor(() => expect(statusSwitch('Roofing')).not.toBeChecked());
    expect(statusSwitch('Roofing')).toBeEnabled();
    expect(db().industries.get(2)?.status).toBe(0);
  });

  it('snaps back and shows the reason when the server refuses', async () => {
    failCall(updateIndustryStatusEndpoint, { message: 'Solar is locked.' });
    const { user } = await openIndustries();

    await user.click(statusSwitch('Solar'));

    expect(await screen.findByText('Solar is locked.')).toBeInTheDocument();
    await waitFor(() => expect(statusSwitch('Solar')).toBeEnabled());
    expect(statusSwitch('Solar')).toBeChecked();
  });
});

describe('adding and editing', () => {
  it('adds an industry with its profile type and flags', async () => {
    const posts = recordBodiesTo(createIndustryEndpoint);
    const { user } = await openIndustries();
    const dialog = await openAddDialog(user);

    await user.type(within(dialog).getByLabelText(en['catalog.industry.name']), 'Pet Care');
    await chooseOption(
      user,
      within(dialog).getByLabelText(en['catalog.industry.profileType']),
      'Agent',
    );
    await user.click(within(dialog).getByLabelText(en['catalog.industry.assets']));
    await user.click(saveButton(dialog));

    expect(await screen.findByText(en['catalog.industry.created'])).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts).toEqual([
      { industry_name: 'Pet Care', profile_type: 'agent', assets_status: 1, private_status: 0 },
    ]);
    await waitFor(() => expect(firstColumn()[0]).toBe('Pet Care'));
    expect(within(rowOf('Pet Care')).getByText('Agent')).toBeInTheDocument();
  });

  it('asks for a name and sends nothing when it is blank', async () => {
    const posts = recordBodiesTo(createIndustryEndpoint);
    const { user } = await openIndustries();
    const dialog = await openAddDialog(user);

    await user.click(saveButton(dialog));

    expect(
      await within(dialog).findByText(en['catalog.industry.nameRequired']),
    ).toBeInTheDocument();
    await settle();
    expect(posts).toEqual([]);
  });

  it('edits an industry, starting from what it holds', async () => {
    const posts = recordBodiesTo(editIndustryEndpoint);
    const { user } = await openIndustries();

    await user.click(screen.getByLabelText('Edit Legal'));
    const dialog = await screen.findByRole('dialog', { name: en['catalog.industry.edit'] });
    const name = within(dialog).getByLabelText(en['catalog.industry.name']);
    expect(name).toHaveValue('Legal');
    expect(within(dialog).getByLabelText(en['catalog.industry.private'])).toBeChecked();
    await user.clear(name);
    await user.type(name, 'Legal Services');
    await user.click(within(dialog).getByLabelText(en['catalog.industry.private']));
    await user.click(saveButton(dialog));

    expect(await findRow('Legal Services')).toBeInTheDocument();
    expect(posts).toEqual([
      {
        industry_name: 'Legal Services',
        profile_type: 'agent',
        assets_status: 1,
        private_status: 0,
        industry_id: 10,
      },
    ]);
  });
});

describe('deleting', () => {
  it('deletes an industry nothing belongs to', async () => {
    const posts = recordBodiesTo(deleteIndustryEndpoint);
    const { user } = await openIndustries();

    await confirmDelete(user, 'Home Services');

    await waitFor(() => expect(firstColumn()).not.toContain('Home Services'));
    expect(firstColumn()).toContain('Automotive');
    expect(posts).toEqual([{ industry_id: 8 }]);
    expect(screen.getByText(en['catalog.industry.deleted'])).toBeInTheDocument();
  });

  it("keeps an industry in use and shows the server's reason once", async () => {
    const { user } = await openIndustries();

    await confirmDelete(user, 'Real Estate');

    const reason = 'This industry cannot be deleted while categories belong to it.';
    expect(await screen.findByText(reason)).toBeInTheDocument();
    await settle();
    expect(screen.getAllByText(reason)).toHaveLength(1);
    expect(firstColumn()).toEqual(PAGE_ONE);
  });
});
