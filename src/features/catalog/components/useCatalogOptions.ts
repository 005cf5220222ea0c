import '../register';
import { useEffect, useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { catalogOptionsWanted, selectAllCategories, selectAllIndustries } from '../slice';

/** One industry or category as a select lists it (antd's Select takes these as they are). */
export interface CatalogOption {
  value: number;
  label: string;
}

export interface CatalogOptions {
  industries: CatalogOption[];
  categories: CatalogOption[];
  industriesLoading: boolean;
  categoriesLoading: boolean;
  /** Either list failed to load; the industries' endpoint words it (editor.options.failed). */
  failed: boolean;
  /** Asks again for whichever list is missing (a Retry). */
  reload: () => void;
}

/**
 * Every industry and category for a picker, asked for on mount. The saga loads each list once and
 * ignores a want while a load runs, so any number of pickers on a screen may call this.
 */
export function useCatalogOptions(): CatalogOptions {
  const dispatch = useAppDispatch();
  const industries = useAppSelector(selectAllIndustries);
  const categories = useAppSelector(selectAllCategories);
  useEffect(() => {
    dispatch(catalogOptionsWanted());
  }, [dispatch]);

  const industryOptions = useMemo(
    () => (industries.data ?? []).map((row) => ({ value: row.id, label: row.industry_name })),
    [industries.data],
  );
  const categoryOptions = useMemo(
    () => (categories.data ?? []).map((row) => ({ value: row.id, label: row.category_name })),
    [categories.data],
  );
  return {
    industries: industryOptions,
    categories: categoryOptions,
    industriesLoading: industries.loading,
    categoriesLoading: categories.loading,
    failed: Boolean(categories.error ?? industries.error),
    reload: () => dispatch(catalogOptionsWanted()),
  };
}
