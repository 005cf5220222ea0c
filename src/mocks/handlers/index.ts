import { authHandlers } from './auth';

/** Every mock handler: the browser demo, the unit tests and e2e all serve these. */
export const handlers = [...authHandlers];
