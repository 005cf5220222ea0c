/**
 * The catalogue's public face: the kit other features pick industries and categories with.
 * Importing it registers the catalogue's state, which every picker reads. The kit draws only the
 * light controls, so no screen loads antd's Select through it; a screen whose form is antd's
 * passes useCatalogOptions' options to its own Select.
 */
import './register';

export {
  type CatalogOption,
  type CatalogOptions,
  useCatalogOptions,
} from './components/useCatalogOptions';
export {
  type CatalogSelectProps,
  CategorySelect,
  IndustrySelect,
} from './components/CatalogSelect';
export {
  type CatalogFilterProps,
  CategoryFilter,
  IndustryFilter,
} from './components/CatalogFilter';
export { CategoryChoices } from './components/CategoryChoices';
