export * from './slice';
export { shellSaga } from './versionCheck';
