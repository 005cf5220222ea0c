import type { WithSlice } from '@reduxjs/toolkit';
import type { shellSlice } from './slice';
export * from './slice';
export { shellSaga } from './versionCheck';

declare module '../../state/storeState' {
  interface StoreState extends WithSlice<typeof shellSlice> {}
}
