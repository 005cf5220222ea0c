import { Checkbox } from 'antd';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../../state/hooks';
import { catalogOptionsWanted, selectAllCategories, selectAllIndustries } from '../../../catalog';
import { OptionFilter } from '../../../../components/OptionFilter';
import { useDebouncedValue } from '../../../../components/useDebouncedValue';
import { TextInput } from '../../../../components/controls';

/** Every filter any library offers; each library shows the ones its query has (§3). */
export interface LibraryFilterValues {
  title: string;
  industryId: number | null;
  categoryId: number | null;
  myTemplates: boolean;
  withPropertyPhoto: boolean;
  favouritesOnly: boolean;
}

export const EMPTY_FILTERS: LibraryFilterValues = {
  title: '',
  industryId: null,
  categoryId: null,
  myTemplates: false,
  withPropertyPhoto: false,
  favouritesOnly: false,
};

export type FilterName = 'industry' | 'category' | 'myTemplates' | 'propertyPhoto' | 'favourites';

/** The filter bar: the title search waits for a pause in typing, the rest apply at once. */
export function LibraryFilters({
  shown,
  onChange,
}: {
  shown: readonly FilterName[];
  onChange: (filters: LibraryFilterValues) => void;
}) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const categories = useAppSelector(selectAllCategories);
  const industries = useAppSelector(selectAllIndustries);
  const [title, setTitle] = useState('');
  const [rest, setRest] = useState<Omit<LibraryFilterValues, 'title'>>(EMPTY_FILTERS);
  const settledTitle = useDebouncedValue(title, 300);

  useEffect(() => {
    dispatch(catalogOptionsWanted());
  }, [dispatch]);
  useEffect(() => {
    onChange({ ...rest, title: settledTitle });
    // onChange is the parent's setter; only the values should trigger a new query.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settledTitle, rest]);

  const label = (id: string) => intl.formatMessage({ id });
  const set = (patch: Partial<typeof rest>) => setRest((previous) => ({ ...previous, ...patch }));
  return (
    <div className="library-filters" role="search">
      <TextInput
        type="search"
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        placeholder={label('templates.filter.title')}
        aria-label={label('templates.filter.title')}
        className="library-filters__search"
      />
      {shown.includes('industry') ? (
        <OptionFilter
          label={label('templates.filter.industry')}
          allLabel={label('templates.filter.allIndustries')}
          value={rest.industryId}
          loading={industries.loading}
          options={(industries.data ?? []).map((industry) => ({
            value: industry.id,
            label: industry.industry_name,
          }))}
          onChange={(industryId) => set({ industryId })}
        />
      ) : null}
      {shown.includes('category') ? (
        <OptionFilter
          label={label('templates.filter.category')}
          allLabel={label('templates.filter.allCategories')}
          value={rest.categoryId}
          loading={categories.loading}
          options={(categories.data ?? []).map((category) => ({
            value: category.id,
            label: category.category_name,
          }))}
          onChange={(categoryId) => set({ categoryId })}
        />
      ) : null}
      {shown.includes('myTemplates') ? (
        <Checkbox
          checked={rest.myTemplates}
          onChange={(event) => set({ myTemplates: event.target.checked })}
        >
          {label('templates.filter.mine')}
        </Checkbox>
      ) : null}
      {shown.includes('propertyPhoto') ? (
        <Checkbox
          checked={rest.withPropertyPhoto}
          onChange={(event) => set({ withPropertyPhoto: event.target.checked })}
        >
          {label('templates.filter.propertyPhoto')}
        </Checkbox>
      ) : null}
      {shown.includes('favourites') ? (
        <Checkbox
          checked={rest.favouritesOnly}
          onChange={(event) => set({ favouritesOnly: event.target.checked })}
        >
          {label('templates.filter.favourites')}
        </Checkbox>
      ) : null}
    </div>
  );
}
