/**
 * The catalogue's public face. Importing it registers the catalogue's state, because every screen
 * outside the feature that uses these selectors needs that state in the store.
 */
import './register';

export { catalogOptionsWanted, selectAllCategories, selectAllIndustries } from './slice';
