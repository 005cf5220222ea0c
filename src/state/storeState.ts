import type { Dispatch, UnknownAction, WithSlice } from '@reduxjs/toolkit';
import type { noticesSlice } from './notices';
import type { sessionSlice } from './session';

/**
 * The store's state, keyed by each slice's reducerPath. Every feature adds its slices here by
 * declaration merging (Redux Toolkit's pattern for injected slices), so this layer types the store
 * hooks without importing any feature, and src/app/store.ts takes its lazy slices from this list.
 *
 * A lazy domain declares its state in its register.ts: that state exists only once register.ts has
 * run, and every screen that reads it imports register.ts, so TypeScript sees the declaration
 * wherever it is used. Always-present domains declare theirs in their index.ts, which the store
 * imports.
 */
export interface StoreState
  extends WithSlice<typeof sessionSlice>, WithSlice<typeof noticesSlice> {}

/** The store runs sagas, not thunks, so its dispatch takes plain actions only. */
export type StoreDispatch = Dispatch<UnknownAction>;
