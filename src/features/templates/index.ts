/**
 * The templates feature's public face. No other feature uses it yet; the app reaches its screens
 * through routes.ts. What it declares is the state its register.ts adds to the store.
 */
import type { WithSlice } from '@reduxjs/toolkit';
import type { templateReadsSlice } from './readsSlice';
import type { templatesSlice } from './slice';

declare module '../../state/storeState' {
  interface StoreState
    extends WithSlice<typeof templatesSlice>, WithSlice<typeof templateReadsSlice> {}
}
