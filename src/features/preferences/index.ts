export * from './slice';
export { preferencesSaga } from './sagas';
