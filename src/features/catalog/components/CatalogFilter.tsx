import { OptionFilter } from '../../../components/OptionFilter';
import { useCatalogOptions } from './useCatalogOptions';

/** A filter bar's industry or category filter: the shared OptionFilter, named by its label. */
export interface CatalogFilterProps {
  id?: string;
  /** Its accessible name (aria-label). */
  label: string;
  /** The words of "no filter" ("All industries"). */
  allLabel: string;
  value: number | null;
  onChange: (id: number | null) => void;
}

export function IndustryFilter(props: CatalogFilterProps) {
  const { industries, industriesLoading } = useCatalogOptions();
  return <OptionFilter {...props} options={industries} loading={industriesLoading} />;
}

export function CategoryFilter(props: CatalogFilterProps) {
  const { categories, categoriesLoading } = useCatalogOptions();
  return <OptionFilter {...props} options={categories} loading={categoriesLoading} />;
}
