import type { Reducer } from '@reduxjs/toolkit';
import type { Saga } from 'redux-saga';

/**
 * Domains that load with their screens: their slice and sagas join the store when a page of theirs
 * is first imported, so the sign-in page does not download every domain's state code.
 */
export interface LazyFeature {
  /** The slice's reducerPath: where its state lives in the store. */
  reducerPath: string;
  reducer: Reducer;
  saga: Saga<[]>;
}

type Injector = (feature: LazyFeature) => void;

const features = new Map<string, LazyFeature>();
const injectors = new Set<Injector>();

/** Called once by a lazy domain's module; later calls for the same domain are ignored. */
export function registerFeature(feature: LazyFeature): void {
  if (features.has(feature.reducerPath)) return;
  features.set(feature.reducerPath, feature);
  for (const inject of injectors) inject(feature);
}

/** The store's side: receives every feature registered so far and every later one. */
export function onFeatureRegistered(inject: Injector): () => void {
  injectors.add(inject);
  for (const feature of features.values()) inject(feature);
  return () => injectors.delete(inject);
}
