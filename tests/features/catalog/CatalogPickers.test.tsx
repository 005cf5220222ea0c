import { screen, waitFor, within } from '@testing-library/react';
import { StrictMode, useState } from 'react';
import {
  CategoryChoices,
  CategoryFilter,
  CategorySelect,
  IndustryFilter,
  IndustrySelect,
  useCatalogOptions,
} from '../../../src/features/catalog';
import { listIndustriesEndpoint } from '../../../src/features/catalog/api';
import { db } from '../../../src/mocks/db';
import { failCall } from '../../utils/overrides';
import { renderWithApp } from '../../utils/renderWithStore';

const industryNames = () =>
  db()
    .industries.all()
    .map((row) => row.industry_name);
const categoryNames = () =>
  db()
    .categories.all()
    .map((row) => row.category_name);
const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

/** A form with both light selects, each named by its own label, as the card editor has them. */
function MetaForm({ onPick }: { onPick: (field: string, id: number | null) => void }) {
  const [industry, setIndustry] = useState<number | null>(null);
  const [category, setCategory] = useState<number | null>(null);
  return (
    <>
      <label htmlFor="form-industry">Industry</label>
      <IndustrySelect
        id="form-industry"
        value={industry}
        emptyLabel="None"
        onChange={(id) => {
          setIndustry(id);
          onPick('industry', id);
        }}
      />
      <CategorySelect
        aria-label="Category"
        value={category}
        emptyLabel="No category"
        onChange={(id) => {
          setCategory(id);
          onPick('category', id);
        }}
      />
    </>
  );
}

function ChoicesForm({ onPick }: { onPick: (ids: number[]) => void }) {
  const [ids, setIds] = useState<number[]>([]);
  return (
    <fieldset>
      <legend>Categories</legend>
      <CategoryChoices
        value={ids}
        choiceClassName="test-choice"
        onChange={(next) => {
          setIds(next);
          onPick(next);
        }}
      />
    </fieldset>
  );
}

function OptionsProbe() {
  const options = useCatalogOptions();
  return (
    <p>
      {options.failed ? 'failed' : `${options.industries.length} industries`}
      <button type="button" onClick={options.reload}>
        Retry
      </button>
    </p>
  );
}

describe('the catalogue pickers', { timeout: 20_000 }, () => {
  it('fill every select mounted at once, even with effects run twice (StrictMode)', async () => {
    const onPick = vi.fn<(field: string, id: number | null) => void>();
    const { user } = renderWithApp(
      <StrictMode>
        <MetaForm onPick={onPick} />
        <IndustryFilter
          label="Filter by industry"
          allLabel="All industries"
          value={null}
          onChange={() => {}}
        />
        <CategoryFilter
          label="Filter by category"
          allLabel="All categories"
          value={null}
          onChange={() => {}}
        />
      </StrictMode>,
      { as: 'studio' },
    );
    const industry = screen.getByLabelText('Industry');
    const category = screen.getByRole('combobox', { name: 'Category' });
    await waitFor(() => expect(optionTexts(industry)).toEqual(['None', ...industryNames()]));
    await waitFor(() => expect(optionTexts(category)).toEqual(['No category', ...categoryNames()]));
    expect(industry).not.toHaveAttribute('aria-busy');
    expect(optionTexts(screen.getByRole('combobox', { name: 'Filter by industry' }))).toEqual([
      'All industries',
      ...industryNames(),
    ]);
    expect(optionTexts(screen.getByRole('combobox', { name: 'Filter by category' }))).toEqual([
      'All categories',
      ...categoryNames(),
    ]);

    const [firstIndustry] = db().industries.all();
    await user.selectOptions(industry, firstIndustry!.industry_name);
    expect(onPick).toHaveBeenLastCalledWith('industry', firstIndustry!.id);
    await user.selectOptions(industry, 'None');
    expect(onPick).toHaveBeenLastCalledWith('industry', null);
  });

  it('ticks and unticks categories in the order they were chosen', async () => {
    const onPick = vi.fn<(ids: number[]) => void>();
    const { user } = renderWithApp(<ChoicesForm onPick={onPick} />, { as: 'studio' });
    const [first, second] = db().categories.all();
    const group = screen.getByRole('group', { name: 'Categories' });
    await user.click(await within(group).findByRole('checkbox', { name: second!.category_name }));
    await user.click(within(group).getByRole('checkbox', { name: first!.category_name }));
    expect(onPick).toHaveBeenLastCalledWith([second!.id, first!.id]);
    await user.click(within(group).getByRole('checkbox', { name: second!.category_name }));
    expect(onPick).toHaveBeenLastCalledWith([first!.id]);
    expect(within(group).getByRole('checkbox', { name: first!.category_name })).toBeChecked();
  });

  it('says when a list failed and loads it again on Retry', async () => {
    failCall(listIndustriesEndpoint, 'http500', { once: true });
    const { user } = renderWithApp(<OptionsProbe />, { as: 'studio' });
    expect(await screen.findByText('failed')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(`${industryNames().length} industries`)).toBeInTheDocument();
  });
});
