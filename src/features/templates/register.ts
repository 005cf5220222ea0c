import '../catalog/register';
import { registerFeature } from '../../state/lazyFeatures';
import { templatesSaga } from './sagas';
import { templatesSlice } from './slice';

/** Imported by the template screens: the templates state (and the catalogue's) joins the store. */
registerFeature({
  reducerPath: templatesSlice.reducerPath,
  reducer: templatesSlice.reducer,
  saga: templatesSaga,
});
