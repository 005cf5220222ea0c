import type { Dispatch, UnknownAction, WithSlice } from '@reduxjs/toolkit';
import type { noticesSlice } from './notices';
import type { sessionSlice } from './session';

/**
 * The store's state, keyed by each slice's reducerPath. Every feature adds its slices from its own
 * index.ts by declaration merging (Redux Toolkit's pattern for injected slices), so this layer can
 * type the store hooks without importing any feature, and src/app/store.ts declares its lazily
 * injected slices from the same list.
 *
 * A lazy domain's state exists only once its register.ts has run; its selectors are used only by
 * screens that import that register.ts, so they may read it as present.
 */
export interface StoreState
  extends WithSlice<typeof sessionSlice>, WithSlice<typeof noticesSlice> {}

/** The store runs sagas, not thunks, so its dispatch takes plain actions only. */
export type StoreDispatch = Dispatch<UnknownAction>;
