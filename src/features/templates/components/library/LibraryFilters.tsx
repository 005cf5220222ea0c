import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { CategoryFilter, IndustryFilter } from '../../../catalog';
import { useDebouncedValue } from '../../../../components/useDebouncedValue';
import { Choice, TextInput } from '../../../../components/controls';

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
  const [title, setTitle] = useState('');
  const [rest, setRest] = useState<Omit<LibraryFilterValues, 'title'>>(EMPTY_FILTERS);
  const settledTitle = useDebouncedValue(title, 300);

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
        <IndustryFilter
          label={label('templates.filter.industry')}
          allLabel={label('templates.filter.allIndustries')}
          value={rest.industryId}
          onChange={(industryId) => set({ industryId })}
        />
      ) : null}
      {shown.includes('category') ? (
        <CategoryFilter
          label={label('templates.filter.category')}
          allLabel={label('templates.filter.allCategories')}
          value={rest.categoryId}
          onChange={(categoryId) => set({ categoryId })}
        />
      ) : null}
      {shown.includes('myTemplates') ? (
        <label className="control-choice-label">
          <Choice
            type="checkbox"
            checked={rest.myTemplates}
            onChange={(event) => set({ myTemplates: event.target.checked })}
          />
          {label('templates.filter.mine')}
        </label>
      ) : null}
      {shown.includes('propertyPhoto') ? (
        <label className="control-choice-label">
          <Choice
            type="checkbox"
            checked={rest.withPropertyPhoto}
            onChange={(event) => set({ withPropertyPhoto: event.target.checked })}
          />
          {label('templates.filter.propertyPhoto')}
        </label>
      ) : null}
      {shown.includes('favourites') ? (
        <label className="control-choice-label">
          <Choice
            type="checkbox"
            checked={rest.favouritesOnly}
            onChange={(event) => set({ favouritesOnly: event.target.checked })}
          />
          {label('templates.filter.favourites')}
        </label>
      ) : null}
    </div>
  );
}
