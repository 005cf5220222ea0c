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
  createCategoryEndpoint,
  deleteCategoryEndpoint,
  editCategoryEndpoint,
  listCategoriesEndpoint,
} from '../../../src/features/catalog/api';

preloadAppModules(
  () => import('../../../src/features/catalog/pages/CategoryPage'),
  () => import('../../../src/features/catalog/pages/IndustryPage'),
);
atDesktopWidth();

const PAGES = en['catalog.category.pages'];
const PAGE_ONE = [
  'Just Listed',
  'Just Sold',
  'Open House',
  'Market Update',
  'Storm Damage',
  'Free Inspection',
  'New Patient',
  'Recall Reminder',
  'Quote Follow-up',
  'Savings Estimate',
];
const PAGE_TWO = [
  'Spring Clean-up',
  'Weekly Specials',
  'Holiday Greetings',
  'Thank You',
  'Seasonal Promo',
];

async function openCategories() {
  const view = await renderApp('/dashboard/category', { as: 'studio' });
  await screen.findByRole('heading', { level: 1, name: en['screen.category'] });
  await findRow('Just Listed');
  return view;
}

const searchBox = () => screen.getByLabelText(en['catalog.category.search']);
const industryFilter = () => screen.getByLabelText(en['catalog.category.industryFilter']);

async function openAddDialog(user: User) {
  await user.click(buttonWithText(en['catalog.category.add']));
  return screen.findByRole('dialog', { name: en['catalog.category.add'] });
}

describe('category list', () => {
  it('shows the first 10 of 15 categories with their industry, and pages to the rest', async () => {
    const posts = recordBodiesTo(listCategoriesEndpoint);
    const { user } = await openCategories();

    expect(firstColumn()).toEqual(PAGE_ONE);
    expect(within(rowOf('Just Listed')).getByText('Real Estate')).toBeInTheDocument();
    expect(posts[0]).toEqual({ category_name: '', limit: 10, offset: 0, status: 0 });

    await goToPage(user, PAGES, 2);

    await findRow('Seasonal Promo');
    expect(firstColumn()).toEqual(PAGE_TWO);
    expect(
      within(rowOf('Holiday Greetings')).getByText(en['catalog.category.allIndustries']),
    ).toBeInTheDocument();
    expect(posts.at(-1)).toMatchObject({ offset: 10, limit: 10 });
  });

  it('searches by name once typing pauses, from page 1', async () => {
    const posts = recordBodiesTo(listCategoriesEndpoint);
    const { user } = await openCategories();
    await goToPage(user, PAGES, 2);
    await findRow('Seasonal Promo');

    await user.type(searchBox(), 'sold');

    await waitFor(() => expect(firstColumn()).toEqual(['Just Sold']));
    expect(posts.at(-1)).toEqual({ category_name: 'sold', limit: 10, offset: 0, status: 0 });
    // Debounced: no request for the partial words typed on the way.
    expect(posts.map((body) => body.category_name)).toEqual(['', '', 'sold']);
  });

  it('says so when nothing matches', async () => {
    const { user } = await openCategories();
    await user.type(searchBox(), 'zzz');
    expect(await screen.findByText(en['catalog.category.empty'])).toBeInTheDocument();
  });

  it('sends the industry filter only once one is chosen', async () => {
    const posts = recordBodiesTo(listCategoriesEndpoint);
    const { user } = await openCategories();
    expect(posts[0]).not.toHaveProperty('industries_id');

    await chooseOption(user, industryFilter(), 'Roofing');

    await waitFor(() => expect(firstColumn()).toEqual(['Storm Damage', 'Free Inspection']));
    expect(posts.at(-1)).toEqual({
      category_name: '',
      limit: 10,
      offset: 0,
      status: 0,
      industries_id: 2,
    });

    // Back to "All industries".
    await chooseOption(user, industryFilter(), en['catalog.category.allIndustries']);
    await waitFor(() => expect(firstColumn()).toEqual(PAGE_ONE));
    expect(posts.at(-1)).not.toHaveProperty('industries_id');
  });
});

describe('list failure', () => {
  it("shows the server's message with Retry, not the rows of the last good load", async () => {
    const { user } = await openCategories();
    failCall(listCategoriesEndpoint, { message: 'Boom' });

    await goToPage(user, PAGES, 2);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Boom');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText('Just Listed')).not.toBeInTheDocument();

    server.resetHandlers();
    await user.click(buttonWithText(en['common.retry'], alert));
    expect(await findRow('Seasonal Promo')).toBeInTheDocument();
  });

  it('uses our wording when the server says nothing', async () => {
    failCall(listCategoriesEndpoint, 'http500');
    await renderApp('/dashboard/category', { as: 'studio' });
    expect(await screen.findByRole('alert')).toHaveTextContent(en['catalog.category.listFailed']);
    expect(buttonWithText(en['common.retry'])).toBeInTheDocument();
  });
});

describe('adding and editing', () => {
  it('adds a category once, closes the dialog and shows it on the reloaded page', async () => {
    const posts = recordBodiesTo(createCategoryEndpoint);
    const { user } = await openCategories();
    const dialog = await openAddDialog(user);

    await user.type(
      within(dialog).getByLabelText(en['catalog.category.name']),
      '  Back to School ',
    );
    await chooseOption(
      user,
      within(dialog).getByLabelText(en['catalog.category.industry']),
      'Dental',
    );
    // A double press must not create it twice.
    await user.dblClick(saveButton(dialog));

    expect(await screen.findByText(en['catalog.category.created'])).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts).toEqual([{ category_name: 'Back to School', industry_id: 3 }]);

    // The page reloads; the server lists the newest first.
    expect(within(await findRow('Back to School')).getByText('Dental')).toBeInTheDocument();
    expect(firstColumn()).toEqual(['Back to School', ...PAGE_ONE.slice(0, 9)]);
  });

  it('asks for a name and sends nothing when it is blank', async () => {
    const posts = recordBodiesTo(createCategoryEndpoint);
    const { user } = await openCategories();
    const dialog = await openAddDialog(user);

    await user.type(within(dialog).getByLabelText(en['catalog.category.name']), '   ');
    await user.click(saveButton(dialog));

    expect(
      await within(dialog).findByText(en['catalog.category.nameRequired']),
    ).toBeInTheDocument();
    await settle();
    expect(posts).toEqual([]);
  });

  it("keeps the dialog open with the server's reason when it refuses", async () => {
    const { user } = await openCategories();
    const dialog = await openAddDialog(user);

    await user.type(within(dialog).getByLabelText(en['catalog.category.name']), 'just listed');
    await user.click(saveButton(dialog));

    expect(
      await within(dialog).findByText('The category name has already been taken.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: en['catalog.category.add'] })).toBeInTheDocument();
  });

  it('edits a category in place', async () => {
    const posts = recordBodiesTo(editCategoryEndpoint);
    const { user } = await openCategories();

    await user.click(screen.getByLabelText('Edit Open House'));
    const dialog = await screen.findByRole('dialog', { name: en['catalog.category.edit'] });
    const name = within(dialog).getByLabelText(en['catalog.category.name']);
    expect(name).toHaveValue('Open House');
    await user.clear(name);
    await user.type(name, 'Open House Weekend');
    await user.click(saveButton(dialog));

    expect(await findRow('Open House Weekend')).toBeInTheDocument();
    expect(posts).toEqual([
      { category_name: 'Open House Weekend', industry_id: 1, category_id: 3 },
    ]);
    expect(firstColumn()).toHaveLength(10);
  });
});

describe('deleting', () => {
  it('deletes a category no template uses', async () => {
    db().categories.insert({
      category_name: 'Unused Idea',
      industry_id: null,
      category_slug: 'unused-idea',
      status: 0,
    });
    const posts = recordBodiesTo(deleteCategoryEndpoint);
    const { user } = await openCategories();
    expect(firstColumn()[0]).toBe('Unused Idea');

    await confirmDelete(user, 'Unused Idea');

    await waitFor(() => expect(firstColumn()).toEqual(PAGE_ONE));
    expect(posts).toEqual([{ category_id: 16 }]);
    expect(screen.getByText(en['catalog.category.deleted'])).toBeInTheDocument();
  });

  it("keeps a category templates use and shows the server's reason once", async () => {
    const { user } = await openCategories();

    await confirmDelete(user, 'Just Listed');

    const reason = await screen.findByText(
      /^This category cannot be deleted: \d+ templates use it\.$/,
    );
    await settle();
    expect(screen.getAllByText(reason.textContent ?? '')).toHaveLength(1);
    expect(rowOf('Just Listed')).toBeInTheDocument();
  });
});
